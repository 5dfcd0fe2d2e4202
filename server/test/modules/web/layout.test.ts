// Behind nginx (KALA_ROOT): the server writes pages from the layout's remotes.json, the list nginx's map is
// written from, and follows it when a remote is swapped (ADR 0016).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployedRemotes, layoutWeb, liveRoutes, remotesList } from '../../../src/modules/web/layout';
import { createTestApp, get, testConfig, type TestApp } from '../../support/app';

let t: TestApp;
let root: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

function live(version: string, when: number) {
  write('remotes.json', JSON.stringify({ remotes: [{ name: 'mf_catalogue', entry: '/remotes/mf-catalogue/remoteEntry.js', version }] }));
  // A new mtime, as a later write has: the server reads the file again.
  utimesSync(path.join(root, 'remotes.json'), when, when);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'kala-layout-'));
  write('shell/index.html', '<!doctype html><html><head><title>Kala</title></head><body><div id="root"></div><script defer src="/static/js/index.1.js"></script></body></html>');
  write('shell/startup.json', JSON.stringify({ start: [], pages: { remotes: ['/static/js/async/page.remotes.4.js'] } }));
  for (const version of ['0.1.0', '0.2.0']) {
    write(`remotes/mf-catalogue/${version}/remoteEntry.js`, `var mf_catalogue; // ${version}`);
    write(`remotes/mf-catalogue/${version}/startup.json`, JSON.stringify({ start: [`/remotes/mf-catalogue/${version}/static/js/expose.js`], pages: {} }));
  }
  live('0.1.0', 1_000_000);
  t = await createTestApp(testConfig({}, { web: layoutWeb(root) }));
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const bootOf = (html: string) => JSON.parse(/id="kala-boot">(.*?)<\/script>/.exec(html)![1]!) as { remotes: { name: string; version?: string }[] };

it("writes the page's remotes and preloads from the live versions in remotes.json, and follows a swap", async () => {
  let html = await (await get(t, '/gallery/all')).text();
  expect(bootOf(html).remotes).toEqual([{ name: 'mf_catalogue', entry: '/remotes/mf-catalogue/remoteEntry.js', version: '0.1.0' }]);
  expect(html).toContain('/remotes/mf-catalogue/0.1.0/static/js/expose.js');

  live('0.2.0', 2_000_000);
  html = await (await get(t, '/gallery/all')).text();
  expect(bootOf(html).remotes[0]!.version).toBe('0.2.0');
  expect(html).toContain('/remotes/mf-catalogue/0.2.0/static/js/expose.js');
  expect(html).not.toContain('/0.1.0/');
});

it('a remote missing from remotes.json is not in the page', async () => {
  write('remotes.json', JSON.stringify({ remotes: [] }));
  utimesSync(path.join(root, 'remotes.json'), 3_000_000, 3_000_000);
  const html = await (await get(t, '/gallery/all')).text();
  expect(bootOf(html).remotes).toEqual([]);
  expect(html).not.toContain('/remotes/mf-catalogue/');
});

it("takes a build's routes.json: its routes as they are for the shell, its first data for the page, derived once per change", async () => {
  const routes = [{ name: 'gallery', path: '/gallery/:cat', owner: 'mf_catalogue' }, { name: 'picks', path: '/picks', owner: 'mf_catalogue' }];
  const first = { picks: { urls: ['/slider/home-slider'] } }; // under /api, as FIRST_DATA's
  write('remotes/mf-catalogue/0.3.0/remoteEntry.js', 'var mf_catalogue; // 0.3.0');
  write('remotes/mf-catalogue/0.3.0/routes.json', JSON.stringify({ routes, first }));
  write('remotes.json', JSON.stringify({ remotes: [{ name: 'mf_catalogue', entry: '/remotes/mf-catalogue/remoteEntry.js', version: '0.3.0' }] }));
  utimesSync(path.join(root, 'remotes.json'), 4_000_000, 4_000_000);

  const html = await (await get(t, '/picks')).text();
  expect((bootOf(html).remotes[0] as { routes?: unknown }).routes).toEqual(routes);
  const early = JSON.parse(/id="kala-data">(.*?)<\/script>/.exec(html)![1]!) as Record<string, { status: number }>;
  expect(early['/api/slider/home-slider']).toMatchObject({ status: 200 });

  // Per page, the lists come from memory while no file changed; a new routes.json is read and used.
  const web = layoutWeb(root);
  expect(remotesList(deployedRemotes(web))).toBe(remotesList(deployedRemotes(web)));
  expect(liveRoutes(deployedRemotes(web))).toBe(liveRoutes(deployedRemotes(web)));
  write('remotes/mf-catalogue/0.3.0/routes.json', JSON.stringify({ routes: routes.slice(0, 1) }));
  utimesSync(path.join(root, 'remotes/mf-catalogue/0.3.0/routes.json'), 5_000_000, 5_000_000);
  expect(liveRoutes(deployedRemotes(web)).some((route) => route.name === 'picks')).toBe(false);
  expect(bootOf(await (await get(t, '/')).text()).remotes[0]).toMatchObject({ routes: routes.slice(0, 1) });
});
