// Lighthouse (mobile emulation: slow 4G, 4× CPU, a Moto G-sized screen; performance only) on the pages of
// docs/performance.md, against a running app (`npm start`):
//   node scripts/lighthouse.mjs [baseUrl] [path …]
// or two in the same run, page by page, e.g. `npm start` and `npm run stack` (through nginx), with the difference:
//   node scripts/lighthouse.mjs --compare <baseUrl> <otherBaseUrl> [path …]
// Runs Lighthouse 13 through npx (not a project dependency: CI never runs it). Prints one line per page.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const compare = process.argv[2] === '--compare';
const bases = compare ? process.argv.slice(3, 5) : [process.argv[2] ?? 'http://localhost:8080'];
const given = process.argv.slice(compare ? 5 : 3);
const firstArtwork = async (base) => {
  const answer = await (await fetch(`${base}/api/v2/products/category/all?skip=0&limit=1`)).json();
  const work = answer.message[0];
  return `${work.author.role <= 20 ? '/artwork' : '/art'}/${encodeURIComponent(work.slug)}`;
};
const pages = given.length > 0 ? given : ['/', '/gallery/all', await firstArtwork(bases[0]), '/login'];
// The full reports stay in .tmp/lighthouse for a closer look (the LCP element, long tasks, the network).
const out = path.resolve('.tmp', 'lighthouse');
mkdirSync(out, { recursive: true });
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/** One Lighthouse run of base + page: its score and a line of figures. */
function measure(base, page, label) {
  const report = path.join(out, `${label}${page.replace(/\W+/g, '_') || 'home'}.json`);
  const run = () =>
    execFileSync('npx', ['--yes', 'lighthouse@13', base + page, '--only-categories=performance', '--form-factor=mobile', '--output=json', `--output-path=${report}`, `--chrome-flags=${chromeFlags}`, '--quiet'], {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  // Lighthouse now and then fails to record the trace (NO_NAVSTART); such a run measured nothing: once more.
  try {
    run();
  } catch {
    run();
  }
  const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
  const ms = (id) => `${(audits[id].numericValue / 1000).toFixed(2)} s`;
  const score = categories.performance.score;
  return {
    score,
    line:
      `score ${score.toFixed(2)}  LCP ${ms('largest-contentful-paint')}  FCP ${ms('first-contentful-paint')}  SI ${ms('speed-index')}  ` +
      `TBT ${audits['total-blocking-time'].numericValue.toFixed(0)} ms  CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}  ` +
      `transfer ${(audits['total-byte-weight'].numericValue / 1024).toFixed(0)} KB`,
  };
}

for (const page of pages) {
  if (!compare) {
    console.log(`${page.padEnd(44)} ${measure(bases[0], page, '').line}`);
    continue;
  }
  // The same page on each: an artwork page by the path given, or each app's own first work.
  const results = bases.map((base, i) => measure(base, page, `${i}-`));
  results.forEach((r, i) => console.log(`${page.padEnd(44)} ${bases[i].padEnd(24)} ${r.line}`));
  console.log(`${page.padEnd(44)} ${'difference'.padEnd(24)} score ${(results[1].score - results[0].score).toFixed(2)}`);
}
