// A visitor's first API answers and largest picture, written into the page (issue 7, "no waterfall"):
// the page's data arrives with its HTML and its picture downloads alongside the code instead of after it.
// Answered through the app itself (inject), exactly as the page would have asked. Only for visitors: a
// logged-in user's answers are personal, and the page asks for them with its token as usual.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE_NAMES, type Language } from '@kala/shared/constants';
import { firstPicture, firstRequests, mediaUrl, picturePreload } from '@kala/shared/first-data';
import type { PublishedRoute } from '@kala/shared/routing/published';
import { savingDataFor } from '../../lib/data-saver';
import type { Artwork } from '@kala/shared/types';
import { detectLanguage } from '@kala/shared/server-texts';
import { firstPaint, paintedWithoutData } from './first-paint';
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

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE_NAMES.token}=[^;]`);
const hasSession = (req: FastifyRequest) => SESSION_COOKIE.test(req.headers.cookie ?? '');

const LANGUAGE_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE_NAMES.language}=([^;]*)`);

/** The language the page will choose (shared detectLanguage): its cookie, else the browser's first language. */
function languageOf(req: FastifyRequest): Language {
  return detectLanguage(LANGUAGE_COOKIE.exec(req.headers.cookie ?? '')?.[1], req.headers['accept-language']?.split(',')[0]);
}

/**
 * A visitor's first answers for the live route a path matched (`match`: its published first data), or null.
 * A sorted or filtered listing (`search`) asks for other URLs: those wait for the page.
 */
export async function firstAnswers(
  app: FastifyInstance,
  req: FastifyRequest,
  match: { route: PublishedRoute; params: Record<string, string> } | null,
  search: string,
): Promise<FirstAnswers | null> {
  if (hasSession(req) || !match) return null;
  const route = match.route.name;
  const saving = savingDataFor(req);
  if (paintedWithoutData(route)) return { answers: {}, picture: '', paint: saving ? '' : firstPaint(route, null, languageOf(req)), meta: null };
  const first = match.route.first;
  if (!first || search) return null;
  const answers: FirstAnswers['answers'] = {};
  const bodies = await Promise.all(
    firstRequests(first, match.params).map(async (url) => {
      const res = await app.inject({ method: 'GET', url: API_BASE + url, headers: { 'accept-language': req.headers['accept-language'] ?? '' } });
      // Only successes: a failure is for the page to meet (and retry) as it always does.
      if (res.statusCode !== 200) return undefined;
      const body: unknown = res.json();
      answers[API_BASE + url] = { status: res.statusCode, body };
      return body;
    }),
  );
  const set = firstPicture(first, bodies);
  const preload = set && first.picture && !saving ? picturePreload(set, first.picture.sizes) : null;
  const picture = preload
    ? `<link rel="preload" as="image" href="${attr(preload.href)}" imagesrcset="${attr(preload.srcset)}" imagesizes="${attr(preload.sizes)}" fetchpriority="high">`
    : '';
  // The site's own address (PUBLIC_URL): the request's Host header is the caller's to choose.
  const pageUrl = new URL(new URL(req.url, 'http://x').pathname, app.config.publicUrl);
  return { answers, picture, paint: saving ? '' : firstPaint(route, bodies[0], languageOf(req)), meta: artworkMeta(answers, pageUrl) };
}
