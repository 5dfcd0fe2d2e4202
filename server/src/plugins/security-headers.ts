// Security headers on every answer (helmet's): a Content-Security-Policy that allows exactly what the
// shell and the remotes load, nosniff, no framing, a referrer policy. socket.io's answers, which never reach
// Fastify, get the same from helmet itself (modules/notifications/live.ts). The API docs page has its own,
// looser policy (plugins/docs.ts); nginx must send the same headers for the files it serves itself (nginx/).
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { VIDEO_EMBED_HOST } from '@kala/shared/constants';
import type { Providers } from '../modules/auth/providers';
import { FIRST_PAINT_SOURCES } from '../modules/web/first-paint';

interface Sources {
  script: string[];
  style: string[];
  img: string[];
  connect: string[];
  frame: string[];
}

const NONE: Sources = { script: [], style: [], img: [], connect: [], frame: [] };

/** Google Identity Services: its script, its button styles and One Tap frame, its calls, profile pictures. */
const GOOGLE: Sources = {
  script: ['https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  img: ['https://*.googleusercontent.com'],
  connect: ['https://accounts.google.com/gsi/'],
  frame: ['https://accounts.google.com/gsi/'],
};

/** The Facebook JavaScript SDK: its script, the frames and calls of its login. */
const FACEBOOK: Sources = {
  script: ['https://connect.facebook.net'],
  style: [],
  img: ['https://www.facebook.com'],
  connect: ['https://graph.facebook.com', 'https://www.facebook.com'],
  frame: ['https://www.facebook.com', 'https://web.facebook.com', 'https://staticxx.facebook.com'],
};

/** Feed video links play in the privacy-enhanced embed (loaded only when the visitor presses play). */
const VIDEO_EMBEDS: Sources = { ...NONE, frame: [new URL(VIDEO_EMBED_HOST).origin] };

/**
 * socket.io on the site's origin (PUBLIC_URL, never the request's Host): 'self' covers ws:/wss: in current
 * browsers, this spells it out for older ones.
 */
const siteSocket = (publicUrl: string): string => {
  const site = new URL(publicUrl);
  return `${site.protocol === 'https:' ? 'wss' : 'ws'}://${site.host}`;
};

/**
 * The policy of the app: its own scripts and styles (Rsbuild extracts CSS into files; remotes load from
 * /remotes/ on this origin), pictures from /media/ plus data: and blob: previews of uploads, calls and the
 * socket to this origin, and the sign-in providers only when they are configured. The HTML's
 * `<script type="application/json">` boot data is not executed, so no policy applies to it.
 */
export function appPolicy(providers: Providers, publicUrl: string): Record<string, string[]> {
  const sources = [VIDEO_EMBEDS, providers.google ? GOOGLE : NONE, providers.facebook ? FACEBOOK : NONE];
  const all = (kind: keyof Sources) => sources.flatMap((s) => s[kind]);
  return {
    'default-src': ["'self'"],
    // The first paint's one inline script and one inline style (modules/web/first-paint.ts), by their hashes.
    'script-src': ["'self'", FIRST_PAINT_SOURCES.script, ...all('script')],
    'style-src': ["'self'", FIRST_PAINT_SOURCES.style, ...all('style')],
    'img-src': ["'self'", 'data:', 'blob:', ...all('img')],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", siteSocket(publicUrl), ...all('connect')],
    // The service worker (/sw.js) and the web app manifest, both from this origin (issue 25).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': all('frame').length ? all('frame') : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Swagger UI at /api/docs styles itself inline and shows the validator badge; nothing else gets these. */
export const DOCS_POLICY: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self' 'unsafe-inline'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: https://validator.swagger.io",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

/** The headers of every answer: helmet's options, for our own hook and for socket.io's answers. */
// Typed by inference (helmet declares these options in CJS and ESM copies of one type).
export function helmetOptions(providers: Providers, publicUrl: string) {
  return {
    contentSecurityPolicy: { useDefaults: false as const, directives: appPolicy(providers, publicUrl) },
    // Google and Facebook sign in through popups that must be able to answer this page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
    frameguard: { action: 'deny' as const },
    // Google sign-in needs the origin in the referrer; other sites get no more than that.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    hsts: { maxAge: 180 * 24 * 3600, includeSubDomains: false },
  };
}

/**
 * The headers helmet sets with these options, worked out once. The options do not change while the server
 * runs, and helmet made anew for each request (as @fastify/helmet does) parses the whole policy every time:
 * a CPU profile of cached listings had that as the costliest part of a request of our own.
 */
export function securityHeaders(options: ReturnType<typeof helmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)), removeHeader: () => undefined };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The API's answers are data, never a document to render: if one is opened as a page, it may load and run
 * nothing. The few pages under /api (the docs, the payment pages) send their own policy. A tenth of the
 * app's policy in length, which a cached listing writes 10,000 times a second.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const API_PATHS = '/api/';

export default fp(
  async (app) => {
    const pageHeaders = securityHeaders(helmetOptions(app.providers, app.config.publicUrl));
    const apiHeaders = { ...pageHeaders, 'content-security-policy': API_POLICY };
    // Every answer, the 404s and errors included (a route may replace one, as the docs do their policy).
    app.addHook('onRequest', (req, reply, done) => {
      reply.headers(req.url.startsWith(API_PATHS) ? apiHeaders : pageHeaders);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['social-providers'] },
);
