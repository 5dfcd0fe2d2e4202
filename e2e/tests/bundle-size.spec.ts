// `npm run size`: the JavaScript each page loads on a first visit, per part, gzipped and brotli, checked against
// the budgets of issue 7 (ADR 0007):
//   - the shell's initial JS ≤ 145 KB gz (issue 26 §3: a translator of our own in place of i18next, ADR 0032,
//     rxjs's ES2015 build, the user menu's links on demand and class names without their local part brought
//     it to 138.2–139.8), on every page: what the shell loads for that URL on its own (the page's remote
//     is refused, so only the shell's files count), its own code and the shared vendor code;
//   - a remote's route ≤ 60 KB gz beyond what the shell already loaded: the remote's files plus every file of
//     the shell's origin that the page loads only because the remote is there (react-query, say).
// Sizes are measured by compressing what the browser received, so they do not depend on the server.
// It also checks what tree-shaken shared modules rely on: each app's build uses no export of them beyond
// tooling/tree-shaken-shared.json, the list the shell's one copy keeps.
import { expect, test, type APIRequestContext, type Browser } from './kala-test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { APP_PORT } from '../playwright.config';
import { apiSession, DEMO_PASSWORD, makeOperator, newAccount } from './helpers';

const KB = 1024;
const BUDGET = { shellInitial: 145 * KB, remoteRoute: 60 * KB };
const TREE_SHAKEN = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'tooling', 'tree-shaken-shared.json'), 'utf8')) as Record<string, string[]>;

interface Loaded {
  gz: number;
  br: number;
  body: string;
}
/** The shell's Module Federation manifest: each shared module it provides, with its files. */
interface ShellManifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}
const shellManifest = async (request: APIRequestContext) => (await (await request.get('/mf-manifest.json')).json()) as ShellManifest;
const filesOf = (shared: ShellManifest['shared'][number]) => [...shared.assets.js.sync, ...shared.assets.js.async];

/** Every JS file a first visit loads until the network is quiet, by path. */
type Files = Map<string, Loaded>;

const sum = (files: Iterable<[string, Loaded]>, kind: 'gz' | 'br') => [...files].reduce((total, [, f]) => total + f[kind], 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const remoteOf = (file: string) => /^\/remotes\/([^/]+)\//.exec(file)?.[1] ?? null;

const sizes = new Map<string, Loaded>();
/** gzip -9 and brotli 11 sizes, once per file (file names carry a content hash; entries are compared by content). */
function compressed(pathname: string, body: Buffer): Loaded {
  const key = `${pathname}:${body.length}`;
  let loaded = sizes.get(key);
  if (!loaded || loaded.body !== body.toString('utf8')) {
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    loaded = { gz: gzipSync(body, { level: 9 }).length, br, body: body.toString('utf8') };
    sizes.set(key, loaded);
  }
  return loaded;
}

/** The socket.io client and the message chime the shell loads once a session is authenticated (shell/src/live). */
const LIVE_CHUNK = /^\/static\/js\/async\/(live|message-chime)\.\w+\.js$/;
/** The service worker's registration and the footer's data saver switch: a chunk loaded after the first paint (issue 25). */
const PWA_CHUNK = /^\/static\/js\/async\/pwa\.\w+\.js$/;
const afterLoad = (file: string) => LIVE_CHUNK.test(file) || PWA_CHUNK.test(file);

/** A shell page has rendered: its form or its heading. */
const SHELL_PAGE_READY = '#main form, #main h1';

/** A first visit (nothing cached) to `url`; with `shellOnly`, every request for a remote's files is refused. */
async function visit(browser: Browser, url: string, shellOnly: boolean, token: string | null): Promise<Files> {
  const context = await browser.newContext();
  // Logged-in-only pages (the inbox, a conversation) are measured signed in.
  if (token) await context.addCookies([{ name: 'kala_token', value: token, url: `http://127.0.0.1:${APP_PORT}` }]);
  if (shellOnly) await context.route('**/remotes/**', (route) => route.abort());
  const page = await context.newPage();
  const files: Files = new Map();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js')) return;
    pending.push(response.body().then((body) => void files.set(pathname, compressed(pathname, body))));
  });
  await page.goto(url);
  // Rendered (a shell page, a remote's page or, refused, the remote's error panel), then the network is quiet.
  await page.locator(shellOnly ? `${SHELL_PAGE_READY}, [data-testid="remote-error"]` : `${SHELL_PAGE_READY}, [data-remote]`).first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return files;
}

/** How many pages are visited at once. */
const VISIT_LANES = 3;

/** `run` on every item, at most `lanes` at a time; the results in the items' order. */
async function inLanes<T, R>(items: T[], lanes: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  return results;
}

/** The used-exports map a build injects into its federation runtime (`usedExports={"rxjs":[…],…}`). */
function injectedUsedExports(code: string): Record<string, string[]> | null {
  const literal = /usedExports=(\{(?:[^{}]|"[^"]*")*\})/.exec(code)?.[1];
  return literal ? (JSON.parse(literal.replace(/([{,])([A-Za-z_$][\w$]*):/g, '$1"$2":')) as Record<string, string[]>) : null;
}

test('every page stays within its JavaScript budget', async ({ browser, request }) => {
  // Two first visits per page; a loaded machine may ask for more (SIZE_TIMEOUT_MS).
  test.setTimeout(Number(process.env.SIZE_TIMEOUT_MS ?? 360_000));
  const [work] = ((await (await request.get('/api/v2/products/category/all?skip=0&limit=1')).json()) as { message: { slug: string }[] }).message;
  const [post] = ((await (await request.get('/api/feed/allPosts?total=1')).json()) as { message: { _id: string }[] }).message;
  const { token } = await apiSession(request, 'demo.buyer@kala.test');
  const [room] = ((await (await request.get('/chat/rooms', { headers: { authorization: `JWT ${token}` } })).json()) as { message: { _id: string }[] }).message;
  // The demo buyer's pages: the inbox, a conversation, the cart, checkout and orders.
  const signedIn = new Set(['/inbox', `/messages/${room._id}`, '/cart', '/checkout', '/order']);
  // The operators' console, measured as an operator (issue 23).
  const operatorEmail = await newAccount(request, 'Olga Operator');
  await makeOperator(operatorEmail);
  const operator = ((await (await request.post('/auth/login', { data: { email: operatorEmail, password: DEMO_PASSWORD } })).json()) as { token: string }).token;
  const consolePages = ['/admin', '/admin/exhibitions', '/admin/orders', '/admin/people', '/admin/audit'];
  const tokenFor = (url: string) => (url.startsWith('/admin') ? operator : signedIn.has(url) ? token : null);
  const pages = ['/login', '/404', '/terms-conditions', '/', '/gallery/all', '/store/all', `/artwork/${work.slug}`, '/studios', '/search/art', '/feed', `/feed/${post._id}`, '/exhibitions', '/exhibition-rooftops-of-kathmandu', '/user/demo-buyer', ...signedIn, ...consolePages];
  // Shared vendor: the files of the shared modules the shell provides (its manifest lists them).
  const vendor = new Set((await shellManifest(request)).shared.flatMap(filesOf).map((f) => `/${f}`));
  // What the shell's page preloads on a remote's route for the remote (the code that mounts remotes, the
  // libraries only remotes use): loaded because of the remote, so counted in its route even when refused.
  const startup = (await (await request.get('/startup.json')).json()) as { pages: { remotes?: string[] } };
  const mountsRemotes = new Set(startup.pages.remotes ?? []);

  const rows: string[] = [];
  // SIZE_FILES=1 lists each part's files too.
  const row = (url: string, part: string, files: [string, Loaded][], list = process.env.SIZE_FILES === '1') => {
    if (!files.length) return;
    rows.push(`${url.padEnd(32)} ${part.padEnd(26)} ${kb(sum(files, 'gz')).padStart(9)} gz ${kb(sum(files, 'br')).padStart(9)} br  ${files.length} files`);
    if (list) for (const [file, f] of files) rows.push(`${''.padEnd(36)}${kb(f.gz).padStart(9)} gz ${kb(f.br).padStart(9)} br  ${file}`);
  };
  const entries = new Map<string, string>(); // app → its federation entry's code
  let largestShell = 0;

  // Each visit is a fresh context, so they run side by side (2.4 → 2.0 min here); sizes are bytes, not timings.
  const visits = await inLanes(pages, VISIT_LANES, async (url) => ({
    url,
    alone: await visit(browser, url, true, tokenFor(url)),
    all: await visit(browser, url, false, tokenFor(url)),
  }));
  for (const { url, alone, all } of visits) {
    // The complete builds of tree-shaken modules are fallbacks: loading one would put a second copy on the page.
    expect([...all.keys()].filter((file) => file.includes('/independent-packages/')), `no second copy of a shared module on ${url}`).toEqual([]);
    // The shell on its own: every file it loaded for this URL with the remote refused, but what it preloads for the remote.
    // Signed in, the shell then opens the page's socket: its client is a chunk loaded after the session is
    // known, not part of the first paint, so it is shown on its own row and not counted as initial.
    const socket = [...alone].filter(([file]) => LIVE_CHUNK.test(file));
    const pwa = [...alone].filter(([file]) => PWA_CHUNK.test(file));
    const shell = [...alone].filter(([file]) => !mountsRemotes.has(file) && !afterLoad(file));
    expect(shell.every(([file]) => !remoteOf(file)), `no remote file loads when remotes are refused (${url})`).toBe(true);
    row(url, 'shell (own + runtime)', shell.filter(([file]) => !vendor.has(file)));
    row(url, 'shared vendor', shell.filter(([file]) => vendor.has(file)));
    row(url, 'shell initial, total', shell, false);
    row(url, 'shell, signed in: socket', socket);
    row(url, 'shell, after paint: sw, saver', pwa);
    largestShell = Math.max(largestShell, sum(shell, 'gz'));
    expect.soft(sum(shell, 'gz'), `the shell's initial JS on ${url} (gz)`).toBeLessThanOrEqual(BUDGET.shellInitial);
    // What the page loads beyond the shell alone belongs to its remote.
    const forRemote = [...all].filter(([file]) => !remoteOf(file) && !afterLoad(file) && (!alone.has(file) || mountsRemotes.has(file)));
    const remotes = new Set([...all.keys()].map(remoteOf).filter((r): r is string => r !== null));
    expect(remotes.size, `one remote at most on ${url}`).toBeLessThanOrEqual(1);
    for (const remote of remotes) {
      const own = [...all].filter(([file]) => remoteOf(file) === remote);
      row(url, remote, own);
      row(url, `${remote}: shell-provided`, forRemote);
      row(url, `${remote}: route, total`, [...own, ...forRemote], false);
      expect.soft(sum(own, 'gz') + sum(forRemote, 'gz'), `${remote} on ${url}, with ${kb(sum(forRemote, 'gz'))} gz it made the shell load`).toBeLessThanOrEqual(BUDGET.remoteRoute);
      const entry = own.find(([file]) => file.endsWith('/remoteEntry.js'));
      if (entry) entries.set(remote, entry[1].body);
    }
    if (remotes.size === 0) expect(forRemote.map(([f]) => f), `a page without a remote loads nothing more than the shell alone (${url})`).toEqual([]);
    const index = shell.find(([file]) => /^\/static\/js\/index\.[\w]+\.js$/.test(file));
    if (index) entries.set('shell', index[1].body);
  }
  console.log(`\nJavaScript per page and part (first visit; budgets: shell initial ≤ ${kb(BUDGET.shellInitial)} gz on every page, a remote's route ≤ ${kb(BUDGET.remoteRoute)} gz beyond the shell):\n${rows.join('\n')}\n\nLargest shell initial: ${kb(largestShell)} gz\n`);

  // The shell's one copy of each tree-shaken module keeps only the listed exports: no app may use another.
  expect([...entries.keys()].sort(), 'the shell and the remote were both measured').toEqual(expect.arrayContaining(['shell', 'mf-catalogue', 'mf-social', 'mf-exhibitions', 'mf-messaging', 'mf-commerce', 'mf-admin']));
  for (const [app, code] of entries) {
    const used = injectedUsedExports(code);
    expect(used, `${app}'s build declares the exports it uses of tree-shaken shared modules`).not.toBeNull();
    for (const [name, list] of Object.entries(TREE_SHAKEN)) {
      const beyond = (used![name] ?? []).filter((e) => !list.includes(e));
      expect(beyond, `exports of ${name} that ${app} uses but tooling/tree-shaken-shared.json lacks`).toEqual([]);
      expect(used![name], `${app} keeps every listed export of ${name}`).toEqual(expect.arrayContaining(list));
    }
  }
});

// The service worker and the web app manifest (issue 25) are outside the initial budget: the page registers
// the worker after the first paint and the browser fetches both on its own. Listed, and held to a ceiling of their own.
test('the service worker and the manifest are listed', async ({ request }) => {
  const listed: string[] = [];
  for (const file of ['/sw.js', '/manifest.webmanifest', '/offline.html', '/offline.css', '/offline.js']) {
    const answer = await request.get(file);
    expect(answer.ok(), `${file} is served`).toBe(true);
    const size = compressed(file, await answer.body());
    listed.push(`${file.padEnd(32)} ${kb(size.gz).padStart(9)} gz ${kb(size.br).padStart(9)} br`);
    if (file === '/sw.js') expect(size.gz, 'the service worker (gz)').toBeLessThanOrEqual(20 * KB);
  }
  console.log(`\nOutside the initial budget (issue 25):\n${listed.join('\n')}\n`);
});

// react-router's package names its build with warnings to developers under every export condition; the builds
// take its production build instead (mf-shared.config.ts: sharedResolve), 0.5 KB gz less of the shared vendor.
test('the shared react-router is its production build, without warnings to developers', async ({ request }) => {
  const router = (await shellManifest(request)).shared.find((s) => s.name === 'react-router-dom');
  const files = router ? filesOf(router) : [];
  const code = (await Promise.all(files.map(async (file) => (await request.get(`/${file}`)).text()))).join('\n');
  expect(code, 'the shell provides react-router-dom').toContain('useNavigate');
  expect(code).not.toContain('You rendered descendant <Routes>');
});

// Shared's Nepali and Chinese strings are chunks of their own (ADR 0007): a Nepali visitor's page must still
// show Nepali from its first paint, never English first.
test('a visitor whose language is not English sees it from the first paint', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'kala_lang', value: 'ne', url: baseURL! }]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenTexts: string[] }).seenTexts = seen;
    new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'इमेलबाट दर्ता' })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
  expect(seen.some((text) => text.includes('इमेलबाट दर्ता')), 'the page was watched as it rendered').toBe(true);
  expect(seen.filter((text) => text.includes('Register Via Email'))).toEqual([]);
  await context.close();
});
