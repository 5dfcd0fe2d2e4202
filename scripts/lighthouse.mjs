// Lighthouse (mobile emulation: slow 4G, 4× CPU, a Moto G-sized screen; performance only) on the pages of
// docs/performance.md, against a running app (`npm start`):
//   node scripts/lighthouse.mjs [baseUrl] [path …] [--signed-in] [--cpu-slowdown N | --benchmark-index N] [--runs N] [--warm] [--applied]
// or two apps in the same run, page by page, e.g. `npm start` and `npm run stack` (through nginx), with the difference:
//   node scripts/lighthouse.mjs --compare <baseUrl> <otherBaseUrl> [path …]
// Runs Lighthouse 13 through npx (not a project dependency: CI never runs it). Prints one line per page, each
// with Lighthouse's benchmarkIndex (this machine's speed as Lighthouse measured it) and the load average, so
// runs on different or busy machines can be compared, and beside each TBT the part of it that is the
// navigation's own task (see navigationCommit), which no page can shorten.
//   --signed-in       logs the demo buyer in (DEMO_EMAIL/DEMO_PASSWORD to choose another) and measures, with
//                     the session cookie set in the browser before Lighthouse starts, the feed, a
//                     conversation, the cart, checkout, /order, a profile and the upload page. An empty
//                     cart is given one work first (the first in the store by someone else): the cart and
//                     checkout are measured as a buyer meets them, with a line to show.
//   --cpu-slowdown N  Lighthouse's CPU slowdown (default 4): a faster machine emulates a slower phone.
//   --benchmark-index N
//                     the slowdown that emulates a phone of this benchmarkIndex (issue 26 §0 asks for 1,100–1,300):
//                     one run of the first page at Lighthouse's default 4× measures this machine's index B first,
//                     then the next run is at 4 × B / N, and each run after at 4 × B / N with B the run before's
//                     own reading. Each line prints the index it emulated (its own run's benchmarkIndex × 4 / the
//                     slowdown): the machine's speed moves between runs.
//   --runs N          measures each page N times and prints, after its N lines, the median of each figure: one
//                     run's TBT moves by hundreds of ms on the same build (docs/performance.md).
//   --applied         throttles as a real slow phone would run, not by simulation: Lighthouse's
//                     --throttling-method=devtools (the CPU slowed through DevTools' Emulation.setCPUThrottlingRate,
//                     the network through its slow-4G conditions, while the page loads), where by default Lighthouse
//                     records the page at full speed and computes TBT from that trace (each task × the slowdown,
//                     a font lookup's wait on the browser process included). Each line says which.
//   --warm            Lighthouse drives one Chromium of ours, started once and kept open, instead of starting a
//                     new one for every run. Each run is still a first visit (Lighthouse clears the site's
//                     storage and the browser's cache), in a browser that is already running, as a phone's is:
//                     a browser just started pays, in its first pages, for starting its font lookups (on Linux,
//                     a round trip to the browser process for each font family, size and weight).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { demoLogin } from './demo-session.mjs';

const flags = process.argv.slice(2);
const signedIn = flags.includes('--signed-in');
const valueAt = (flag) => (flags.includes(flag) ? flags.indexOf(flag) + 1 : -1);
const slowdownAt = valueAt('--cpu-slowdown');
const targetAt = valueAt('--benchmark-index');
const givenSlowdown = slowdownAt > 0 ? Number(flags[slowdownAt]) : null;
const targetIndex = targetAt > 0 ? Number(flags[targetAt]) : null;
const runsAt = valueAt('--runs');
const runs = runsAt > 0 ? Number(flags[runsAt]) : 1;
const warm = flags.includes('--warm');
const applied = flags.includes('--applied');
const compare = flags.includes('--compare');
const positional = flags.filter((f, i) => !f.startsWith('--') && ![slowdownAt, targetAt, runsAt].includes(i));
// A base is a URL, a page a path: `lighthouse.mjs /cart` measures /cart on the default base.
const urls = positional.filter((p) => /^https?:/.test(p));
const bases = compare ? urls.slice(0, 2) : [urls[0] ?? 'http://localhost:8080'];
const given = positional.filter((p) => !/^https?:/.test(p));
const base = bases[0];
const firstArtwork = async () => {
  const answer = await (await fetch(`${base}/api/v2/products/category/all?skip=0&limit=1`)).json();
  const work = answer.message[0];
  return `${work.author.role <= 20 ? '/artwork' : '/art'}/${encodeURIComponent(work.slug)}`;
};
const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS].join(' ');

/** Puts one work in the signed-in user's cart when it has none (the cart page's largest paint is a line). */
async function fillAnEmptyCart(user, auth) {
  const cart = await (await fetch(`${base}/api/cart`, auth)).json();
  if ((cart.data?.products ?? []).length > 0) return;
  const works = (await (await fetch(`${base}/api/v2/products/category/all?skip=0&limit=60`)).json()).message;
  const work = works.find((w) => w.inStore && w.stock > 0 && w.author._id !== user._id);
  if (!work) throw new Error('no work in the store to put in the cart: reseed the demo data');
  const body = JSON.stringify({ product_id: work._id, quantity: 1 });
  const res = await fetch(`${base}/api/cart/addItem`, { method: 'POST', headers: { ...auth.headers, 'content-type': 'application/json' }, body });
  if (!res.ok) throw new Error(`adding ${work.name} to the cart failed: ${res.status}`);
  console.log(`the cart was empty: ${work.name} added`);
}

/** The demo buyer's session token, and the signed-in pages (a conversation and a profile found through the API). */
async function signIn() {
  const { token, user, auth } = await demoLogin(base);
  await fillAnEmptyCart(user, auth);
  const rooms = await (await fetch(`${base}/chat/rooms`, auth)).json();
  const room = rooms.message?.[0];
  const work = (await (await fetch(`${base}/api/v2/products/category/all?skip=0&limit=1`)).json()).message[0];
  const profile = `${work.author.role <= 20 ? '/studios' : '/user'}/${encodeURIComponent(work.author.slug)}`;
  const pagesSignedIn = ['/feed', room ? `/messages/${room._id}` : '/inbox', '/cart', '/checkout', '/order', profile, '/upload'];
  return { token, pagesSignedIn };
}
const session = signedIn ? await signIn() : null;
const pages = given.length > 0 ? given : session ? session.pagesSignedIn : ['/', '/gallery/all', await firstArtwork(), '/login'];

/**
 * A Chromium of our own, which Lighthouse drives (--port): kept open across runs (--warm) and, signed in,
 * with the session cookie set in its profile through the DevTools protocol (the page reads it, so a request
 * header would not do), which Lighthouse then leaves in place (it does not clear storage).
 */
async function ownBrowser(token) {
  const { spawn } = await import('node:child_process');
  const { default: WebSocket } = await import('ws');
  const profile = mkdtempSync(path.join(tmpdir(), 'kala-lighthouse-'));
  const port = Number(process.env.LIGHTHOUSE_CHROME_PORT ?? 9333);
  const chrome = spawn(CHROMIUM_PATH, [...chromeFlags.split(' '), `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  let version = null;
  for (let i = 0; i < 100 && !version; i++) {
    version = await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.json()).catch(() => new Promise((r) => setTimeout(() => r(null), 200)));
  }
  if (!version) throw new Error(`Chromium did not open its DevTools port ${port}`);
  if (token) {
    const ws = new WebSocket(version.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const { hostname } = new URL(base);
    ws.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: [{ name: 'kala_token', value: token, domain: hostname, path: '/' }] } }));
    await new Promise((resolve) => ws.once('message', resolve));
    ws.close();
  }
  // Chromium writes to its profile until it has exited: only then is the folder removed (retried: one of its
  // helper processes may still be closing a file there, ENOTEMPTY).
  const close = async () => {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  return { port, close, signedIn: !!token };
}
const own = session || warm ? await ownBrowser(session?.token) : null;
// The full reports stay in .tmp/lighthouse for a closer look (the LCP element, long tasks, the network).
const out = path.resolve('.tmp', 'lighthouse');
mkdirSync(out, { recursive: true });

const lighthouseFlags = (slowdown) => [
  ...(own ? [`--port=${own.port}`, ...(own.signedIn ? ['--disable-storage-reset'] : [])] : [`--chrome-flags=${chromeFlags}`]),
  ...(slowdown ? [`--throttling.cpuSlowdownMultiplier=${slowdown}`] : []),
  ...(applied ? ['--throttling-method=devtools'] : []),
];

/**
 * What of a run's TBT is the navigation's own task: Lighthouse's first long task, unattributed, begun before the
 * first paint. In the trace it is the document's commit (its script context made, with DevTools attached,
 * before a byte of the page is parsed: 16–40 ms here, 20–29 on a static page); the simulation leaves it out
 * of the first paint's graph but counts what of it falls after the first paint. No page can shorten it.
 */
function navigationCommit(audits) {
  const firstPaint = audits['first-contentful-paint'].numericValue;
  const task = (audits['long-tasks'].details?.items ?? []).find((t) => t.url === 'Unattributable' && t.startTime < firstPaint);
  return task ? Math.max(0, task.startTime + task.duration - firstPaint - 50) : 0;
}

/** One Lighthouse run of url + page at a CPU slowdown (null: Lighthouse's 4×): its score and a line of figures. */
function measure(url, page, label, slowdown) {
  const load = loadavg()[0].toFixed(2);
  const report = path.join(out, `${label}${page.replace(/\W+/g, '_') || 'home'}.json`);
  const run = () =>
    execFileSync('npx', ['--yes', 'lighthouse@13', url + page, '--only-categories=performance', '--form-factor=mobile', '--output=json', `--output-path=${report}`, ...lighthouseFlags(slowdown), '--quiet'], {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  // Lighthouse now and then fails to record the trace (NO_NAVSTART); such a run measured nothing: once more.
  try {
    run();
  } catch {
    run();
  }
  const { categories, audits, environment } = JSON.parse(readFileSync(report, 'utf8'));
  const index = environment.benchmarkIndex;
  const emulatedIndex = slowdown ? (index * 4) / slowdown : index;
  const emulated = slowdown ? `  emulates ${emulatedIndex.toFixed(0)} at ${slowdown}×` : '';
  const ms = (id) => `${(audits[id].numericValue / 1000).toFixed(2)} s`;
  const score = categories.performance.score;
  const tbt = audits['total-blocking-time'].numericValue;
  const commit = navigationCommit(audits);
  return {
    score,
    tbt,
    commit,
    lcp: audits['largest-contentful-paint'].numericValue,
    emulatedIndex,
    line:
      `score ${score.toFixed(2)}  LCP ${ms('largest-contentful-paint')}  FCP ${ms('first-contentful-paint')}  SI ${ms('speed-index')}  ` +
      `TBT ${tbt.toFixed(0)} ms (navigation ${commit.toFixed(0)})  CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}  ` +
      `transfer ${(audits['total-byte-weight'].numericValue / 1024).toFixed(0)} KB  benchmarkIndex ${index.toFixed(0)}${emulated}${applied ? ' (applied)' : ''}  load ${load}`,
    index,
  };
}

// Lighthouse slows the CPU by a factor, not to a speed: with --benchmark-index, the factor comes from this
// machine's own index, measured here at the default 4× (a run not counted), and then from each run's own
// reading for the next: a shared machine's index moved between 1,115 and 2,218 in one session, and a factor
// worked out once emulated phones of 700–1,900.
const slowdownFor = (machineIndex) => Math.round((40 * machineIndex) / targetIndex) / 10;
let cpuSlowdown = givenSlowdown;
if (targetIndex) {
  const machine = measure(bases[0], pages[0], 'calibration-', null).index;
  cpuSlowdown = slowdownFor(machine);
  console.log(`benchmarkIndex ${machine.toFixed(0)} here: a phone of ${targetIndex} is emulated at ${cpuSlowdown}× at first, each run's factor then from the run before`);
} else if (cpuSlowdown) console.log(`CPU slowdown ${cpuSlowdown}× (Lighthouse's default is 4×)`);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** The median of each figure over a page's runs, as one line. */
function medianLine(results) {
  const of = (key) => median(results.map((r) => r[key]));
  return (
    `median of ${results.length}: score ${of('score').toFixed(2)}  LCP ${(of('lcp') / 1000).toFixed(2)} s  TBT ${of('tbt').toFixed(0)} ms` +
    `  (TBT ${results.map((r) => r.tbt.toFixed(0)).join(' · ')}; the navigation's ${results.map((r) => r.commit.toFixed(0)).join(' · ')})  emulated index ${of('emulatedIndex').toFixed(0)}`
  );
}

for (const page of pages) {
  // With --compare, the same page on each app, one after the other, so both see the same machine.
  const results = bases.map(() => []);
  for (let run = 0; run < runs; run++) {
    bases.forEach((url, i) => {
      const result = measure(url, page, compare ? `${i}-` : '', cpuSlowdown);
      if (targetIndex) cpuSlowdown = slowdownFor(result.index);
      results[i].push(result);
      console.log(`${page.padEnd(44)} ${compare ? `${url.padEnd(24)} ` : ''}${result.line}`);
    });
  }
  if (runs > 1) results.forEach((r, i) => console.log(`${page.padEnd(44)} ${compare ? `${bases[i].padEnd(24)} ` : ''}${medianLine(r)}`));
  if (compare) console.log(`${page.padEnd(44)} ${'difference'.padEnd(24)} score ${(median(results[1].map((r) => r.score)) - median(results[0].map((r) => r.score))).toFixed(2)}`);
}
await own?.close();
