// Print the JavaScript a page really loads, in KB gzipped, split by shell and remote:
//   node scripts/measure-bundles.mjs [baseUrl]      (the app must be running, e.g. `npm start`)
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const base = process.argv[2] ?? 'http://localhost:8080';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

async function measure(path) {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js') && !url.endsWith('.css')) return;
    scripts.set(url, gzipSync(await response.body()).length);
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.close();
  const groups = {};
  for (const [url, size] of scripts) {
    const kind = url.endsWith('.css') ? 'css' : 'js';
    const owner = /\/remotes\/([^/]+)\//.exec(url)?.[1] ?? 'shell';
    groups[`${owner} ${kind}`] = (groups[`${owner} ${kind}`] ?? 0) + size;
  }
  return groups;
}

for (const path of ['/login', '/gallery/all']) {
  const groups = await measure(path);
  const rows = Object.entries(groups).map(([k, v]) => `${k} ${(v / 1024).toFixed(1)} KB`);
  console.log(`${path.padEnd(14)} ${rows.join(' · ')}`);
}
await browser.close();
