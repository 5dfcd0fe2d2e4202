// The main thread of a first visit, measured rather than simulated (issue 26 §0): Chromium on a 412 px phone
// page, the CPU slowed through CDP (Emulation.setCPUThrottlingRate), a trace of the load and six seconds
// after it; prints, per page, the blocking time (every task after the first contentful paint, past its
// first 50 ms: Lighthouse's TBT, on the real trace), the number of long tasks and the longest.
//   node scripts/long-tasks.mjs [baseUrl] [path …] [--rounds N] [--cpu-slowdown N]
//   node scripts/long-tasks.mjs --compare <baseUrl> <otherBaseUrl> [path …]   (turn about, page by page)
//   --tasks       also print each visit's long tasks: when (ms after FCP), how long, and what ran in them
//   --signed-in   each visit as the demo buyer (DEMO_EMAIL/DEMO_PASSWORD to choose another), logged in on
//                 each base through its API, the session cookie set before the page is opened
// Lighthouse's own TBT is simulated from an unthrottled trace and swings widely between runs on a shared
// machine; this one also swings, so it runs each page several times (default 5) and prints the median.
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { demoLogin } from './demo-session.mjs';

const flags = process.argv.slice(2);
const valueOf = (flag, fallback) => (flags.includes(flag) ? Number(flags[flags.indexOf(flag) + 1]) : fallback);
const rounds = valueOf('--rounds', 5);
const slowdown = valueOf('--cpu-slowdown', 4);
const positional = flags.filter((f, i) => !f.startsWith('--') && !['--rounds', '--cpu-slowdown'].includes(flags[i - 1]));
const given = positional.filter((p) => /^https?:/.test(p));
const bases = flags.includes('--compare') ? given.slice(0, 2) : [given[0] ?? 'http://localhost:8080'];
const paths = positional.filter((p) => !/^https?:/.test(p));
if (paths.length === 0) paths.push('/', '/gallery/all');

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

// Each base's session token for the demo buyer, with --signed-in (else none: a visitor's visits).
const tokens = new Map();
if (flags.includes('--signed-in')) for (const base of bases) tokens.set(base, (await demoLogin(base)).token);

/** The renderer's main thread: the thread with the most task time. */
function mainThread(events) {
  const busy = new Map();
  for (const e of events) if (e.name === 'RunTask' && e.ph === 'X') busy.set(e.tid, (busy.get(e.tid) ?? 0) + e.dur);
  return [...busy].sort((a, b) => b[1] - a[1])[0][0];
}

/** One first visit (a new context: nothing cached), signed in where asked: its long tasks after the first contentful paint. */
async function visit(base, path) {
  const url = base + path;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const token = tokens.get(base);
  if (token) await context.addCookies([{ name: 'kala_token', value: token, url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,loading', transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(6000); // the settling a trace needs: this script measures, it tests nothing
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const main = mainThread(events);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const tasks = events.filter((e) => e.tid === main && e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp && e.dur > 50_000);
  if (flags.includes('--tasks')) console.log(`${base}${path}\n${tasks.map((task) => describeTask(task, events, main, fcp)).join('\n')}`);
  const long = tasks.map((e) => e.dur / 1000);
  return { blocking: long.reduce((sum, ms) => sum + ms - 50, 0), count: long.length, longest: Math.max(0, ...long) };
}

/** What took a long task's time: its largest pieces (a script's function call, a timer, layout, style, paint). */
const PIECES = new Set(['FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EvaluateScript', 'v8.compile', 'Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'XHRReadyStateChange', 'EventDispatch', 'RunMicrotasks', 'v8.evaluateModule']);
function describeTask(task, events, main, fcp) {
  const end = task.ts + task.dur;
  const pieces = events
    .filter((e) => e.tid === main && e.ph === 'X' && PIECES.has(e.name) && e.ts >= task.ts && e.ts + e.dur <= end && e.dur > 5_000)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 4)
    .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.replace(/^https?:\/\/[^/]+/, '').slice(-48)}` : ''} ${(e.dur / 1000).toFixed(0)}`);
  return `  at ${((task.ts - fcp) / 1000).toFixed(0).padStart(5)} ms  ${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${pieces.join(' · ')}`;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`CPU slowdown ${slowdown}×, ${rounds} visits per page and base, load average ${loadavg()[0].toFixed(2)}`);
for (const path of paths) {
  const runs = bases.map(() => []);
  for (let round = 0; round < rounds; round++) for (const [i, base] of bases.entries()) runs[i].push(await visit(base, path));
  for (const [i, base] of bases.entries()) {
    const r = runs[i];
    console.log(
      `${path.padEnd(36)} ${base.padEnd(24)} blocking median ${median(r.map((x) => x.blocking)).toFixed(0).padStart(5)} ms ` +
        `(${r.map((x) => x.blocking.toFixed(0)).join(' ')})  long tasks ${median(r.map((x) => x.count))}  longest ${median(r.map((x) => x.longest)).toFixed(0)} ms`,
    );
  }
}
console.log(`load average at the end ${loadavg()[0].toFixed(2)}`);
await browser.close();
