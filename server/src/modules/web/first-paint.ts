// A first paint, written by the server into the page it serves (issue 7, "a fast first visit"):
// the page's first pictures and their names, laid out where the page will show them, so a phone on a slow
// network paints the work as soon as the HTML and the picture are in, instead of after the shell and the
// remote have downloaded and run. The shell keeps it over the page until the page's own first picture has
// loaded (shell/src/app/first-paint.ts), then removes it: nothing moves, so nothing shifts.
//
// It is a picture of the page, not the page: hidden from assistive technology, no links, no controls, and
// its words drawn from data attributes by CSS, so nothing is read out or found twice while both are on
// screen. Pictures pages carry their data's words (names; a listing's cards also their "by"), the login page
// its tabs, in the language the page will choose (the language cookie, else the browser's). The feed is
// painted for a signed-in viewer too (issue 26 §2): its first post is the page's largest paint, and the
// server has it in hand; so is a viewer's cart, whose lines are.
import { createHash } from 'node:crypto';
import { BREAKPOINTS, DEFAULT_LANGUAGE, FONT_STACKS, TEXT_CUTS, type Language } from '@kala/shared/constants';
import { truncate } from '@kala/shared/rules';
import { checkoutTotals, formatPaisa, toCheckoutLine, type CheckoutLine } from '@kala/shared/commerce';
import { IMAGE_SIZES, REPLACES_FIRST_PAINT, mediaUrl, picturePreload } from '@kala/shared/first-data';
import { fillPlaceholders, TEXTS } from '@kala/shared/server-texts';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import type { ImageSet } from '@kala/shared/contracts/media';
import { attr } from './html';

/** Cards painted on a listing: its first row on a wide screen, two rows on a phone. */
const LISTING_CARDS = 5;

/**
 * The widths at and under which the feed's new-post form is 48 px taller in each language: its picture
 * button, its video label and the video field (220 px at least) no longer fit one row. Measured; a language
 * not listed is painted as English, and a miss shows as a jump when the paint leaves, never as a shift.
 */
const POST_FORM_WRAPS_AT: Partial<Record<Language, number>> = { en: 486, ne: 506, zh: 456 };
const postFormWraps = Object.entries(POST_FORM_WRAPS_AT)
  .map(([language, width]) => `@media (max-width:${width}px){.kfp-in.kfp-${language} .kfp-post{margin-top:300px}}`)
  .join('\n');

// The page's measures (tokens.css, the header, the catalogue's page CSS), repeated here: this style must
// work before any of those files has arrived. Breakpoints as spec §9 (BREAKPOINTS in @kala/shared).
// A listing's grid starts under the page's heading, whose size follows the width (heading.module.css's
// clamp, at the body's line height of 1.5). first-visit.spec.ts compares the paint with the page at every width.
const CSS = `body{margin:0;background:#fff;color:#1d1b1a;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}
.kfp [data-t]::before{content:attr(data-t)}
.kfp-bar{box-sizing:border-box;height:65px;max-width:1440px;margin:0 auto;padding:0 clamp(16px,3vw,40px) 0 72px;display:flex;align-items:center;border-bottom:1px solid #e8e4e1}
.kfp-logo{font:700 1.7rem/1 Georgia,'Times New Roman',serif;letter-spacing:.02em;color:#984b48}
@media (min-width:1100px){.kfp-bar{padding-left:clamp(16px,3vw,40px)}}
#kala-first{box-sizing:border-box;max-width:1440px;margin:0 auto;background:#fff;pointer-events:none}
#kala-first.kfp-held{position:absolute;left:0;right:0;z-index:900}
.kfp p{margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.kfp img{display:block}
.kfp-home .kfp-banner{position:relative;aspect-ratio:3.2/1;overflow:hidden;background:#f7f5f3}
.kfp-home img{width:100%;height:100%;object-fit:cover}
.kfp-caption{position:absolute;left:0;right:0;bottom:0;padding:48px clamp(16px,3vw,40px) 24px;color:#fff;background:linear-gradient(to top,rgb(0 0 0/45%),rgb(0 0 0/0%))}
.kfp-title{font:600 clamp(1.25rem,2.4vw,2rem)/1.5 Georgia,'Times New Roman',serif;text-shadow:0 1px 8px rgb(0 0 0/30%)}
.kfp-caption .kfp-by{margin-top:4px;font-size:.9rem}
@media (max-width:999px){.kfp-home .kfp-banner{aspect-ratio:4/3}.kfp-caption{padding-bottom:48px}}
.kfp-listing{--kfp-heading:clamp(1.6rem,3vw,2.2rem);padding:calc(288px + 1.5 * var(--kfp-heading)) clamp(16px,3vw,40px) 0;display:grid;grid-template-columns:repeat(5,minmax(0,1fr));gap:32px 24px}
.kfp-frame{display:flex;align-items:flex-end;justify-content:center;aspect-ratio:1/1;overflow:hidden}
.kfp-frame img{width:100%;height:100%;object-fit:contain;object-position:center bottom}
.kfp-card{padding-bottom:calc(2px + .9rem * 1.35)}
.kfp-card .kfp-name{padding-top:8px;font-size:1rem;font-weight:600;line-height:1.35}
.kfp-card .kfp-by{margin-top:2px;font-size:.9rem;line-height:1.35;color:#5d5856}
@media (max-width:1199px){.kfp-listing{grid-template-columns:repeat(4,minmax(0,1fr))}}
@media (max-width:667px){.kfp-listing{padding-top:calc(125.57px + 1.5 * var(--kfp-heading));grid-template-columns:repeat(3,minmax(0,1fr));gap:24px 12px}}
@media (max-width:481px){.kfp-listing{grid-template-columns:repeat(2,minmax(0,1fr))}}
.kfp-artwork{padding:32px clamp(16px,3vw,40px) 0;display:grid;grid-template-columns:minmax(0,3fr) minmax(280px,2fr);gap:48px}
.kfp-stage{height:min(72vh,680px);display:flex;align-items:center;justify-content:center;background:#f7f5f3}
.kfp-stage img{max-width:100%;max-height:100%;width:auto;height:auto}
.kfp-h1{font:600 clamp(1.5rem,2.6vw,2.08rem)/1.2 Georgia,'Times New Roman',serif;white-space:normal}
.kfp-info .kfp-by{margin-top:16px;font-weight:600}
@media (max-width:900px){.kfp-artwork{grid-template-columns:minmax(0,1fr);gap:24px}}
@media (max-width:480px){.kfp-stage{height:min(60vh,420px)}}
.kfp-login{display:grid;min-height:calc(100vh - 65px)}
.kfp-art{display:none;align-content:end;padding:48px;color:#fff;background:radial-gradient(circle at 30% 30%,#e7b07a 0 18%,transparent 19%),radial-gradient(circle at 70% 65%,#2f4858 0 22%,transparent 23%),linear-gradient(135deg,#984b48,#5b2a28 60%,#1d1b1a)}
.kfp-art p{max-width:18ch;white-space:normal;font:2rem/1.2 Georgia,'Times New Roman',serif}
@media (min-width:900px){.kfp-login{grid-template-columns:1.1fr 1fr}.kfp-art{display:grid}}
.kfp-panel{box-sizing:border-box;width:min(100%,440px);margin:0 auto;padding:32px clamp(16px,3vw,40px)}
.kfp-tabs{display:flex;border-bottom:1px solid #e8e4e1}
.kfp .kfp-tabs p{flex:1;padding:12px 8px;text-align:center;white-space:normal;font-weight:600;color:#5d5856;border-bottom:2px solid transparent}
.kfp .kfp-tabs .kfp-on{color:#984b48;border-bottom-color:#984b48}
@media (min-width:600px){.kfp .kfp-tabs p{flex:1 0 auto;white-space:nowrap}}
.kfp-feed{padding:24px clamp(16px,3vw,40px) 0;display:grid;grid-template-columns:260px minmax(0,680px);gap:32px;justify-content:center}
.kfp-post{grid-column:2;display:grid;gap:12px;padding:16px;border:1px solid #e8e4e1;border-radius:6px}
.kfp-in .kfp-post{margin-top:252px}
.kfp-head{display:grid;grid-template-columns:44px minmax(0,1fr);gap:0 12px;align-items:center}
.kfp-face{grid-row:span 2;width:44px;height:44px;border-radius:50%;background:#f7f5f3}
.kfp .kfp-author{font-weight:600;line-height:24px;white-space:normal;overflow-wrap:anywhere}
.kfp-when{height:19px}
.kfp .kfp-text{white-space:pre-line;overflow-wrap:anywhere;line-height:1.55}
.kfp-post img{width:100%;height:auto;border-radius:6px;background:#f7f5f3}
.kfp-video{aspect-ratio:16/9;border-radius:6px;background:linear-gradient(135deg,#2b2d42,#5d3a3a)}
@media (max-width:900px){.kfp-feed{grid-template-columns:minmax(0,1fr);padding-top:182px}.kfp-post{grid-column:1}}
@media (max-width:480px){.kfp-in .kfp-head{padding-bottom:44px}}
#kala-first.kfp-cart{max-width:760px;padding:24px clamp(16px,3vw,40px) 0;display:grid;gap:16px}
.kfp-cart-title{height:1.5em;margin:.67em 0;font-size:clamp(1.6rem,3vw,2.2rem)}
.kfp-lines{border-top:1px solid #e8e4e1}
.kfp-line{display:grid;grid-template-columns:64px minmax(0,1fr) auto auto;align-items:center;gap:12px;padding:12px 0;border-bottom:1px solid #e8e4e1}
.kfp-line img{width:64px;height:64px;object-fit:cover;border-radius:6px;background:#f7f5f3}
.kfp-out img,.kfp-out .kfp-price{opacity:.45}
.kfp-line-text{display:grid;gap:2px;min-width:0}
.kfp .kfp-line-name{font-weight:600;white-space:normal;overflow-wrap:anywhere}
.kfp-muted{height:21px}
.kfp-badge{height:19.5px}
.kfp .kfp-price{font-variant-numeric:tabular-nums}
.kfp .kfp-remove{visibility:hidden;padding:0 13px;font-size:.9rem;font-weight:600;line-height:32px}
.kfp .kfp-total{font-size:1.125rem;font-weight:700;text-align:right;font-variant-numeric:tabular-nums}
.kfp-proceed{height:40px}
${postFormWraps}`;

/** The widest screen that warms a page's `phone` fonts: the gallery's three columns (BREAKPOINTS.gallery.cols3). */
const PHONE_WIDTH = BREAKPOINTS.gallery.cols3;

// Starts the shell's code once the first paint's pictures are on screen (decoded, then one frame), or after
// a second at most: until then the pictures have the network to themselves. Then every file of the start
// is asked for (the page's `kala-start`: the preloads shell-page.ts lists, then the shell's entry). Asking
// costs the main thread a few ms a file on a slow phone, so the files are asked for in slices of about
// 5 ms (React's scheduler's slice), each its own task, rather than in one long task that input would wait
// behind. Lighthouse emulates a slow phone by multiplying a fast machine's tasks (7.3× for a benchmarkIndex
// of 1,200 on ours): a slice of 15 ms became 110 ms, over the 50 ms that block (ADR 0031). The next slice is
// a message to the page, not a setTimeout, which browsers hold back 4 ms once timers nest five deep.
//
// Then, while those files download, the fonts the page will lay out are laid out once each, one a task,
// in a hidden box (the paint's data-fonts on a phone, data-fonts-wide on a wider screen: a stack's letter,
// the weight, the size in px). A font's first use at a size costs the browser a lookup: on Linux a call to
// the browser process, 2–6 ms each here, and an artwork page uses 11 on a phone. Otherwise they all fell in
// the layout after React's first commit, the longest task of the visit (ADR 0031's addenda).
const START = `(function () {
  var start = JSON.parse(document.getElementById('kala-start').textContent);
  var files = start.preload.concat(start.entry);
  var started = false;
  var first = document.getElementById('kala-first');
  var named = first && first.dataset[matchMedia('(max-width: ${PHONE_WIDTH}px)').matches ? 'fonts' : 'fontsWide'];
  var fonts = named ? named.split(' ') : [];
  var stacks = ${JSON.stringify({ t: FONT_STACKS.text, d: FONT_STACKS.display })};
  var box;
  function add(href) {
    var element;
    if (href === start.entry) {
      element = document.createElement('script');
      element.src = href;
    } else {
      element = document.createElement('link');
      element.rel = 'preload';
      element.as = /\\.css$/.test(href) ? 'style' : 'script';
      element.href = href;
    }
    document.head.appendChild(element);
  }
  var next = new MessageChannel();
  next.port1.onmessage = slice;
  function warm() {
    if (!box) {
      box = document.createElement('div');
      box.setAttribute('aria-hidden', 'true');
      box.style.cssText = 'position:absolute;top:0;left:0;visibility:hidden;pointer-events:none;white-space:nowrap';
      document.body.appendChild(box);
    }
    var font = fonts.shift().split('/');
    var text = document.createElement('span');
    text.style.font = font[0].slice(1) + ' ' + font[1] + 'px ' + stacks[font[0][0]];
    text.textContent = first.dataset.fontSample;
    box.appendChild(text);
    text.getBoundingClientRect();
  }
  function slice() {
    if (files.length > 0) {
      var until = performance.now() + 5;
      do add(files.shift()); while (files.length > 0 && performance.now() < until);
    } else warm();
    if (files.length > 0 || fonts.length > 0) next.port2.postMessage(0);
    else if (box) box.remove();
  }
  function go() {
    if (started) return;
    started = true;
    slice();
  }
  var pictures = Array.prototype.slice.call(document.querySelectorAll('#kala-first img'));
  Promise.all(pictures.map(function (picture) { return picture.decode().catch(function () {}); })).then(function () {
    requestAnimationFrame(function () { setTimeout(go); });
  });
  setTimeout(go, 1000);
})();`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy's sources for the page's one inline style and one inline script (nothing else inline runs). */
export const FIRST_PAINT_SOURCES = { style: sha256(CSS), script: sha256(START) };

export const FIRST_PAINT_STYLE = `<style>${CSS}</style>`;
export const FIRST_PAINT_START = `<script>${START}</script>`;

/** A picture as the page's <ArtworkImage> asks for it (as the page's preload does), so the page finds it downloaded. */
function picture(set: ImageSet | undefined, sizes: string, first: boolean): string {
  const p = set && picturePreload(set, sizes);
  if (!p) return '';
  const priority = first ? ' fetchpriority="high"' : '';
  return `<img src="${attr(p.href)}" srcset="${attr(p.srcset)}" sizes="${attr(p.sizes)}" width="${p.width}" height="${p.height}" alt=""${priority}>`;
}

const text = (className: string, value: string | undefined) => (value ? `<p${className ? ` class="${className}"` : ''} data-t="${attr(value)}"></p>` : '');

function home(answer: unknown): string {
  const slide = (answer as { slides?: { title?: string; imageMain?: ImageSet; linkArtist?: { name?: string } | null }[] } | undefined)?.slides?.[0];
  if (!slide?.imageMain) return '';
  const caption = `<div class="kfp-caption">${text('kfp-title', slide.title)}${text('kfp-by', slide.linkArtist?.name)}</div>`;
  return `<div class="kfp-banner">${picture(slide.imageMain, IMAGE_SIZES.banner, true)}${caption}</div>`;
}

/**
 * A listing's first cards as the page's ArtworkCard words them: the name cut as the card cuts it, the artist
 * in the language's "by".
 */
function listing(answer: unknown, language: Language): string {
  const works = ((answer as { message?: Artwork[] } | undefined)?.message ?? []).slice(0, LISTING_CARDS);
  const by = (name: string | undefined) => name && fillPlaceholders(TEXTS[language].card.by, () => name);
  return works
    .map((work, i) => `<div class="kfp-card"><div class="kfp-frame">${picture(work.image, IMAGE_SIZES.grid, i === 0)}</div>${text('kfp-name', truncate(work.name, TEXT_CUTS.artworkName))}${text('kfp-by', by(work.author?.name))}</div>`)
    .join('');
}

function artwork(answer: unknown): string {
  const work = (answer as { message?: Artwork } | undefined)?.message;
  if (!work?.image) return '';
  return `<div class="kfp-stage">${picture(work.image, IMAGE_SIZES.detail, true)}</div><div class="kfp-info">${text('kfp-h1', work.name)}${text('kfp-by', work.author?.name)}</div>`;
}

/**
 * The feed's first post where the page shows it: under the new-post form for a signed-in viewer, beside the
 * sorts on a wide screen and under their strip on a phone (feed-page.module.css, post-card.module.css);
 * its author and text as data, its picture as the post asks for it. Its time and actions are words of
 * the interface: their places are left blank.
 */
function feed(answer: unknown): string {
  // The fields painted, as the social contract's Post has them (this module reads no domain's contract).
  const post = (answer as { message?: { post: string; picture?: ImageSet | null; youtube_url?: string | null; author?: { name?: string } }[] } | undefined)?.message?.[0];
  if (!post) return '';
  const head = `<div class="kfp-head"><div class="kfp-face"></div>${text('kfp-author', post.author?.name)}<div class="kfp-when"></div></div>`;
  const media = post.picture ? picture(post.picture, IMAGE_SIZES.post, true) : post.youtube_url ? '<div class="kfp-video"></div>' : '';
  return `<div class="kfp-post">${head}${text('kfp-text', truncate(post.post, TEXT_CUTS.postPreview))}${media}</div>`;
}

/** The most lines a cart is painted with: more would run far below the fold, so the paint stops there. */
const CART_LINES = 8;

/**
 * A cart line as the cart page lays it out (line-item.tsx): its data painted; its words' places (by, qty,
 * marks) left blank, and its remove button's as wide as the button's ✕ (the name wraps in what is left).
 */
function cartLine({ line, pricePaisa, qty, soldOut, oldPricePaisa }: CheckoutLine, language: Language): string {
  const work = line.product_id;
  const rows = ['<div class="kfp-muted"></div>', qty > 1 ? '<div class="kfp-muted"></div>' : '', soldOut ? '<div class="kfp-badge"></div>' : '', oldPricePaisa !== null && !soldOut ? '<div class="kfp-muted"></div>' : ''];
  const thumb = `<img src="${attr(mediaUrl(work.image))}" width="64" height="64" alt="">`;
  return `<div class="kfp-line${soldOut ? ' kfp-out' : ''}">${thumb}<div class="kfp-line-text">${text('kfp-line-name', work.name)}${rows.join('')}</div>${text('kfp-price', formatPaisa(pricePaisa * qty, language))}<p class="kfp-remove" data-t="✕"></p></div>`;
}

/**
 * A signed-in viewer's cart (issue 26 §2: its largest paint is a line's name, which waited for the commerce
 * remote): the lines and the total as the page lays them out (cart-page.tsx), its heading, the words of each
 * line and the button left blank. A cart longer than CART_LINES is painted down to that line only.
 */
function cart(answer: unknown, language: Language): string {
  // The lines as the commerce pages read them (this module reads no domain's contract).
  const lines = ((answer as { data?: { products?: Parameters<typeof toCheckoutLine>[0][] } } | undefined)?.data?.products ?? []).filter((line) => line?.product_id).map(toCheckoutLine);
  if (lines.length === 0) return '';
  const painted = lines.slice(0, CART_LINES).map((line) => cartLine(line, language)).join('');
  const available = lines.filter((line) => !line.soldOut);
  const foot =
    lines.length > CART_LINES
      ? ''
      : `${available.length < lines.length ? '<div class="kfp-muted"></div>' : ''}${text('kfp-total', formatPaisa(checkoutTotals(available).totalPaisa, language))}${available.length > 0 ? '<div class="kfp-proceed"></div>' : ''}`;
  return `<div class="kfp-cart-title"></div><div class="kfp-lines">${painted}</div>${foot}`;
}

/** The login page's art and tabs, in the visitor's language (its largest words are what a visitor waits for). */
function login(_answer: unknown, language: Language): string {
  const texts = TEXTS[language];
  const tabs = `<div class="kfp-tabs"><p class="kfp-on" data-t="${attr(texts.account.loginTab)}"></p>${text('', texts.account.registerTab)}</div>`;
  return `<div class="kfp-art">${text('', texts.common.tagline)}</div><div class="kfp-panel">${tabs}</div>`;
}

/** The header bar, with the name where the shell's header shows it. */
const BAR = '<div class="kfp-bar"><span class="kfp-logo" data-t="Kala"></span></div>';

/**
 * Every other page (a signed-in visit, a page with no first answers): the header bar alone, so the screen
 * is not blank while the code downloads and runs (issue 26 §2: a signed-in feed painted nothing for 2.7 s).
 * React's first render replaces it, in place: nothing moves.
 */
export const FIRST_PAINT_BAR = `<div class="kfp" aria-hidden="true">${BAR}</div>`;

type Painter = (firstAnswer: unknown, language: Language) => string;

/**
 * The fonts each kind of painted page lays out, which START warms while the code downloads: t (FONT_STACKS.text)
 * or d (display), the weight, the size in px. `every` at 390, 412 and 1,280 px; `phone` only on a phone (the
 * footer's navigation, the headings' smaller end), `wide` only on a wider screen (the header's links, the
 * headings' larger end): a phone warms `every` and `phone`, up to PHONE_WIDTH px, anything wider `every` and
 * `wide`. Each font warmed and never used cost a phone a lookup for nothing (on Linux, a call to the browser
 * process). The browser tests (first-fonts.ts, at 390 and 1,280 px) find every font each page lays out and
 * fail on one missing here, naming it. Between 668 and 1,279 px a heading sized by `clamp()` has a size of its
 * own that no list names: it is looked up in the layout that needs it, as before the warming.
 */
const FONTS: Record<string, { every: string; phone: string; wide: string }> = {
  home: { every: 'd700/27.2 t400/14.4 t400/16 t600/16', phone: 'd600/20 t400/11.2', wide: 'd600/25.6 d600/30.72 t500/16' },
  listing: { every: 'd700/27.2 t400/14.4 t400/16 t600/16', phone: 'd600/25.6 t400/11.2 t600/12', wide: 'd600/35.2 t400/12.8 t500/16 t600/12.8' },
  artwork: {
    every: 'd600/15 d600/20.8 d600/24 d700/27.2 t400/12.8 t400/14.4 t400/16 t600/14.4 t600/16 t600/20',
    phone: 't400/11.2',
    wide: 'd600/33.28 t500/16',
  },
  feed: {
    every: 'd600/12 d600/12.8 d600/13 d600/17 d600/18 d700/27.2 t400/13.6 t400/14.4 t400/16 t600/14.4 t600/16',
    phone: 't400/11.2',
    wide: 't500/16',
  },
  login: { every: 'd700/27.2 t400/16 t500/16 t600/14.4 t600/16', phone: 't400/11.2', wide: 'd400/32' },
  cart: {
    every: 'd600/20.8 d700/27.2 t400/14 t400/16 t400/18 t600/14.4 t600/16 t700/18',
    phone: 'd600/25.6 t400/11.2',
    wide: 'd600/35.2 t500/16',
  },
};

/** The paint's two lists of fonts to warm, a phone's and a wider screen's (START picks one). */
function fontLists(kind: string): string {
  const fonts = FONTS[kind];
  if (!fonts) return ' data-fonts="" data-fonts-wide=""';
  return ` data-fonts="${`${fonts.every} ${fonts.phone}`.trim()}" data-fonts-wide="${`${fonts.every} ${fonts.wide}`.trim()}"`;
}

/** What the warmed fonts lay out: Latin (names) and the language's own script, whose fallback font is looked up too. */
const FONT_SAMPLES: Record<Language, string> = { en: 'Ka', ne: 'Kaक१', zh: 'Ka中' };

/**
 * Each painted route: its layout, its painter, whether it needs the page's first answer at all, and whether
 * it is painted for a signed-in viewer too (from the viewer's own first answer). `heldForMark`: the page
 * shows what the paint showed when its element marked REPLACES_FIRST_PAINT is in, not at the first picture
 * a remote loads (the feed's sidebar and new-post form have their avatars).
 */
const PAINTERS: Partial<Record<string, { kind: string; paint: Painter; withoutData?: true; forViewers?: true; heldForMark?: true }>> = {
  home: { kind: 'home', paint: home },
  gallery: { kind: 'listing', paint: listing },
  store: { kind: 'listing', paint: listing },
  artwork: { kind: 'artwork', paint: artwork },
  art: { kind: 'artwork', paint: artwork },
  login: { kind: 'login', paint: login, withoutData: true },
  feed: { kind: 'feed', paint: feed, forViewers: true, heldForMark: true },
  cart: { kind: 'cart', paint: cart, forViewers: true, heldForMark: true },
};

/** True for a route painted from the interface's own words, without any answer (the login page). */
export const paintedWithoutData = (route: string | null): boolean => !!route && !!PAINTERS[route]?.withoutData;

/** True for a route painted for a signed-in viewer (the feed, also a visitor's; the cart, only a viewer's). */
export const paintedForViewers = (route: string | null): boolean => !!route && !!PAINTERS[route]?.forViewers;

/**
 * What goes inside the page's #root before the shell renders: a header bar with the name, and the route's
 * first pictures (or words) in #kala-first. '' when the route has no first paint or nothing to show.
 */
export function firstPaint(route: string | null, firstAnswer: unknown, language: Language = DEFAULT_LANGUAGE, signedIn = false): string {
  const painter = route ? PAINTERS[route] : undefined;
  const body = painter?.paint(firstAnswer, language);
  if (!painter || !body) return '';
  const classes = `kfp kfp-${painter.kind} kfp-${language}${signedIn ? ' kfp-in' : ''}`;
  // What the shell waits for before it removes the paint, as a selector (else a remote's first picture).
  const hold = painter.heldForMark ? ` data-hold="[${REPLACES_FIRST_PAINT}]"` : '';
  // The fonts START lays out while the code downloads, and a word to lay them out with.
  const fonts = `${fontLists(painter.kind)} data-font-sample="${attr(FONT_SAMPLES[language])}"`;
  return `<div class="kfp" aria-hidden="true">${BAR}<div id="kala-first" class="${classes}"${hold}${fonts} aria-hidden="true">${body}</div></div>`;
}
