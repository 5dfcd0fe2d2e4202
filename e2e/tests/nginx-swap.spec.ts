// The shell behind real nginx (the layout and kala.conf as tooling/stack.mjs renders them) with two builds of
// mf-catalogue in two version folders: `kala-remote.sh activate` (remotes.json, the map written from it, a
// reload) switches the live remote on the next page load, with no rebuild.
import { expect, test, type APIRequestContext } from './kala-test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP_PORT } from '../playwright.config';
import { allCompressed, encodingsOfFirstVisit } from './helpers';

const repo = path.resolve(__dirname, '..', '..');
const work = path.join(repo, '.tmp', 'nginx-e2e');
const siteRoot = path.join(work, 'site');
const NGINX_PORT = APP_PORT + 1;
const remoteScript = path.join(repo, 'nginx', 'kala-remote.sh');
const hasBrotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
let nginx: ChildProcess;
let remoteEnv: NodeJS.ProcessEnv;

function buildCatalogue(buildApp: (cwd: string, env?: Record<string, string>) => number, version: string) {
  const dist = path.join(work, `build-${version}`);
  expect(buildApp(path.join(repo, 'mf-catalogue'), { REMOTE_VERSION: version, REMOTE_DIST: dist })).toBe(0);
  execFileSync(remoteScript, ['publish', 'mf-catalogue', version, dist], { env: { ...process.env, KALA_ROOT: siteRoot } });
}

/** remotes.json names swap-a as mf-catalogue's live version (the map is written from it). */
function catalogueLive(version: string) {
  const file = path.join(siteRoot, 'remotes.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { remotes: { name: string; version: string }[] };
  for (const r of manifest.remotes) if (r.name === 'mf_catalogue') r.version = version;
  writeFileSync(file, JSON.stringify(manifest));
}

test.beforeAll(async () => {
  // Two builds of the remote.
  test.setTimeout(300_000);
  // Imported when needed: Playwright's loader cannot take an .mjs using import.meta statically.
  const { buildApp, layOut, renderNginx } = await import('../../tooling/stack.mjs');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  layOut(siteRoot);
  buildCatalogue(buildApp, 'swap-a');
  buildCatalogue(buildApp, 'swap-b');
  catalogueLive('swap-a');
  const { conf, main } = renderNginx({ work, siteRoot, port: NGINX_PORT, serverPorts: [APP_PORT] });
  remoteEnv = { ...process.env, KALA_ROOT: siteRoot, KALA_CONF: conf, KALA_NGINX: `nginx -c ${main} -p ${work}` };
  nginx = spawn('nginx', ['-c', main, '-p', work], { stdio: 'inherit' });
  await expect.poll(() => fetch(`http://127.0.0.1:${NGINX_PORT}/remotes.json`).then((r) => r.status, () => 0)).toBe(200);
});

test.afterAll(() => {
  nginx?.kill('SIGQUIT');
});

/**
 * The catalogue's entry as nginx serves it now. While nginx reloads, an old worker may reset a kept-alive
 * connection (ECONNRESET): that answer is '' and the poll asks again, as a browser would.
 */
const liveEntry = (request: APIRequestContext, base: string): Promise<string> =>
  request.get(`${base}/remotes/mf-catalogue/remoteEntry.js`).then((answer) => answer.text(), () => '');

test('flipping the map line swaps the live remote without rebuilding anything', async ({ page, request }) => {
  const base = `http://127.0.0.1:${NGINX_PORT}`;
  // The versioned files the page fetched (the entry names its chunks by folder and name, not by whole path).
  const chunks: string[] = [];
  page.on('response', (answer) => /^\/remotes\/mf-catalogue\/swap-a\/static\/js\/.+\.js$/.test(new URL(answer.url()).pathname) && chunks.push(answer.url()));
  await page.goto(`${base}/gallery/all`);
  const root = page.locator('[data-remote="mf-catalogue"]');
  await expect(root).toHaveAttribute('data-version', 'swap-a');
  // The API goes through nginx's proxy to the server.
  await expect(root.locator('a[href^="/artwork/"], a[href^="/art/"]').first()).toBeVisible();

  const entry = await request.get(`${base}/remotes/mf-catalogue/remoteEntry.js`);
  expect(entry.headers()['cache-control']).toBe('no-cache');
  expect(chunks.length, "the page fetched the live version's chunks").toBeGreaterThan(0);
  expect((await request.get(chunks[0])).headers()['cache-control']).toContain('immutable');

  const out = execFileSync(remoteScript, ['activate', 'mf-catalogue', 'swap-b'], { env: remoteEnv }).toString();
  expect(out).toContain('now swap-b');
  // nginx reloads its workers in the background: wait until the entry point is the new one.
  await expect.poll(() => liveEntry(request, base)).toContain('/swap-b/');
  await page.reload();
  await expect(root).toHaveAttribute('data-version', 'swap-b');

  // Roll back.
  execFileSync(remoteScript, ['activate', 'mf-catalogue', 'swap-a'], { env: remoteEnv });
  await expect.poll(() => liveEntry(request, base)).toContain('/swap-a/');
  await page.reload();
  await expect(root).toHaveAttribute('data-version', 'swap-a');
});

test('a first visit gets every JS and CSS file precompressed from nginx, with the security headers', async ({ page, request }) => {
  const shellPage = await request.get(`http://127.0.0.1:${NGINX_PORT}/gallery/all`);
  expect(shellPage.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(shellPage.headers()['x-content-type-options']).toBe('nosniff');
  const encodings = await encodingsOfFirstVisit(page, `http://127.0.0.1:${NGINX_PORT}/gallery/all`);
  expect(allCompressed(encodings), JSON.stringify(encodings, null, 1)).toBe(true);
  if (hasBrotli) expect(Object.values(encodings)).toContain('br');
});
