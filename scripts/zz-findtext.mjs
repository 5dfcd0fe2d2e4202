import { chromium } from '@playwright/test';
const [url, lang, re, email] = process.argv.slice(2);
const base = new URL(url).origin;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const c = await b.newContext(); await c.addCookies([{ name: 'kala_lang', value: lang, url: base }]);
if (email) { const r = await fetch(base + '/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo1234' }) }); await c.addCookies([{ name: 'kala_token', value: (await r.json()).token, url: base }]); }
const p = await c.newPage(); await p.goto(url, { waitUntil: 'networkidle' });
console.log((await p.evaluate(() => document.body.innerText)).split('\n').filter((l) => new RegExp(re).test(l)).join('\n'));
await b.close();
