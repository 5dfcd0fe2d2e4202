// Take screenshots of the running app for a look: node scripts/screenshots.mjs [baseUrl] [outDir] [lang]
// Desktop 1366 px and mobile 390 px. By default a few public pages, logged out (SHOT_LOGIN=email:password
// logs in first; SHOT_PAGES=/a,/b picks the pages). SHOT_PAGES=every takes every route of the route table
// (docs/architecture.md) with real slugs and ids from the demo data, each as the person it needs (a
// visitor, the demo buyer or the demo artist), and also writes <outDir>/every-<lang>.txt: per shot, what a
// look might miss (the page wider than the screen, Latin digits in Nepali).
/* global document, innerWidth -- findings() runs in the page */
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';

const [base = 'http://localhost:8080', out = '.tmp/shots', lang = 'en'] = process.argv.slice(2);
const DEMO = { buyer: 'demo.buyer@kala.test', artist: 'demo.artist@kala.test', password: 'demo1234' };
mkdirSync(out, { recursive: true });

const json = async (path, token) => (await fetch(base + path, { headers: token ? { authorization: `JWT ${token}` } : {} })).json();
async function login(email, password) {
  const res = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return res.json();
}

/** [who, path] for every route, its parameters taken from the demo data. */
async function everyPage() {
  const buyer = await login(DEMO.buyer, DEMO.password);
  const artist = await login(DEMO.artist, DEMO.password);
  const [work] = (await json(`/api/user/gallery/${artist.user._id}`)).message;
  const [post] = (await json('/api/feed/allPosts?total=1')).message;
  const [exhibition] = (await json('/api/exhibitions')).message;
  const [room] = (await json('/chat/rooms', buyer.token)).message;
  const b = buyer.user.slug;
  const a = artist.user.slug;
  const visitor = ['/', '/gallery/all', '/store/all', '/studios', '/search/thangka', `/artwork/${work.slug}`, '/feed', `/feed/${post._id}`];
  const visitor2 = ['/exhibitions', `/exhibition-${exhibition.slug}`];
  const shell = ['/login', '/resetpassword', '/resetpassword/not-a-token', '/verify', '/privacy-policy', '/terms-conditions', '/404', '/no/such/page'];
  // Studio pages are for the logged-in (spec §2 access rules).
  const asBuyer = [`/studios/${a}`, `/studios/${a}/work`, `/studios/${a}/feed`, `/profile/${b}`, `/profile/${b}/work`, `/profile/${b}/feed`, `/user/${b}`, `/${b}/likedArt`, `/${b}/follows`, `/${b}/followers`, `/${b}/following`];
  const asBuyer2 = ['/notifications', '/edit', '/privacy', `/${b}/get-studio`, `/${b}/artist-code`, '/cart', '/checkout', '/checkout/success', '/checkout/failure', '/order', '/inbox', `/messages/${room?._id}`];
  const asArtist = ['/upload', `/artwork/${work.slug}/edit`, '/sales', `/studio/${a}/likedArt`];
  return [
    ...[...visitor, ...visitor2, ...shell].map((p) => [null, p]),
    ...[...asBuyer, ...asBuyer2].map((p) => [buyer.token, p]),
    ...asArtist.map((p) => [artist.token, p]),
  ];
}

/** What a look might miss: a page wider than the screen, Latin digits in Nepali (people's own text aside). */
function findings(language) {
  const problems = [];
  if (document.documentElement.scrollWidth > innerWidth + 1) problems.push(`page ${document.documentElement.scrollWidth} px wide`);
  if (language === 'ne') {
    const ui = document.body.innerText.match(/\S*[0-9]\S*/g) ?? [];
    if (ui.length) problems.push(`Latin digits: ${[...new Set(ui)].slice(0, 12).join(' ')}`);
  }
  return problems;
}

async function pagesToShoot() {
  if (process.env.SHOT_PAGES === 'every') return everyPage();
  const paths = (process.env.SHOT_PAGES ?? '/,/gallery/all,/store/all,/studios,/login,/search/land').split(',');
  const token = process.env.SHOT_LOGIN ? (await login(...process.env.SHOT_LOGIN.split(':'))).token : null;
  return paths.map((p) => [token, p]);
}

const shots = await pagesToShoot();
const report = [];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, viewport] of [['desktop', { width: 1366, height: 900 }], ['mobile', { width: 390, height: 844 }]]) {
  const contexts = new Map();
  for (const [token, path] of shots) {
    if (!contexts.has(token)) {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce', ...(name === 'mobile' && { isMobile: true, hasTouch: true }) });
      await context.addCookies([{ name: 'kala_lang', value: lang, url: base }, ...(token ? [{ name: 'kala_token', value: token, url: base }] : [])]);
      contexts.set(token, await context.newPage());
    }
    const page = contexts.get(token);
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800); // a look, not a test: let pictures and fonts settle
    const file = `${out}/${name}-${lang}-${path.replace(/\W+/g, '_') || 'home'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.SHOT_FULL === '1' });
    const problems = await page.evaluate(findings, lang);
    report.push(`${file}${problems.length ? `: ${problems.join('; ')}` : ''}`);
    console.log(report.at(-1));
  }
  for (const page of contexts.values()) await page.context().close();
}
await browser.close();
if (process.env.SHOT_PAGES === 'every') writeFileSync(`${out}/every-${lang}.txt`, `${report.join('\n')}\n`);
