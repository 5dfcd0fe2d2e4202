// Serving the built front end: /remotes.json, remote files with their cache headers, SPA fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { discoverWeb } from '../../../src/config';
import { createTestApp, get, testConfig, type TestApp } from '../../support/app';
import { makeUser } from '../../support/users';
import { COOKIE_NAMES } from '@kala/shared/constants';

let t: TestApp;
let root: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'kala-web-'));
  write(path.join(root, 'shell/dist/index.html'), '<!doctype html><html><head><title>Kala</title></head><body></body></html>');
  write(path.join(root, 'shell/dist/version.json'), '{"version":"1"}');
  write(path.join(root, 'shell/dist/static/js/index.abc123.js'), 'console.log(1)');
  // What the build's precompress step writes beside a file (tooling/rsbuild-precompress.ts).
  write(path.join(root, 'shell/dist/static/js/big.abc123.js'), 'plain');
  writeFileSync(path.join(root, 'shell/dist/static/js/big.abc123.js.br'), brotliCompressSync('from the .br copy'));
  writeFileSync(path.join(root, 'shell/dist/static/js/big.abc123.js.gz'), gzipSync('from the .gz copy'));
  write(path.join(root, 'mf-catalogue/dist/remoteEntry.js'), 'var mf_catalogue;');
  writeFileSync(path.join(root, 'mf-catalogue/dist/remoteEntry.js.br'), brotliCompressSync('var mf_catalogue; // br'));
  write(path.join(root, 'mf-catalogue/dist/mf-manifest.json'), '{}');
  write(path.join(root, 'mf-catalogue/dist/static/js/async/1.def456.js'), 'chunk');
  // What tooling/rsbuild-startup-files.ts writes: each build's start and its pages' files.
  write(path.join(root, 'shell/dist/startup.json'), JSON.stringify({ start: ['/static/js/async/react.1.js', '/static/css/async/boot.2.css'], pages: { login: ['/static/js/async/page.login.3.js'], remotes: ['/static/js/async/page.remotes.4.js'] } }));
  write(path.join(root, 'mf-catalogue/dist/startup.json'), JSON.stringify({ start: ['/remotes/mf-catalogue/0.1.0/static/js/async/expose.5.js'], pages: { gallery: ['/remotes/mf-catalogue/0.1.0/static/js/async/page.gallery.6.js'], home: ['/remotes/mf-catalogue/0.1.0/static/js/async/page.home.7.js'] } }));
  mkdirSync(path.join(root, 'mf-social/dist'), { recursive: true }); // not built: no remoteEntry.js
  const web = discoverWeb(root);
  t = await createTestApp(testConfig({}, { web }));
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

it('finds the shell and the remotes', () => {
  expect(discoverWeb(root)?.remotes.map((r) => r.name).sort()).toEqual(['mf-catalogue', 'mf-social']);
  expect(discoverWeb(path.join(root, 'nowhere'))).toBeNull();
});

it('lists only built remotes in /remotes.json', async () => {
  const res = await get(t, '/remotes.json');
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(await res.json()).toEqual({ remotes: [{ name: 'mf_catalogue', entry: '/remotes/mf-catalogue/remoteEntry.js' }] });
});

it('serves entry and manifest no-cache, versioned chunks immutable', async () => {
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const res = await get(t, `/remotes/mf-catalogue/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  }
  const chunk = await get(t, '/remotes/mf-catalogue/0.1.0/static/js/async/1.def456.js');
  expect(await chunk.text()).toBe('chunk');
  expect(chunk.headers.get('cache-control')).toContain('immutable');
  expect((await get(t, '/remotes/mf-catalogue/0.1.0/static/js/missing.js')).status).toBe(404);
  expect((await get(t, '/remotes/mf-unknown/remoteEntry.js')).status).toBe(404);
});

it('serves shell files with the right caching and falls back to index.html for client routes', async () => {
  const asset = await get(t, '/static/js/index.abc123.js');
  expect(asset.headers.get('cache-control')).toContain('immutable');
  expect((await get(t, '/version.json')).headers.get('cache-control')).toBe('no-cache');
  for (const route of ['/', '/gallery/all', '/artwork/some-slug', '/resetpassword/abc']) {
    const res = await get(t, route);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Kala</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  }
});

it("declares the page's language from its first byte, as the shell will choose it: the cookie, else the browser's first language", async () => {
  const lang = async (headers: Record<string, string>) => /^<!doctype html><html lang="([a-z]+)">/i.exec(await (await fetch(`${t.url}/gallery/all`, { headers })).text())?.[1];
  expect(await lang({})).toBe('en');
  expect(await lang({ 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.8' })).toBe('ne');
  expect(await lang({ 'accept-language': 'zh-CN' })).toBe('zh');
  expect(await lang({ 'accept-language': 'fr-FR' })).toBe('en');
  expect(await lang({ 'accept-language': 'ne-NP', cookie: `${COOKIE_NAMES.language}=zh` })).toBe('zh');
  // A value the interface does not have is not written into the page.
  expect(await lang({ cookie: `${COOKIE_NAMES.language}="><script>` })).toBe('en');
});

it('keeps server paths out of the fallback', async () => {
  for (const route of ['/api/unknown', '/auth/unknown', '/media/none.webp', '/chat/x', '/live/x']) {
    const res = await get(t, route);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { status: string }).status).toBe('not-found');
  }
});

it('sends the precompressed copy the browser accepts, with Vary, and the file itself otherwise', async () => {
  const br = await get(t, '/static/js/big.abc123.js', { 'accept-encoding': 'br, gzip' });
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(br.headers.get('content-type')).toContain('javascript');
  expect(br.headers.get('vary')).toContain('Accept-Encoding');
  expect(br.headers.get('cache-control')).toContain('immutable');
  expect(await br.text()).toBe('from the .br copy'); // fetch decodes it
  const gz = await get(t, '/static/js/big.abc123.js', { 'accept-encoding': 'gzip' });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  expect(await gz.text()).toBe('from the .gz copy');
  const plain = await get(t, '/static/js/big.abc123.js', { 'accept-encoding': 'identity' });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe('plain');
  const entry = await get(t, '/remotes/mf-catalogue/remoteEntry.js', { 'accept-encoding': 'br' });
  expect(entry.headers.get('content-encoding')).toBe('br');
  expect(entry.headers.get('cache-control')).toBe('no-cache');
});

it('compresses API answers above 1 KB and leaves small ones alone', async () => {
  const docs = await get(t, '/api/docs/json', { 'accept-encoding': 'br, gzip' });
  expect(docs.headers.get('content-encoding')).toBe('br');
  const check = await get(t, '/api/check', { 'accept-encoding': 'br, gzip' });
  expect(check.headers.get('content-encoding')).toBeNull();
});

it("puts the remotes list and the preloads of the route's code into the page", async () => {
  const gallery = await (await get(t, '/gallery/all')).text();
  const boot = /<script type="application\/json" id="kala-boot">(.*?)<\/script>/.exec(gallery)?.[1];
  expect(JSON.parse(boot!)).toEqual({ remotes: [{ name: 'mf_catalogue', entry: '/remotes/mf-catalogue/remoteEntry.js' }] });
  const preloads = (page: string) => [...page.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
  // The shell's start, the code that mounts remotes, the remote's entry and start, and the gallery page.
  expect(preloads(gallery)).toEqual([
    'script /static/js/async/react.1.js',
    'style /static/css/async/boot.2.css',
    'script /static/js/async/page.remotes.4.js',
    'script /remotes/mf-catalogue/remoteEntry.js',
    'script /remotes/mf-catalogue/0.1.0/static/js/async/expose.5.js',
    'script /remotes/mf-catalogue/0.1.0/static/js/async/page.gallery.6.js',
  ]);
  // The shell's own page: its start and that page's chunk, no remote.
  expect(preloads(await (await get(t, '/login')).text())).toEqual([
    'script /static/js/async/react.1.js',
    'style /static/css/async/boot.2.css',
    'script /static/js/async/page.login.3.js',
  ]);
  // A remote that is not built: nothing of it is preloaded (a failed preload would spoil Retry).
  expect(preloads(await (await get(t, '/feed')).text()).some((p) => p.includes('remote'))).toBe(false);
});

it("answers a visitor's first requests inside the page, and leaves a logged-in user's to the page", async () => {
  const earlyOf = (page: string) => JSON.parse(/<script type="application\/json" id="kala-data">(.*?)<\/script>/.exec(page)?.[1] ?? 'null') as Record<string, { status: number; body: { status: string } }> | null;
  const visitor = earlyOf(await (await get(t, '/')).text());
  // Home's banner, its category tiles and Featured (the first two screens).
  expect(Object.keys(visitor!)).toEqual(['/api/slider/home-slider', '/api/categories', '/api/products/getfeatured']);
  for (const url of Object.keys(visitor!)) {
    expect(visitor![url]).toMatchObject({ status: 200, body: { status: 'success' } });
    // The api client finds each under the same URL the page asks for.
    expect(visitor![url]!.body).toEqual(await (await get(t, url)).json());
  }
  // A listing's first page and its filters' categories.
  expect(Object.keys(earlyOf(await (await get(t, '/gallery/all')).text())!)).toEqual(['/api/v2/products/category/all?orderby=new&skip=0&limit=15', '/api/categories']);
  // A session token that does not hold gets nothing: the page meets it as it always does.
  expect(earlyOf(await (await get(t, '/', { cookie: 'kala_lang=en; kala_token=abc' })).text())).toBeNull();
  // A filtered listing asks for other URLs; a page that does not exist answers nothing early.
  expect(earlyOf(await (await get(t, '/gallery/all?sort=pricehigh')).text())).toBeNull();
  expect(earlyOf(await (await get(t, '/artwork/no-such-work')).text())).toEqual({});
});

it("answers a signed-in viewer's first requests with their session, and says who they are (issue 26 §2)", async () => {
  const viewer = await makeUser(t);
  const cookie = `kala_lang=en; kala_token=${encodeURIComponent(viewer.token)}`;
  const feed = await get(t, '/feed', { cookie });
  const html = await feed.text();
  // Their own data: for their browser only.
  expect(feed.headers.get('cache-control')).toBe('private, no-cache');
  const early = JSON.parse(/<script type="application\/json" id="kala-data" data-for="session">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, { status: number }> | null;
  expect(Object.entries(early ?? {}).map(([url, answer]) => [url, answer.status])).toEqual([
    ['/api/feed/posts?sort=all&skip=0&total=10', 200],
    ['/api/artists/top/all', 200],
  ]);
  const who = (page: string) => JSON.parse(/<script type="application\/json" id="kala-session">(.*?)<\/script>/.exec(page)?.[1] ?? 'null') as { _id: string } | null;
  expect(who(html)?._id).toBe(viewer.id);
  // The user is the session check's own answer; a page without first data carries it too.
  const checked = await fetch(`${t.url}/auth/authenticate`, { method: 'POST', headers: { authorization: `JWT ${viewer.token}` } });
  expect(who(await (await get(t, '/inbox', { cookie })).text())).toEqual(((await checked.json()) as { user: unknown }).user);
  // A visitor's page names nobody and is cacheable as before.
  const visitor = await get(t, '/feed');
  expect(who(await visitor.text())).toBeNull();
  expect(visitor.headers.get('cache-control')).toBe('no-cache');
});

it('answers the exhibitions list inside its page (issue 13)', async () => {
  const page = await (await get(t, '/exhibitions')).text();
  const early = JSON.parse(/<script type="application\/json" id="kala-data">(.*?)<\/script>/.exec(page)?.[1] ?? 'null') as Record<string, unknown> | null;
  expect(early?.['/api/exhibitions']).toEqual({ status: 200, body: { status: 'success', message: [] } });
});
