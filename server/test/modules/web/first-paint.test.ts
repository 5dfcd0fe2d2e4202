// A visitor's first paint (issue 7): the page's first pictures and names written into the HTML, the
// shell's code started only after them, and the page's policy allowing exactly its one inline style and
// one inline script.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { runInNewContext } from 'node:vm';
import path from 'node:path';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import type { ImageSet } from '@kala/shared/contracts/media';
import { discoverWeb } from '../../../src/config';
import { firstPaint } from '../../../src/modules/web/first-paint';
import { shellPage } from '../../../src/modules/web/shell-page';
import { matchRoute } from '@kala/shared/routing';
import { contractRoutes } from '@kala/shared/routing/published';
import { TEXT_CUTS } from '@kala/shared/constants';
import { truncate } from '@kala/shared/rules';

const routeAt = (pathname: string) => matchRoute(contractRoutes(), pathname)?.route ?? null;
import { createTestApp, get, testConfig } from '../../support/app';

const set = (slug: string): ImageSet => ({
  slug,
  alt: '',
  sizes: [
    { sizeName: 'thumbnail', fileName: `artworks/${slug}-thumbnail.webp`, width: 320, height: 400 },
    { sizeName: 'gallery', fileName: `artworks/${slug}-gallery.webp`, width: 640, height: 800 },
  ],
});
const work = (name: string, slug: string, artist: string) => ({ name, slug, image: set(slug), author: { name: artist } }) as unknown as Artwork;
const listing = { status: 'success', message: [work('Rooftops <Patan>', 'rooftops', 'Prerana "P" Thapa'), work('Prayer Flags', 'flags', 'Aarati Shrestha')] };

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kala-first-paint-'));
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  mkdirSync(path.join(root, 'shell'), { recursive: true });
  symlinkSync(path.join(root, 'dist'), path.join(root, 'shell/dist'));
  // As Rsbuild writes it: the entry as a deferred script, an empty root.
  writeFileSync(
    path.join(root, 'dist/index.html'),
    '<!DOCTYPE html><html><head><title>Kala</title><script defer src="/static/js/index.1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'dist/startup.json'), JSON.stringify({ start: ['/static/js/async/react.2.js'], pages: {} }));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("paints a listing's first works, their pictures as the page asks for them and their names as data, escaped", () => {
  const paint = firstPaint('gallery', listing);
  expect(paint).toContain('<div id="kala-first" class="kfp kfp-listing kfp-en" data-fonts="d700/27.2 ');
  // The fonts the listing lays out, warmed by the start script with a word in the page's language: a phone's
  // list (the footer's navigation, the smaller heading) and a wider screen's (the header's links, the larger).
  expect(paint).toMatch(/ data-fonts="[^"]*t400\/16 [^"]*" data-fonts-wide="[^"]*t400\/16 [^"]*" data-font-sample="Ka" aria-hidden="true">/);
  const [, phone, wide] = / data-fonts="([^"]*)" data-fonts-wide="([^"]*)"/.exec(paint)!;
  expect(phone.split(' ')).toEqual(expect.arrayContaining(['t400/11.2', 'd600/25.6']));
  expect(phone.split(' ')).not.toContain('t500/16');
  expect(wide.split(' ')).toEqual(expect.arrayContaining(['t500/16', 'd600/35.2']));
  expect(wide.split(' ')).not.toContain('t400/11.2');
  // Worded as the page's card: its name and "by" the artist, in the page's language.
  expect(paint).toContain('data-t="Rooftops &lt;Patan&gt;"');
  expect(paint).toContain('data-t="by Prerana &quot;P&quot; Thapa"');
  expect(firstPaint('gallery', listing, 'ne')).toContain('data-t="Aarati Shrestha द्वारा"');
  // A name is put in as it is, never read as a replacement pattern.
  expect(firstPaint('gallery', { status: 'success', message: [work('Untitled', 'u', 'Studio $& $1')] })).toContain('data-t="by Studio $&amp; $1"');
  expect(paint).toContain('srcset="/media/artworks/rooftops-thumbnail.webp 320w, /media/artworks/rooftops-gallery.webp 640w"');
  // Only the first picture is asked for first; no links.
  expect(paint.match(/fetchpriority="high"/g)).toHaveLength(1);
  expect(paint).not.toMatch(/<a /);
  // A long name is cut where the card cuts it (TEXT_CUTS.artworkName), not where the paint's box would.
  expect(firstPaint('gallery', { status: 'success', message: [work('Festival Prayer Flags Nagarkot', 'flags', 'Aarati Shrestha')] })).toContain(`data-t="${truncate('Festival Prayer Flags Nagarkot', TEXT_CUTS.artworkName)}"`);
  expect(truncate('Festival Prayer Flags Nagarkot', TEXT_CUTS.artworkName)).not.toBe('Festival Prayer Flags Nagarkot');
  // Nothing to paint: no first paint at all.
  expect(firstPaint('gallery', { status: 'success', message: [] })).toBe('');
  expect(firstPaint('studio', listing)).toBe('');
});

it("paints the feed's newest post as data, its text cut as the page cuts it, held until the page's own post is in", () => {
  const long = `Rooftops <at> dawn\n${'x'.repeat(400)}`;
  const post = { post: long, picture: set('dawn'), youtube_url: null, author: { name: 'Asmita "A" Bhandari' } };
  const paint = firstPaint('feed', { status: 'success', message: [post, { ...post, post: 'second' }] }, 'ne', true);
  // Laid out for a signed-in viewer (the new-post form above) in the page's language; the shell holds it by the mark.
  expect(paint).toContain('<div id="kala-first" class="kfp kfp-feed kfp-ne kfp-in" data-hold="[data-replaces-first-paint]" data-fonts="');
  expect(paint).toContain('data-font-sample="Kaक१" aria-hidden="true">');
  expect(paint).toContain('data-t="Asmita &quot;A&quot; Bhandari"');
  expect(paint).toContain(`data-t="Rooftops &lt;at&gt; dawn\n${'x'.repeat(300 - 'Rooftops <at> dawn\n'.length)}…"`);
  expect(paint).toContain('sizes="(max-width: 760px) 100vw, 680px"');
  expect(paint).not.toContain('second');
  // A visitor's: no form above; a video post: its place; no posts: no paint.
  expect(firstPaint('feed', { message: [{ ...post, picture: null, youtube_url: 'https://www.youtube.com/watch?v=abcdefghijk' }] })).toContain(
    'class="kfp kfp-feed kfp-en" data-hold="[data-replaces-first-paint]"',
  );
  expect(firstPaint('feed', { message: [{ ...post, picture: null, youtube_url: 'https://www.youtube.com/watch?v=abcdefghijk' }] })).toContain('<div class="kfp-video"></div>');
  expect(firstPaint('feed', { status: 'success', message: [] })).toBe('');
});

it("paints a viewer's cart lines as the page lays them out: names and prices as data in the page's language, the words' places blank", () => {
  const work = (name: string, price: number, stock = 3) => ({ id: name, _id: name, slug: name, name, image: `artworks/${name}-thumbnail.webp`, priceField: '', price, author: { name: 'Aarati', slug: 'aarati', role: 20 }, stock });
  const cart = (products: unknown[]) => ({ status: 'success', data: { products } });
  const lines = [
    { product_id: work('Rooftops <Patan>', 12500), quantity: 2, addedPrice: 12500 },
    { product_id: work('Dawn', 8000, 0), quantity: 1, addedPrice: 8000 },
    { product_id: work('Rain', 9000), quantity: 1, addedPrice: 7000 },
  ];
  const paint = firstPaint('cart', cart(lines), 'ne', true);
  expect(paint).toContain('<div id="kala-first" class="kfp kfp-cart kfp-ne kfp-in" data-hold="[data-replaces-first-paint]" data-fonts="');
  expect(paint).toContain('data-t="Rooftops &lt;Patan&gt;"');
  expect(paint).toContain('<img src="/media/artworks/Dawn-thumbnail.webp" width="64" height="64" alt="">');
  // A line's price is price × quantity; the total leaves out the sold-out line; Devanagari digits in Nepali.
  expect(paint).toContain('<p class="kfp-price" data-t="रु. २५,०००"></p>');
  expect(paint).toContain('<p class="kfp-total" data-t="रु. ३४,०००"></p>');
  // Rows as the page has them: 'by' on every line, the quantity on the first, the sold-out mark on the second, the old price on the third.
  const rows = [...paint.matchAll(/<div class="kfp-line(?: kfp-out)?">(.*?)<p class="kfp-remove"/g)].map(([, line]) => line!.match(/kfp-(muted|badge)/g));
  expect(rows).toEqual([['kfp-muted', 'kfp-muted'], ['kfp-muted', 'kfp-badge'], ['kfp-muted', 'kfp-muted']]);
  expect(paint).toContain('<div class="kfp-line kfp-out">');
  // Under the lines, the hint's place (a line is sold out), the total, the button's place.
  expect(paint).toMatch(/<\/div><\/div><div class="kfp-muted"><\/div><p class="kfp-total" [^>]+><\/p><div class="kfp-proceed"><\/div><\/div><\/div>$/);
  // No words of the interface, no links, no controls.
  expect(paint).not.toMatch(/<a |<button|by |Cart|कार्ट/);
  // An empty cart, or no answer: no paint. A long cart is painted down to its eighth line, without a foot.
  expect(firstPaint('cart', cart([]), 'en', true)).toBe('');
  expect(firstPaint('cart', undefined, 'en', true)).toBe('');
  const long = firstPaint('cart', cart(Array.from({ length: 9 }, (_, i) => ({ product_id: work(`w${i}`, 100), quantity: 1, addedPrice: 100 }))), 'en', true);
  expect(long.match(/class="kfp-line[ "]/g)).toHaveLength(8);
  expect(long).not.toContain('kfp-total');
});

it("paints the login page's tabs in the page's language, with no data", () => {
  expect(firstPaint('login', null)).toContain('<p class="kfp-on" data-t="Login"></p><p data-t="Register Via Email"></p>');
  expect(firstPaint('login', null, 'ne')).toContain('data-t="लगइन"');
  expect(firstPaint('login', null, 'zh')).toContain('data-t="邮箱注册"');
});

it('chooses the language as the page will: its cookie, else the browser’s first language, for visitors only', async () => {
  const t = await createTestApp(testConfig({}, { web: discoverWeb(root) }));
  try {
    const tabOf = async (headers: Record<string, string>) => /class="kfp-on" data-t="([^"]+)"/.exec(await (await get(t, '/login', headers)).text())?.[1];
    expect(await tabOf({ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).toBe('登录');
    expect(await tabOf({ 'accept-language': 'zh-CN', cookie: 'kala_lang=ne' })).toBe('लगइन');
    expect(await tabOf({ 'accept-language': 'fr-FR' })).toBe('Login');
    expect(await tabOf({ cookie: 'kala_token=abc' })).toBeUndefined();
  } finally {
    await t.close();
  }
});

it("puts the paint in the root and starts the shell's code from the page's start list instead of the head", () => {
  const early = { answers: {}, picture: '<link rel="preload" as="image" href="/media/x.webp">', paint: firstPaint('gallery', listing), meta: null, viewer: null };
  const page = shellPage(path.join(root, 'dist'), routeAt('/gallery/all'), { remotes: [] }, () => undefined, early)!;
  expect(page).not.toContain('<script defer src="/static/js/index.1.js">');
  expect(page).not.toContain('<link rel="preload" as="script"');
  const start = JSON.parse(/<script type="application\/json" id="kala-start">(.*?)<\/script>/.exec(page)![1]!);
  expect(start).toEqual({ entry: '/static/js/index.1.js', preload: ['/static/js/async/react.2.js'] });
  expect(page).toMatch(/<div id="root"><div class="kfp" aria-hidden="true">.*<\/div><script>\(function/);
  // The picture's preload still comes first in the head.
  expect(page.indexOf('rel="preload" as="image"')).toBeLessThan(page.indexOf('<style>'));
});

it("writes what it puts into the page as it is: a work's words holding '$&', \"$'\" or '$`' copy no part of the page", () => {
  const odd = "Dusk $' over $& the $` river";
  const meta = { title: odd, description: odd, url: 'https://kala.test/artwork/dusk', image: null };
  const early = { answers: { '/api/x': { status: 200, body: { message: { name: odd } } } }, picture: '', paint: firstPaint('artwork', { message: { ...work(odd, 'dusk', odd), image: set('dusk') } }), meta, viewer: null };
  const painted = shellPage(path.join(root, 'dist'), routeAt('/gallery/all'), { remotes: [] }, () => undefined, early)!;
  const barOnly = shellPage(path.join(root, 'dist'), routeAt('/feed'), { remotes: [] }, () => undefined, { ...early, paint: '' })!;
  for (const page of [painted, barOnly]) {
    expect(page.match(/<\/head>/g)).toHaveLength(1);
    expect(page.match(/<div id="root">/g)).toHaveLength(1);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain(`<title>${odd.replace('&', '&amp;')}</title>`);
    expect(JSON.parse(/<script type="application\/json" id="kala-data">(.*?)<\/script>/.exec(page)![1]!)).toEqual(early.answers);
  }
  expect(painted).toContain(`data-t="${odd.replace('&', '&amp;')}"`);
});

it('paints the header bar alone on a page it has nothing else for (a signed-in visit, the feed), and keeps the entry script', () => {
  const page = shellPage(path.join(root, 'dist'), routeAt('/feed'), { remotes: [] }, () => undefined, null)!;
  expect(page).toContain('<div id="root"><div class="kfp" aria-hidden="true"><div class="kfp-bar"><span class="kfp-logo" data-t="Kala"></span></div></div></div>');
  expect(page).toContain('<script defer src="/static/js/index.1.js">');
  expect(page).not.toContain('id="kala-first"');
  // The bar's style is the painted pages' one (allowed by its hash), in the head.
  expect(page.indexOf('<style>')).toBeGreaterThan(-1);
  expect(page.indexOf('<style>')).toBeLessThan(page.indexOf('</head>'));
});

/** The gallery's page as a visitor gets it (painted, no picture preload), and its one inline script. */
const paintedGallery = () =>
  shellPage(path.join(root, 'dist'), routeAt('/gallery/all'), { remotes: [] }, () => undefined, {
    answers: {},
    picture: '',
    paint: firstPaint('gallery', listing),
    meta: null,
    viewer: null,
  })!;
const inlineScript = (page: string) => /<script>([\s\S]*?)<\/script>/.exec(page)![1]!;

it("allows the page's inline style and script by their hashes, and nothing else inline", async () => {
  const t = await createTestApp(testConfig());
  try {
    const policy = (await get(t, '/gallery/all')).headers.get('content-security-policy')!;
    const page = paintedGallery();
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)![1]!;
    const script = inlineScript(page);
    expect(/style-src ([^;]*)/.exec(policy)![1]!.split(' ')).toEqual(["'self'", hash(style)]);
    expect(/script-src ([^;]*)/.exec(policy)![1]!.split(' ')).toEqual(["'self'", hash(script)]);
    expect(policy).not.toContain('unsafe-inline');
  } finally {
    await t.close();
  }
});

it("asks for every start file once, in order and the entry last, a few ms of the main thread per task", async () => {
  const script = inlineScript(paintedGallery());
  // A slow phone: asking for a file costs 3 ms of its main thread (the clock is the page's, not the test's).
  const preload = Array.from({ length: 11 }, (_, i) => `/static/js/async/${i}.js`).concat('/static/css/async/t.css');
  const entry = '/static/js/index.1.js';
  let now = 0;
  let task = 0;
  const tasks: Array<() => void> = [];
  const asked: Array<{ href: string; element: Record<string, string>; task: number }> = [];
  const element = (tag: string) => ({ tag }) as Record<string, string>;
  const sandbox = {
    JSON,
    Array,
    Promise,
    performance: { now: () => now },
    setTimeout: (run: () => void) => tasks.push(run),
    requestAnimationFrame: (run: () => void) => tasks.push(run),
    MessageChannel: class {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
    },
    document: {
      getElementById: (id: string) => (id === 'kala-start' ? { textContent: JSON.stringify({ entry, preload }) } : null),
      querySelectorAll: () => [],
      createElement: element,
      head: {
        appendChild: (el: Record<string, string>) => {
          asked.push({ href: el.href ?? el.src!, element: el, task });
          now += 3;
        },
      },
    },
  };
  runInNewContext(script, sandbox);
  // The page's tasks, one at a time, each after the microtasks of the one before.
  for (let turns = 0; turns < 100; turns++) {
    await new Promise((resolve) => setImmediate(resolve));
    const next = tasks.shift();
    if (!next) break;
    task += 1;
    next();
  }
  expect(asked.map((a) => a.href)).toEqual([...preload, entry]);
  expect(asked.slice(0, -1).every((a) => a.element.tag === 'link' && a.element.rel === 'preload')).toBe(true);
  expect(asked.at(-2)!.element.as).toBe('style');
  expect(asked.at(-1)!.element).toMatchObject({ tag: 'script', src: entry });
  // At most two files (6 ms) a task: a 15 ms slice would have held the thread for five.
  const perTask = new Map<number, number>();
  for (const a of asked) perTask.set(a.task, (perTask.get(a.task) ?? 0) + 1);
  expect(Math.max(...perTask.values())).toBeLessThanOrEqual(2);
  expect(perTask.size).toBeGreaterThanOrEqual(6);
});
