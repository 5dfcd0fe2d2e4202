// A visitor's first API answers and largest picture, written into the page (issue 7, "no waterfall"):
// the page's data arrives with its HTML and its picture downloads alongside the code instead of after it.
// Answered through the app itself (inject), exactly as the page would have asked. Only for visitors: a
// logged-in user's answers are personal, and the page asks for them with its token as usual.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '@kala/shared/constants';
import { firstDataOf, picturePreload } from '@kala/shared/first-data';

const API_BASE = '/api';

export interface FirstAnswers {
  /** Full URL → answer, as the api client looks them up (#kala-data). */
  answers: Record<string, { status: number; body: unknown }>;
  /** A <link rel=preload as=image> for the largest picture, or ''. */
  picture: string;
}

const hasSession = (req: FastifyRequest) => new RegExp(`(?:^|;\\s*)${COOKIE_NAMES.token}=[^;]`).test(req.headers.cookie ?? '');

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export async function firstAnswers(app: FastifyInstance, req: FastifyRequest, pathname: string, search: string): Promise<FirstAnswers | null> {
  const first = hasSession(req) ? null : firstDataOf(pathname, search);
  if (!first) return null;
  const answers: FirstAnswers['answers'] = {};
  const bodies = await Promise.all(
    first.urls.map(async (url) => {
      const res = await app.inject({ method: 'GET', url: API_BASE + url, headers: { 'accept-language': req.headers['accept-language'] ?? '' } });
      // Only successes: a failure is for the page to meet (and retry) as it always does.
      if (res.statusCode !== 200) return undefined;
      const body: unknown = res.json();
      answers[API_BASE + url] = { status: res.statusCode, body };
      return body;
    }),
  );
  const set = first.picture?.of(bodies);
  const preload = set && first.picture ? picturePreload(set, first.picture.sizes) : null;
  const picture = preload
    ? `<link rel="preload" as="image" href="${attr(preload.href)}" imagesrcset="${attr(preload.srcset)}" imagesizes="${attr(preload.sizes)}" fetchpriority="high">`
    : '';
  return { answers, picture };
}
