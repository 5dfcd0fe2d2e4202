// Lighthouse (mobile emulation: slow 4G, 4× CPU, a Moto G-sized screen; performance only) on the pages of
// docs/performance.md, against a running app (`npm start`):
//   node scripts/lighthouse.mjs [baseUrl] [path …]
// Runs Lighthouse 13 through npx (not a project dependency: CI never runs it). Prints one line per page.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://localhost:8080';
const firstArtwork = async () => {
  const answer = await (await fetch(`${base}/api/v2/products/category/all?skip=0&limit=1`)).json();
  const work = answer.message[0];
  return `${work.author.role <= 20 ? '/artwork' : '/art'}/${encodeURIComponent(work.slug)}`;
};
const pages = process.argv.length > 3 ? process.argv.slice(3) : ['/', '/gallery/all', await firstArtwork(), '/login'];
// The full reports stay in .tmp/lighthouse for a closer look (the LCP element, long tasks, the network).
const out = path.resolve('.tmp', 'lighthouse');
mkdirSync(out, { recursive: true });
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

for (const page of pages) {
  const report = path.join(out, `${page.replace(/\W+/g, '_') || 'home'}.json`);
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
  console.log(
    `${page.padEnd(44)} score ${categories.performance.score.toFixed(2)}  LCP ${ms('largest-contentful-paint')}  FCP ${ms('first-contentful-paint')}  SI ${ms('speed-index')}  ` +
      `TBT ${audits['total-blocking-time'].numericValue.toFixed(0)} ms  CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}  ` +
      `transfer ${(audits['total-byte-weight'].numericValue / 1024).toFixed(0)} KB`,
  );
}
