// Kala's service worker (issue 25, ADR 0022), built with Workbox by tooling/rsbuild-service-worker.ts.
// Rules (docs/architecture.md, "Offline and caching"):
// - precache: the shell's build (its manifest is injected at build time), the offline page, icons;
// - remotes: remotes.json and each remoteEntry.js network first (a new version nginx activates is served on
//   the next load, the cached copy only offline); a version folder's files are immutable: cache first, and the
//   live versions' files are fetched at install (each remote's mf-manifest.json lists them);
// - per user ('kala-user-*', deleted by the page whenever the signed-in person changes, logout included):
//   pages, the last 50 artwork answers, orders, recent conversations;
// - pictures: cache first, the last 100;
// - chat messages and comments (on artworks and posts) that fail for want of a network are queued (Background Sync, and a
//   replay when the page says it is online again) and answered 202 {status: 'queued'}: the page sent them
//   with an Idempotency-Key, so a replay the server has already seen is answered, not acted on, again;
// - a navigation with neither network nor a cached copy gets the offline page (Retry), never the browser's.
import { Queue } from 'workbox-background-sync';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

export const CACHES = {
  entries: 'kala-remote-entries',
  remoteFiles: 'kala-remote-files',
  pictures: 'kala-pictures',
  pages: 'kala-user-pages',
  artworks: 'kala-user-artworks',
  orders: 'kala-user-orders',
  chat: 'kala-user-chat',
  session: 'kala-user-session',
} as const;
const OFFLINE_PAGE = '/offline.html';
const ok = new CacheableResponsePlugin({ statuses: [200] });
const last = (maxEntries: number) => new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true });

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once (offline works without a reload); a later version waits for
// the update prompt, so a page never runs on files of two builds.
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const path = (pattern: RegExp) => ({ url }: { url: URL }) => sameOrigin(url) && pattern.test(url.pathname);

// Pages: the network first (each is written per request), the cached copy offline.
registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/api/'), new NetworkFirst({ cacheName: CACHES.pages, plugins: [ok, last(50)] }));

// Which remotes and versions are live: always asked of the network while there is one.
registerRoute(path(/^\/(remotes\.json|version\.json|remotes\/[^/]+\/(remoteEntry\.js|mf-manifest\.json))$/), new NetworkFirst({ cacheName: CACHES.entries, plugins: [ok, entryChanged()] }));
registerRoute(path(/^\/remotes\/[^/]+\/[^/]+\/.+/), new CacheFirst({ cacheName: CACHES.remoteFiles, plugins: [ok, last(400)] }));

registerRoute(
  ({ request, url }) => request.destination === 'image' && path(/^\/media\//)({ url }),
  new CacheFirst({ cacheName: CACHES.pictures, plugins: [ok, last(100)] }),
);

// Per-user answers (they may carry the viewer's likes, their orders, their rooms).
registerRoute(path(/^\/api\/(product\/[^/]+|v2\/artwork\/comments\/.+)$/), new NetworkFirst({ cacheName: CACHES.artworks, plugins: [ok, last(50)] }));
registerRoute(path(/^\/api\/user\/order(\/[^/]+)?$/), new NetworkFirst({ cacheName: CACHES.orders, plugins: [ok, last(20)] }));
registerRoute(path(/^\/chat\/rooms(\/[^/]+\/messages)?$/), new NetworkFirst({ cacheName: CACHES.chat, plugins: [ok, last(30)] }));

// The session check at start (POST /auth/authenticate): its last answer for this token, offline, so a
// signed-in person stays signed in and reads their own orders and rooms (the page would log out otherwise).
registerRoute(
  path(/^\/auth\/authenticate$/),
  async ({ request }) => {
    const key = `/auth/authenticate?for=${await digest(request.headers.get('authorization') ?? '')}`;
    const cache = await caches.open(CACHES.session);
    try {
      const answer = await fetch(request);
      if (answer.ok) await cache.put(key, answer.clone());
      return answer;
    } catch (error) {
      const kept = await cache.match(key);
      if (kept) return kept;
      throw error;
    }
  },
  'POST',
);

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}

// Writes typed offline: queued, replayed once the network is back.
const outbox = new Queue('kala-outbox', { maxRetentionTime: 24 * 60, onSync: ({ queue }) => replay(queue) });
// Replays run one after another. One started while another is sending would find the queue taken and tell the
// pages 'sent' before anything was; one asked for while another fails must still run after it (Background Sync
// can fire while the page is still offline, and its failed replay waits minutes for the browser's next try).
let replays: Promise<void> = Promise.resolve();
function replay(queue: Queue): Promise<void> {
  const run = replays.catch(() => undefined).then(async () => {
    const refused = await sendQueued(queue);
    for (const client of await self.clients.matchAll()) {
      client.postMessage({ type: 'kala-outbox-sent' });
      for (const refusal of refused) client.postMessage(refusal);
    }
  });
  replays = run;
  return run;
}

/** A kept write the server refused when it went (blocked meanwhile, signed out…): its words and the answer. */
interface Refusal {
  type: 'kala-outbox-refused';
  text: string;
  answer: { code?: string; message: string } | null;
}

/**
 * Sends the kept writes in order. A network failure puts the write back and stops (the next try sends it);
 * any answer takes it out of the queue, and a refusal is kept to tell the pages: nobody saw its answer.
 * (Workbox's replayRequests drops a refused write without a word.)
 */
async function sendQueued(queue: Queue): Promise<Refusal[]> {
  const refused: Refusal[] = [];
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    let answer: Response;
    try {
      answer = await fetch(entry.request.clone());
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw error;
    }
    if (!answer.ok) refused.push(await refusalOf(entry.request, answer));
  }
  return refused;
}

async function refusalOf(request: Request, answer: Response): Promise<Refusal> {
  const sent = (await request.clone().json().catch(() => ({}))) as { message?: unknown; comment?: unknown };
  const said = (await answer.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const text = typeof sent.message === 'string' ? sent.message : typeof sent.comment === 'string' ? sent.comment : '';
  const worded = said && typeof said.message === 'string' ? { message: said.message, ...(typeof said.code === 'string' ? { code: said.code } : {}) } : null;
  return { type: 'kala-outbox-refused', text, answer: worded };
}
// The page says it is online as soon as a network is joined; the first requests can still fail while it
// settles, so an online replay tries again a few times before leaving the queue to Background Sync.
const ONLINE_RETRY_MS = [1_000, 3_000, 10_000];
async function replayWhenOnline(): Promise<void> {
  for (const wait of [0, ...ONLINE_RETRY_MS]) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      return await replay(outbox);
    } catch {
      // The queue keeps what failed; the next try (or the browser's sync) sends it.
    }
  }
}
const QUEUED = () => new Response(JSON.stringify({ status: 'success', queued: true, message: null }), { status: 202, headers: { 'content-type': 'application/json' } });
registerRoute(
  path(/^\/(chat\/rooms\/[^/]+\/messages|api\/v2\/artwork\/comment\/new|api\/v2\/post\/comments\/new)$/),
  async ({ request }) => {
    const copy = request.clone();
    try {
      return await fetch(request);
    } catch {
      if (!copy.headers.has('idempotency-key')) throw new Error('offline');
      await outbox.pushRequest({ request: copy });
      return QUEUED();
    }
  },
  'POST',
);

setCatchHandler(async ({ request }) => (request.mode === 'navigate' ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error()));

/** Tells open pages when a remote's entry differs from the one cached: nginx has activated a new version. */
function entryChanged() {
  return {
    cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) => {
      if (/remoteEntry\.js$/.test(new URL(request.url).pathname)) {
        const before = await (await caches.open(CACHES.entries)).match(request);
        if (before && (await before.clone().text()) !== (await response.clone().text())) {
          for (const client of await self.clients.matchAll()) client.postMessage({ type: 'kala-remote-updated' });
        }
      }
      return response;
    },
  };
}

/** The live version of every remote, fetched at install so it is there offline. */
async function precacheRemotes() {
  const remotes = ((await (await fetch('/remotes.json', { cache: 'no-cache' })).json()) as { remotes: { entry: string }[] }).remotes;
  const entries = await caches.open(CACHES.entries);
  const files = await caches.open(CACHES.remoteFiles);
  await entries.add('/remotes.json');
  await Promise.all(
    remotes.map(async ({ entry }) => {
      await entries.add(entry);
      const manifestUrl = entry.replace(/remoteEntry\.js$/, 'mf-manifest.json');
      const manifest = (await (await fetch(manifestUrl, { cache: 'no-cache' })).json()) as MfManifest;
      const base = manifest.metaData.publicPath;
      const assets = manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async, ...e.assets.css.sync, ...e.assets.css.async]);
      await files.addAll([...new Set(assets)].map((a) => base + a));
    }),
  );
}
interface MfManifest {
  metaData: { publicPath: string };
  exposes: { assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }[];
}

self.addEventListener('install', (event) => {
  // A remote that cannot be fetched now is fetched when first used: installing never fails for it.
  event.waitUntil(precacheRemotes().catch(() => undefined));
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'kala-online') event.waitUntil(replayWhenOnline());
});
