// The production-like stack (tooling/stack.mjs, what `npm run stack` starts): nginx with kala.conf in front of
// two server processes on PostgreSQL (a private database, dropped at the end) and Redis. Through nginx a
// visitor's page is the server's, with its first answers and first paint (issue 21 §2); a process killed
// with SIGKILL under a load of reads and writes, and a rolling restart, lose nothing (§3).
import { expect, test, type Page } from './kala-test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { io, type Socket } from 'socket.io-client';
import type { Stack } from '../../tooling/stack.mjs';
import { APP_PORT } from '../playwright.config';
import { login, DEMO_PASSWORD } from './helpers';
import { NEW_PAGES, teamCheckout } from './team-checkout';

const repo = path.resolve(__dirname, '..', '..');
const requireServer = createRequire(path.join(repo, 'server', 'package.json'));
const pg = requireServer('pg') as typeof import('pg');
// nginx-swap takes APP_PORT + 1; this stack the next three.
const PORT = APP_PORT + 2;
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const BUYER = 'demo.buyer@kala.test';
const ARTIST = 'demo.artist@kala.test';

let stack: Stack;
let database: { url: string; drop: () => Promise<void> };

test.describe.configure({ mode: 'serial' });

/** The launcher; imported when needed (Playwright's loader cannot take an .mjs using import.meta statically). */
const launcher = () => import('../../tooling/stack.mjs');

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const { privateDatabase, startStack } = await launcher();
  // STACK_E2E_DATABASE_URL: a database seeded already (e.g. by `npm run stack`), kept: a quicker local run.
  const seeded = process.env.STACK_E2E_DATABASE_URL;
  database = seeded ? { url: seeded, drop: async () => undefined } : await privateDatabase(ADMIN_URL, `kala_stack_${process.pid}`);
  stack = await startStack({
    processes: 2,
    port: PORT,
    databaseUrl: database.url,
    redisUrl: REDIS_URL,
    work: path.join(repo, '.tmp', 'stack-e2e'),
    // The browser tests' run has built everything already.
    build: false,
    env: {
      REDIS_KEY_PREFIX: `kala-stack-${process.pid}:`,
      LOG_LEVEL: 'warn',
      // One address (loopback) makes every request here: the limits themselves are proven by the API tests.
      RATE_LIMIT_MAX: '100000',
      LOGIN_RATE_LIMIT_MAX: '100000',
      WRITE_RATE_LIMIT_MAX: '100000',
      COMMENT_RATE_LIMIT_MAX: '100000',
    },
  });
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await stack?.stop();
  await database?.drop();
  // The run's own Redis keys (limits, caches), under its private prefix.
  const { Redis } = requireServer('ioredis') as typeof import('ioredis');
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`kala-stack-${process.pid}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

interface Session {
  token: string;
  id: string;
}

async function signIn(email: string): Promise<Session> {
  const answer = await fetch(`${stack.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  const { token, user } = (await answer.json()) as { token: string; user: { _id: string } };
  return { token, id: user._id };
}

const call = (session: Session, method: string, url: string, body?: unknown) =>
  fetch(`${stack.url}${url}`, {
    method,
    headers: { authorization: `JWT ${session.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

interface Listed {
  _id: string;
  slug: string;
  author: { _id: string; role: number };
}

async function listing(): Promise<Listed[]> {
  const { message } = (await (await fetch(`${stack.url}/api/v2/products/category/all`)).json()) as { message: Listed[] };
  return message;
}

/** A work's page: /artwork/… for a studio's, /art/… for a member's. */
const pageOf = (work: Listed) => `${work.author.role <= 20 ? '/artwork' : '/art'}/${work.slug}`;

test("through nginx a visitor's page is the server's: first answers, first paint, the live remotes", async ({ page }) => {
  const [work] = await listing();
  for (const pathname of ['/', '/gallery/all', pageOf(work!)]) {
    const answer = await fetch(`${stack.url}${pathname}`);
    expect(answer.status, pathname).toBe(200);
    const html = await answer.text();
    expect(html, pathname).toContain('<script type="application/json" id="kala-data">');
    expect(html, pathname).toContain('id="kala-first"');
    // The live versions come from the remotes.json nginx serves: the page's files are the ones nginx has.
    const boot = JSON.parse(/<script type="application\/json" id="kala-boot">(.*?)<\/script>/.exec(html)![1]!) as { remotes: { name: string; version?: string }[] };
    expect(boot.remotes.find((r) => r.name === 'mf_catalogue')?.version, pathname).toBe('0.1.0');
    const start = JSON.parse(/<script type="application\/json" id="kala-start">(.*?)<\/script>/.exec(html)![1]!) as { preload: string[] };
    for (const file of start.preload) expect((await fetch(`${stack.url}${file}`)).status, `${pathname}: ${file}`).toBe(200);
  }
  // Files are nginx's own: the shell's hashed files, immutable.
  const shellFile = readdirSync(path.join(stack.siteRoot, 'shell', 'static', 'js')).find((f) => f.endsWith('.js'));
  const served = await fetch(`${stack.url}/static/js/${shellFile}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('cache-control')).toContain('immutable');
  // And the page starts in a browser.
  await page.goto(`${stack.url}${pageOf(work!)}`);
  await expect(page.locator('[data-remote="mf-catalogue"]').getByRole('heading', { level: 1 })).toBeVisible();
});

/** A bounded loopback load through nginx: six readers of the gallery listing, one writer adding comments. */
function load(writer: Session, artworkId: string, tag: string) {
  const stats = { requests: 0, failed: 0, failures: [] as string[], written: [] as string[] };
  let running = true;
  const once = async (url: string, init?: RequestInit) => {
    stats.requests++;
    try {
      const answer = await fetch(`${stack.url}${url}`, { ...init, signal: AbortSignal.timeout(15_000) });
      await answer.arrayBuffer();
      if (answer.ok) return true;
      stats.failures.push(`${init?.method ?? 'GET'} ${url}: ${answer.status}`);
    } catch (err) {
      stats.failures.push(`${init?.method ?? 'GET'} ${url}: ${String(err)}`);
    }
    stats.failed++;
    return false;
  };
  const reader = async (n: number) => {
    while (running) await once(n % 2 ? '/api/v2/products/category/all' : `/api/v2/products/category/all?orderby=pricehigh&skip=${n % 3}`);
  };
  let written = 0;
  const writing = async () => {
    while (running) {
      const text = `${tag} ${written++}`;
      const body = JSON.stringify({ product: artworkId, comment: text });
      // As the artwork page sends a comment: with an Idempotency-Key (onceOnly), which lets nginx pass it on.
      const headers = { 'content-type': 'application/json', authorization: `JWT ${writer.token}`, 'idempotency-key': crypto.randomUUID() };
      if (await once('/api/v2/artwork/comment/new', { method: 'POST', body, headers })) stats.written.push(text);
    }
  };
  const workers = [...Array.from({ length: 6 }, (_, n) => reader(n)), writing()];
  return {
    stats,
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return stats;
    },
  };
}

/** Each text at most once in the database, and each acknowledged one exactly once. */
async function checkWrites(tag: string, acknowledged: string[]) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ comment: string; n: string }>('select comment, count(*) as n from artwork_comments where comment like $1 group by comment', [`${tag} %`]);
  await client.end();
  const counts = new Map(rows.map((r) => [r.comment, Number(r.n)]));
  expect([...counts].filter(([, n]) => n > 1), 'writes applied twice').toEqual([]);
  expect(acknowledged.filter((text) => counts.get(text) !== 1), 'acknowledged writes missing').toEqual([]);
}

/** Sockets of one user through nginx, each remembering how long its last reconnection took. */
function sockets(session: Session, count: number) {
  return Array.from({ length: count }, () => {
    const socket: Socket = io(stack.url, { path: '/live/socket.io', transports: ['websocket'], auth: { token: session.token }, reconnectionDelayMax: 2000 });
    const times = { lostAt: 0, gaps: [] as number[] };
    socket.on('disconnect', () => (times.lostAt = Date.now()));
    socket.on('connect', () => times.lostAt && times.gaps.push(Date.now() - times.lostAt));
    return { socket, times };
  });
}

const unreadDot = (page: Page) => page.getByTestId('unread-dot');

/** Opens the notifications menu (which marks them seen) and closes it: no unread dot. */
async function clearBell(page: Page) {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await expect(unreadDot(page)).toBeHidden({ timeout: 15_000 });
}

test('a process killed with SIGKILL under load: idempotent requests go to the other, no write twice, sockets come back with what was sent meanwhile', async ({ page }) => {
  test.setTimeout(240_000);
  const buyer = await signIn(BUYER);
  const artist = await signIn(ARTIST);
  const works = await listing();
  const others = works.find((w) => w.author._id !== artist.id)!;
  const artistsWork = await workOf(artist.id);
  const { room } = (await (await call(buyer, 'POST', '/chat/rooms/init', { sender: buyer.id, receiver: artist.id })).json()) as { room: { _id: string } };

  // The artist reads the conversation in a browser; the bell's unread dot cleared.
  await login(page, ARTIST, DEMO_PASSWORD, stack.url);
  await page.goto(`${stack.url}/messages/${room._id}`);
  const chat = page.locator('[data-remote="mf-messaging"]').getByRole('log');
  // A first load on a busy machine (the 5-second limits below are for what happens after a kill).
  await expect(chat).toBeVisible({ timeout: 30_000 });

  const live = sockets(artist, 6);
  await expect.poll(() => live.every((s) => s.socket.connected), { timeout: 10_000 }).toBe(true);
  const running = load(buyer, others._id, `kill-${Date.now()}`);
  try {
    await expect.poll(() => running.stats.requests, { timeout: 60_000 }).toBeGreaterThan(300);
    for (const victim of [0, 1]) {
      await clearBell(page);
      await stack.kill(victim, 'SIGKILL');
      const killedAt = Date.now();
      // Sent while the sockets on that process are reconnecting.
      const words = `sent while process ${victim} was away ${killedAt.toString(36)}`;
      expect((await call(buyer, 'POST', `/chat/rooms/${room._id}/messages`, { message: words })).status).toBe(200);
      expect((await call(buyer, 'POST', '/api/v2/artwork/comment/new', { product: artistsWork._id, comment: words })).status).toBe(200);
      const left = () => Math.max(1, 5_000 - (Date.now() - killedAt));
      await expect(chat.getByText(words)).toBeVisible({ timeout: left() });
      await expect(unreadDot(page)).toBeVisible({ timeout: left() });
      await expect.poll(() => live.every((s) => s.socket.connected), { timeout: left() }).toBe(true);
      await stack.start(victim);
      // Enough requests around each kill that one write lost in flight stays under 0.1 %.
      const after = running.stats.requests;
      await expect.poll(() => running.stats.requests, { timeout: 90_000 }).toBeGreaterThan(after + 1000);
    }
  } finally {
    await running.stop();
    for (const s of live) s.socket.close();
  }
  const { stats } = running;
  const gaps = live.flatMap((s) => s.times.gaps);
  test.info().annotations.push({ type: 'load', description: `${stats.requests} requests, ${stats.failed} failed, ${stats.written.length} writes; socket reconnections (ms): ${gaps.join(', ')}` });
  expect(gaps.length, 'sockets that lost their process').toBeGreaterThan(0);
  expect(Math.max(...gaps), 'reconnection time (ms)').toBeLessThanOrEqual(5_000);
  expect(stats.failed / stats.requests, `${stats.failed} of ${stats.requests} failed: ${stats.failures.slice(0, 5).join('; ')}`).toBeLessThanOrEqual(0.001);
  expect(stats.written.length).toBeGreaterThan(10);
  await checkWrites(stats.written[0]!.replace(/ \d+$/, ''), stats.written);
});

async function workOf(authorId: string): Promise<{ _id: string }> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>('select id from artworks where author_id = $1 limit 1', [authorId]);
  await client.end();
  return { _id: rows[0]!.id };
}

test('a rolling restart (SIGTERM to each process in turn, then start again) drops no request', async () => {
  test.setTimeout(240_000);
  const buyer = await signIn(BUYER);
  const [work] = await listing();
  const running = load(buyer, work!._id, `roll-${Date.now()}`);
  try {
    await expect.poll(() => running.stats.requests, { timeout: 60_000 }).toBeGreaterThan(300);
    for (const i of [0, 1]) {
      await stack.restart(i);
      const after = running.stats.requests;
      await expect.poll(() => running.stats.requests, { timeout: 60_000 }).toBeGreaterThan(after + 200);
    }
  } finally {
    await running.stop();
  }
  const { stats } = running;
  test.info().annotations.push({ type: 'load', description: `${stats.requests} requests, ${stats.failed} failed, ${stats.written.length} writes` });
  expect(stats.failures, `${stats.requests} requests`).toEqual([]);
  await checkWrites(stats.written[0]!.replace(/ \d+$/, ''), stats.written);
});

// Issue 22 §3: a team adds two pages to the exhibitions remote and ships them by deploying that remote alone.
// Its build (from a checkout with the pages: ./team-checkout.ts) is published as `npm start` serves a
// rebuilt remote, and then as ops do behind nginx; the running shell and servers serve the pages, access
// rule and first data included, with no shell rebuild and no server restart.
const TEAM_VERSION = '0.2.0-pages';
const teamWork = path.join(repo, '.tmp', 'new-page');
let teamBuild: string | null = null;

async function buildTeamRemote(): Promise<string> {
  if (teamBuild) return teamBuild;
  const { buildApp } = await launcher();
  const dist = path.join(teamWork, 'build');
  expect(buildApp(teamCheckout(path.join(teamWork, 'team')), { REMOTE_VERSION: TEAM_VERSION, REMOTE_DIST: dist })).toBe(0);
  return (teamBuild = dist);
}

/** The shell this run built (and serves) has never heard of the new pages. */
function expectShellUnaware() {
  const js = path.join(repo, 'shell', 'dist', 'static', 'js');
  const files = readdirSync(js, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  for (const file of files) expect(readFileSync(path.join(js, file), 'utf8'), file).not.toContain(NEW_PAGES.archive.path);
}

async function expectNewPagesServed(page: Page, base: string) {
  // The page the server writes for the new route: its first answers, its picture and its chunk, as for /exhibitions.
  const html = await (await fetch(`${base}${NEW_PAGES.archive.path}`)).text();
  const answers = JSON.parse(/<script type="application\/json" id="kala-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
  expect(Object.keys(answers)).toEqual(['/api/exhibitions']);
  const picture = (text: string) => /<link rel="preload" as="image"[^>]*>/.exec(text)?.[0];
  expect(picture(html)).toBeTruthy();
  expect(picture(html)).toBe(picture(await (await fetch(`${base}/exhibitions`)).text()));
  expect(html).toMatch(new RegExp(`/remotes/mf-exhibitions/${TEAM_VERSION}/static/js/async/page\\.exhibitionsArchive`));

  // In the browser: the remote's new version renders the page from the answers in it, asking for nothing.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/exhibitions') asked.push(request.url());
  });
  await page.goto(`${base}${NEW_PAGES.archive.path}`);
  const remote = page.locator('[data-remote="mf-exhibitions"]');
  await expect(remote).toHaveAttribute('data-version', TEAM_VERSION);
  await expect(remote.getByRole('heading', { level: 1, name: NEW_PAGES.archive.heading })).toBeVisible();
  await expect(remote.getByRole('list', { name: 'Shows' }).getByRole('listitem').first()).toBeVisible();
  expect(asked).toEqual([]);
  await expect(page.locator('footer')).toBeVisible();

  // The signed-in page: a visitor is sent home; signed in, it opens, without the footer.
  await page.goto(`${base}${NEW_PAGES.saved.path}`);
  await expect(page).toHaveURL(`${base}/`);
  await login(page, BUYER, DEMO_PASSWORD, base);
  await page.goto(`${base}${NEW_PAGES.saved.path}`);
  await expect(page.getByRole('heading', { level: 1, name: NEW_PAGES.saved.heading })).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
  // And the remote's own pages are still there.
  await page.getByRole('link', { name: 'Exhibitions' }).first().click();
  await expect(remote.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${base}/exhibitions`);
}

/** Before the deploy the path is nobody's: the page goes home. */
async function expectUnknown(page: Page, base: string) {
  await page.goto(`${base}${NEW_PAGES.archive.path}`);
  await expect(page).toHaveURL(`${base}/`);
}

test('a team ships a page by rebuilding its remote under `npm start`: the running server and shell serve it', async ({ page }) => {
  test.setTimeout(300_000);
  // A server as `npm start` runs it (remotes from <WEB_DIR>/mf-*/dist), on this stack's database, over a copy
  // of this run's builds, so the team's build can replace one of them.
  const web = path.join(teamWork, 'web');
  rmSync(web, { recursive: true, force: true });
  const { appsOf } = await launcher();
  for (const app of appsOf()) cpSync(path.join(repo, app, 'dist'), path.join(web, app, 'dist'), { recursive: true });
  const port = PORT + 3;
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repo, 'server'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'allow',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      WEB_DIR: web,
      KALA_ROOT: '',
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: `kala-stack-${process.pid}:`,
      JWT_SECRET: readFileSync(path.join(stack.work, 'jwt-secret'), 'utf8'),
      DATA_DIR: path.join(stack.work, 'data'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      LOGIN_RATE_LIMIT_MAX: '100000',
    },
  });
  try {
    await expect.poll(() => fetch(`${base}/api/check`).then((r) => r.status, () => 0), { timeout: 60_000 }).toBe(200);
    await expectUnknown(page, base);
    // `npm run build -w mf-exhibitions` in the team's checkout: a new dist where the server finds the remote.
    const build = await buildTeamRemote();
    rmSync(path.join(web, 'mf-exhibitions', 'dist'), { recursive: true });
    cpSync(build, path.join(web, 'mf-exhibitions', 'dist'), { recursive: true });
    await expectNewPagesServed(page, base);
    expect(server.exitCode).toBeNull();
    expectShellUnaware();
  } finally {
    server.kill('SIGTERM');
  }
});

test('a team ships a page with `kala-remote.sh publish` and `activate`: nginx and the running servers serve it', async ({ page }) => {
  test.setTimeout(300_000);
  const base = stack.url;
  await expectUnknown(page, base);
  const pids = stack.servers.map((s) => s.child?.pid);
  const env = { ...process.env, KALA_ROOT: stack.siteRoot, KALA_CONF: stack.nginxConf, KALA_NGINX: stack.nginxCommand };
  const script = path.join(repo, 'nginx', 'kala-remote.sh');
  execFileSync(script, ['publish', 'mf-exhibitions', TEAM_VERSION, await buildTeamRemote()], { env });
  expect(execFileSync(script, ['activate', 'mf-exhibitions', TEAM_VERSION], { env }).toString()).toContain(`now ${TEAM_VERSION}`);
  // nginx reloads its workers in the background: wait until the entry point is the new one.
  await expect.poll(async () => (await fetch(`${base}/remotes/mf-exhibitions/remoteEntry.js`)).text()).toContain(`/${TEAM_VERSION}/`);
  // The remotes list nginx serves (a shell without the page's list reads it) names the new routes too.
  const list = (await (await fetch(`${base}/remotes.json`)).json()) as { remotes: { name: string; routes?: { path: string; first?: unknown }[] }[] };
  const routes = list.remotes.find((r) => r.name === 'mf_exhibitions')?.routes ?? [];
  expect(routes.map((r) => r.path)).toContain(NEW_PAGES.saved.path);
  expect(routes.every((r) => r.first === undefined)).toBe(true);
  await expectNewPagesServed(page, base);
  expect(stack.servers.map((s) => s.child?.pid)).toEqual(pids);
  expectShellUnaware();
});
