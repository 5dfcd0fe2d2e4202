// Take screenshots of the running app for a look: node scripts/screenshots.mjs [baseUrl] [outDir] [lang]
// Desktop 1366 px and mobile 390 px, logged out; set SHOT_LOGIN=email:password to log in first.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [base = 'http://localhost:8080', out = '.tmp/shots', lang = 'en'] = process.argv.slice(2);
const pages = (process.env.SHOT_PAGES ?? '/,/gallery/all,/store/all,/studios,/login,/search/land').split(',');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, viewport] of [['desktop', { width: 1366, height: 900 }], ['mobile', { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'kala_lang', value: lang, url: base }]);
  const page = await context.newPage();
  if (process.env.SHOT_LOGIN) {
    const [email, password] = process.env.SHOT_LOGIN.split(':');
    const res = await page.request.post(`${base}/auth/login`, { data: { email, password } });
    const { token } = await res.json();
    await context.addCookies([{ name: 'kala_token', value: token, url: base }]);
  }
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const file = `${out}/${name}-${lang}-${path.replace(/\W+/g, '_') || 'home'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.SHOT_FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
