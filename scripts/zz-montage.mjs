import { chromium } from '@playwright/test';
import { readdirSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
const dir = path.resolve(process.argv[2] ?? '.tmp/shots'); const out = path.resolve(process.argv[3] ?? '.tmp/mont'); mkdirSync(out, { recursive: true });
const keys = readdirSync(dir).filter((f) => f.startsWith('mobile-en-')).map((f) => f.slice('mobile-en-'.length));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--allow-file-access-from-files'] });
const p = await b.newPage({ viewport: { width: 1182, height: 400 } });
for (const k of keys) {
  const img = (n, w) => `<img src="data:image/png;base64,${readFileSync(`${dir}/${n}-${k}`).toString('base64')}" style="width:${w}px;border:1px solid #888;vertical-align:top">`;
  await p.setContent(`<body style="margin:0;background:#ddd">${['mobile-en', 'mobile-ne', 'mobile-zh'].map((n) => img(n, 390)).join('')}<br>${['desktop-ne', 'desktop-zh'].map((n) => img(n, 588)).join('')}</body>`);
  await p.waitForLoadState('load');
  await p.screenshot({ path: `${out}/${k}`, fullPage: true });
}
await b.close();
