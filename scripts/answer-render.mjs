// What one list's first answer costs the main thread (issue 26 §0): from the moment the answer has arrived to
// half a second after its first card is on the page, the blocking time (every long task past its first 50 ms)
// and the longest task, on a 412 px phone page with the CPU slowed through CDP. A whole visit's blocking time
// moves by hundreds of milliseconds between two visits on a shared machine; this window holds only the work
// the answer causes, so two builds can be told apart in a few visits.
//   node scripts/answer-render.mjs <section's data-testid> <part of the answer's URL> <url> [otherUrl]
//                                  [--rounds N] [--cpu-slowdown N]
//   e.g. node scripts/answer-render.mjs similar-artworks /products/similar/ http://localhost:8081/artwork/x http://localhost:8080/artwork/x
// Two URLs take turns (a build before and after, on two servers). "First card": the first link in a list
// item inside the section. The long tasks are the page's own (PerformanceObserver 'longtask').
/* global window, document, MutationObserver -- functions run in the page */
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const flags = process.argv.slice(2);
const valueOf = (flag, fallback) => (flags.includes(flag) ? Number(flags[flags.indexOf(flag) + 1]) : fallback);
const rounds = valueOf('--rounds', 7);
const slowdown = valueOf('--cpu-slowdown', 4);
const [section, answerPart, ...urls] = flags.filter((f, i) => !f.startsWith('--') && !['--rounds', '--cpu-slowdown'].includes(flags[i - 1]));
if (!section || !answerPart || urls.length === 0) {
  console.error('usage: node scripts/answer-render.mjs <data-testid> <answer URL part> <url> [otherUrl] [--rounds N] [--cpu-slowdown N]');
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/** Records the page's long tasks and when the section's first card was added. */
function watch(testId) {
  window.__longTasks = [];
  window.__firstCard = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (window.__firstCard === null && document.querySelector(`[data-testid="${testId}"] li a`)) window.__firstCard = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

/** The window's long tasks, read in the page: the answer's arrival is its Resource Timing entry's end. */
function measureWindow(part) {
  const answer = performance.getEntriesByType('resource').find((e) => e.name.includes(part));
  const from = answer?.responseEnd ?? 0;
  const to = window.__firstCard + 500;
  const tasks = window.__longTasks.filter(([start, duration]) => start + duration >= from && start <= to);
  return { toCard: window.__firstCard - from, blocking: tasks.reduce((sum, [, d]) => sum + d - 50, 0), longest: Math.max(0, ...tasks.map(([, d]) => d)) };
}

async function visit(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.addInitScript(watch, section);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__firstCard !== null, null, { timeout: 60_000 });
  await page.waitForTimeout(1500); // the window's last half second, and the long tasks' reports: this script measures, it tests nothing
  const result = await page.evaluate(measureWindow, answerPart);
  await context.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`CPU slowdown ${slowdown}×, ${rounds} visits per URL in turn, section "${section}", answer "${answerPart}", load average ${loadavg()[0].toFixed(2)}`);
const runs = urls.map(() => []);
for (let round = 0; round < rounds; round++) for (const [i, url] of urls.entries()) runs[i].push(await visit(url));
for (const [i, url] of urls.entries()) {
  const r = runs[i];
  console.log(
    `${url.padEnd(48)} blocking median ${median(r.map((x) => x.blocking)).toFixed(0).padStart(4)} ms (${r.map((x) => x.blocking.toFixed(0)).join(' ')})` +
      `  longest ${median(r.map((x) => x.longest)).toFixed(0)} ms  answer to first card ${median(r.map((x) => x.toCard)).toFixed(0)} ms`,
  );
}
console.log(`load average at the end ${loadavg()[0].toFixed(2)}`);
await browser.close();
