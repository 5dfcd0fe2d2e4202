import { chromium } from '@playwright/test';
const [url] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage(); p.on('console', (m) => console.log('console', m.type(), m.text())); p.on('response', (r) => r.status() >= 400 && console.log(r.status(), r.url()));
await p.goto(url, { waitUntil: 'networkidle' }); console.log(p.url());
await b.close();
