import { chromium } from '@playwright/test';
import { readdirSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
const dir = path.resolve('.tmp/shots'); const out = path.resolve('.tmp/grid'); mkdirSync(out, { recursive: true });
const files = readdirSync(dir).filter((f) => f.startsWith('desktop-en-'));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1370, height: 400 } });
for (let i = 0; i < files.length; i += 4) {
  const imgs = files.slice(i, i + 4).map((f) => `<img src="data:image/png;base64,${readFileSync(`${dir}/${f}`).toString('base64')}" style="width:683px;border:1px solid #888;vertical-align:top">`).join('');
  await p.setContent(`<body style="margin:0;background:#ddd">${imgs}</body>`);
  await p.screenshot({ path: `${out}/g${String(i / 4).padStart(2, '0')}.png`, fullPage: true });
  console.log(i / 4, files.slice(i, i + 4).join(' '));
}
await b.close();
