// The shell behind real nginx with two builds of mf-catalogue in two version folders: flipping the map
// line and reloading nginx switches the live remote on the next page load, with no rebuild.
import { expect, test } from './kala-test';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../tooling/build-app.mjs';
import { APP_PORT } from '../playwright.config';
import { allCompressed, encodingsOfFirstVisit } from './helpers';

const repo = path.resolve(__dirname, '..', '..');
const work = path.join(repo, '.tmp', 'nginx-e2e');
const siteRoot = path.join(work, 'site');
const conf = path.join(work, 'kala.conf');
const mainConf = path.join(work, 'nginx.conf');
const NGINX_PORT = APP_PORT + 1;
const nginxCmd = `nginx -c ${mainConf} -p ${work}`;
const remoteScript = path.join(repo, 'nginx', 'kala-remote.sh');
const remoteEnv = { ...process.env, KALA_ROOT: siteRoot, KALA_CONF: conf, KALA_NGINX: nginxCmd };
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const hasBrotli = existsSync(brotliModule);

function buildCatalogue(version: string) {
  const dist = path.join(work, `build-${version}`);
  expect(buildApp(path.join(repo, 'mf-catalogue'), { REMOTE_VERSION: version, REMOTE_DIST: dist })).toBe(0);
  execFileSync(remoteScript, ['publish', 'mf-catalogue', version, dist], { env: remoteEnv });
}

function writeNginxConfig() {
  const site = readFileSync(path.join(repo, 'nginx', 'kala.conf'), 'utf8')
    .replaceAll('KALA_ROOT', siteRoot)
    .replace('listen 80;', `listen 127.0.0.1:${NGINX_PORT};`)
    .replace('server 127.0.0.1:8080;', `server 127.0.0.1:${APP_PORT};`)
    .replace(/^(\s+mf-catalogue\s+)\S+;/m, '$1swap-a;');
  writeFileSync(conf, site);
  cpSync(path.join(repo, 'nginx', 'kala-security-headers.conf'), path.join(work, 'kala-security-headers.conf'));
  // Brotli as production would have it: on when Debian's module is installed.
  if (hasBrotli) cpSync(path.join(repo, 'nginx', 'kala-brotli.conf'), path.join(work, 'kala-brotli.conf'));
  const asRoot = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(
    mainConf,
    `${asRoot}${hasBrotli ? `load_module ${brotliModule};\n` : ''}daemon on;\npid ${work}/nginx.pid;\nerror_log ${work}/error.log warn;\nevents { worker_connections 256; }\n` +
      `http {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${work}/tmp;\n  proxy_temp_path ${work}/tmp;\n` +
      `  fastcgi_temp_path ${work}/tmp;\n  uwsgi_temp_path ${work}/tmp;\n  scgi_temp_path ${work}/tmp;\n  include ${conf};\n}\n`,
  );
}

test.beforeAll(() => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(path.join(work, 'tmp'), { recursive: true });
  mkdirSync(siteRoot, { recursive: true });
  cpSync(path.join(repo, 'shell', 'dist'), path.join(siteRoot, 'shell'), { recursive: true });
  writeFileSync(path.join(siteRoot, 'remotes.json'), JSON.stringify({ remotes: [{ name: 'mf_catalogue', entry: '/remotes/mf-catalogue/remoteEntry.js' }] }));
  buildCatalogue('swap-a');
  buildCatalogue('swap-b');
  writeNginxConfig();
  execFileSync('bash', ['-c', nginxCmd], { stdio: 'inherit' });
});

test.afterAll(() => {
  spawnSync('bash', ['-c', `${nginxCmd} -s stop`]);
});

test('flipping the map line swaps the live remote without rebuilding anything', async ({ page, request }) => {
  const base = `http://127.0.0.1:${NGINX_PORT}`;
  await page.goto(`${base}/gallery/all`);
  const root = page.locator('[data-remote="mf-catalogue"]');
  await expect(root).toHaveAttribute('data-version', 'swap-a');
  // The API goes through nginx's proxy to the server.
  await expect(root.locator('a[href^="/artwork/"], a[href^="/art/"]').first()).toBeVisible();

  const entry = await request.get(`${base}/remotes/mf-catalogue/remoteEntry.js`);
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const chunk = /\/remotes\/mf-catalogue\/swap-a\/static\/js\/[^"']+\.js/.exec(await entry.text())?.[0];
  if (chunk) expect((await request.get(`${base}${chunk}`)).headers()['cache-control']).toContain('immutable');

  const out = execFileSync(remoteScript, ['activate', 'mf-catalogue', 'swap-b'], { env: remoteEnv }).toString();
  expect(out).toContain('now swap-b');
  // nginx reloads its workers in the background: wait until the entry point is the new one.
  await expect.poll(async () => (await request.get(`${base}/remotes/mf-catalogue/remoteEntry.js`)).text()).toContain('/swap-b/');
  await page.reload();
  await expect(root).toHaveAttribute('data-version', 'swap-b');

  // Roll back.
  execFileSync(remoteScript, ['activate', 'mf-catalogue', 'swap-a'], { env: remoteEnv });
  await expect.poll(async () => (await request.get(`${base}/remotes/mf-catalogue/remoteEntry.js`)).text()).toContain('/swap-a/');
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
