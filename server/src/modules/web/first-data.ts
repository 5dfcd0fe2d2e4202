// A page's first API answers and largest picture, written into the page (issue 7, "no waterfall"):
// the page's data arrives with its HTML and its picture downloads alongside the code instead of after it.
// Answered through the app itself (inject), exactly as the page would have asked. A signed-in viewer's
// (issue 26 §2) are answered with the session cookie's token, as their page would ask, and the page also
// carries who they are (the answer of /auth/authenticate), so it starts without that round trip either.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE_NAMES, type Language } from '@kala/shared/constants';
import { firstPicture, firstRequests, mediaUrl, picturePreload } from '@kala/shared/first-data';
import type { PublishedRoute } from '@kala/shared/routing/published';
import { savingDataFor } from '../../lib/data-saver';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { detectLanguage } from '@kala/shared/server-texts';
import { firstPaint, paintedForViewers, paintedWithoutData } from './first-paint';
import { attr } from './html';

const API_BASE = '/api';

export interface FirstAnswers {
  /** Full URL → answer, as the api client looks them up (#kala-data). */
  answers: Record<string, { status: number; body: unknown }>;
  /** A <link rel=preload as=image> for the largest picture, or ''. */
  picture: string;
  /** The route's first pictures, painted before any code has run (./first-paint), or ''. */
  paint: string;
  /** An artwork page's own title, description and Open Graph tags (a shared link shows the work), or null. */
  meta: PageMeta | null;
  /** The signed-in viewer the answers are for (their user, as /auth/authenticate answers it), or null for a visitor. */
  viewer: unknown;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URLs: a crawler reads them outside the page. */
  url: string;
  image: string | null;
}

const DESCRIPTION_MAX = 200;

/** What a link to an artwork shows: its name and artist, the start of its description, its picture. */
function artworkMeta(answers: FirstAnswers['answers'], pageUrl: URL): PageMeta | null {
  const work = Object.values(answers)
    .map((a) => (a.body as { message?: Artwork } | null)?.message)
    .find((m): m is Artwork => typeof m === 'object' && m !== null && 'slug' in m && 'author' in m);
  if (!work) return null;
  const largest = [...work.image.sizes].sort((a, b) => b.width - a.width)[0];
  const text = (work.description || work.name).replace(/\s+/g, ' ').trim();
  return {
    // As the page titles itself in English (useDocumentTitle): "Name · by Artist — Kala".
    title: `${work.name} · by ${work.author.name} — Kala`,
    description: text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text,
    url: pageUrl.href,
    image: largest ? new URL(mediaUrl(largest.fileName), pageUrl).href : null,
  };
}

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE_NAMES.token}=([^;]+)`);

/** The session cookie's token, as the page's api client will send it. */
function sessionTokenOf(req: FastifyRequest): string | null {
  const raw = SESSION_COOKIE.exec(req.headers.cookie ?? '')?.[1];
  try {
    return raw ? decodeURIComponent(raw) : null;
  } catch {
    return null;
  }
}

/** Who a token is, as the shell's session check asks (/auth/authenticate), or null when it does not hold. */
async function viewerOf(app: FastifyInstance, authorization: string): Promise<unknown> {
  const res = await app.inject({ method: 'POST', url: '/auth/authenticate', headers: { authorization } });
  return res.statusCode === 200 ? (res.json() as { user?: unknown }).user ?? null : null;
}

const LANGUAGE_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE_NAMES.language}=([^;]*)`);

/** The language the page will choose (shared detectLanguage): its cookie, else the browser's first language. */
export function languageOf(req: FastifyRequest): Language {
  return detectLanguage(LANGUAGE_COOKIE.exec(req.headers.cookie ?? '')?.[1], req.headers['accept-language']?.split(',')[0]);
}

/**
 * The first answers for the live route a path matched (`match`: its published first data), or null. A
 * sorted or filtered listing (`search`) asks for other URLs: those wait for the page. With a session cookie
 * they are the viewer's (and only the feed and the cart are painted: other pages' paints are a visitor's); a token that
 * does not hold gets nothing, and the page meets it as it always does.
 */
export async function firstAnswers(
  app: FastifyInstance,
  req: FastifyRequest,
  match: { route: PublishedRoute; params: Record<string, string> } | null,
  search: string,
): Promise<FirstAnswers | null> {
  if (!match) return null;
  const token = sessionTokenOf(req);
  const authorization = token ? `JWT ${token}` : null;
  const viewer = authorization ? await viewerOf(app, authorization) : null;
  if (authorization && !viewer) return null;
  const route = match.route.name;
  const saving = savingDataFor(req);
  // A visitor's pages are painted; a viewer's only where the paint is theirs too (the feed, the cart).
  const painting = !saving && (!viewer || paintedForViewers(route));
  if (!viewer && paintedWithoutData(route)) return { answers: {}, picture: '', paint: painting ? firstPaint(route, null, languageOf(req)) : '', meta: null, viewer };
  const first = match.route.first;
  if (!first || search || (first.viewersOnly && !viewer)) return viewer ? { answers: {}, picture: '', paint: '', meta: null, viewer } : null;
  const headers = { 'accept-language': req.headers['accept-language'] ?? '', ...(authorization && { authorization }) };
  const urls = firstRequests(first, match.params).map((path) => (first.base ?? API_BASE) + path);
  const bodies = await Promise.all(
    urls.map(async (url) => {
      const res = await app.inject({ method: 'GET', url, headers });
      // Only successes: a failure is for the page to meet (and retry) as it always does.
      return res.statusCode === 200 ? (res.json() as unknown) : undefined;
    }),
  );
  // In the page's order, whichever answered first.
  const answers: FirstAnswers['answers'] = {};
  urls.forEach((url, i) => {
    if (bodies[i] !== undefined) answers[url] = { status: 200, body: bodies[i] };
  });
  const set = firstPicture(first, bodies);
  const preload = set && first.picture && !saving ? picturePreload(set, first.picture.sizes) : null;
  const picture = preload
    ? `<link rel="preload" as="image" href="${attr(preload.href)}" imagesrcset="${attr(preload.srcset)}" imagesizes="${attr(preload.sizes)}" fetchpriority="high">`
    : '';
  // The site's own address (PUBLIC_URL): the request's Host header is the caller's to choose.
  const pageUrl = new URL(new URL(req.url, 'http://x').pathname, app.config.publicUrl);
  return { answers, picture, paint: painting ? firstPaint(route, bodies[0], languageOf(req), !!viewer) : '', meta: artworkMeta(answers, pageUrl), viewer };
}
