import { chromium } from '@playwright/test';
const [url, email] = process.argv.slice(2);
const base = new URL(url).origin;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const c = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
if (email) { const r = await fetch(base + '/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo1234' }) }); await c.addCookies([{ name: 'kala_token', value: (await r.json()).token, url: base }]); }
const p = await c.newPage(); await p.goto(url, { waitUntil: 'networkidle' });
console.log(await p.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('main *')) {
    const r = el.getBoundingClientRect();
    if (r.right > innerWidth + 0.5 && r.width > 0) out.push(`${el.tagName}.${el.className} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
  }
  let el = document.querySelector('main nav'); while (el && el !== document.body) { const r = el.getBoundingClientRect(); const cs = getComputedStyle(el); out.push(`^ ${el.tagName}.${el.className} left=${Math.round(r.left)} w=${Math.round(r.width)} display=${cs.display} cols=${cs.gridTemplateColumns} minw=${cs.minWidth} pad=${cs.padding}`); el = el.parentElement; }
  return out.slice(-12).join('\n');
}));
await b.close();
