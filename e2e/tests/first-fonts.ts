// The fonts a first visit warms (issue 26 §0): each painted page names, in its first paint's data-fonts (a
// phone's) and data-fonts-wide (a wider screen's), every font it lays out at that width (a stack, a weight, a
// size), and the start script lays out the list for the reader's width, each font once, one a task,
// in a hidden box while the code downloads, then removes the box. These tests open each painted page as
// a reader does and fail on a font the page lays out that its paint does not warm, naming it, so a new
// size in a page's CSS comes with its line in server/src/modules/web/first-paint.ts (FONTS). Shared by
// first-fonts.spec.ts (1,280 px) and first-fonts-mobile.spec.ts (the 390 px phone).
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './kala-test';
import { BREAKPOINTS } from '@kala/shared/constants';
import { addAsVisitor, firstInStore, newBuyer, signedInReading } from './helpers';

interface Warming {
  /** The paint's list for this width (data-fonts on a phone, else data-fonts-wide), as the page arrived. */
  named: string[];
  /** The other width's list, which must not be laid out here. */
  other: string[];
  /** What the start script laid out in its hidden box, in order, and whether the box was taken away after. */
  laidOut: string[];
  removed: boolean;
  /** How many fonts each task laid out (a task's mutations reach the observer together). */
  perTask: number[];
}
declare global {
  interface Window {
    kalaWarming?: Warming;
  }
}

/** Records the paint's list and the start script's hidden box: what it lays out, and its removal. */
function recordWarming(page: Page) {
  return page.addInitScript((phoneWidth) => {
    const warming: Warming = { named: [], other: [], laidOut: [], removed: false, perTask: [] };
    window.kalaWarming = warming;
    let box: Element | null = null;
    new MutationObserver((records) => {
      const before = warming.laidOut.length;
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.id === 'kala-first') {
            const lists = [(node.dataset.fonts ?? '').split(' '), (node.dataset.fontsWide ?? '').split(' ')];
            [warming.named, warming.other] = innerWidth <= phoneWidth ? lists : lists.reverse();
          }
          if (node instanceof HTMLDivElement && node.parentElement === document.body && node.ariaHidden === 'true' && node.style.visibility === 'hidden') box = node;
          if (node instanceof HTMLSpanElement && node.parentElement === box) warming.laidOut.push(`${node.style.fontWeight} ${node.style.fontSize}`);
        }
        if (box && [...record.removedNodes].includes(box)) warming.removed = true;
      }
      if (warming.laidOut.length > before) warming.perTask.push(warming.laidOut.length - before);
    }).observe(document, { childList: true, subtree: true });
  }, BREAKPOINTS.gallery.cols3);
}

/** Every font the page lays out now, as first-paint.ts names them: t or d (its stack), the weight, the size in px; `?` for another stack. */
const fontsLaidOut = (page: Page) =>
  page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const plain = (family: string) => family.replace(/["']/g, '').replace(/\s+/g, ' ').trim();
    const stacks: Record<string, string> = { [plain(root.getPropertyValue('--kala-font'))]: 't', [plain(root.getPropertyValue('--kala-font-display'))]: 'd' };
    const fonts = new Set<string>();
    for (const element of document.body.querySelectorAll('*')) {
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
      if (!hasText || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      fonts.add(`${stacks[plain(style.fontFamily)] ?? `?${style.fontFamily}?`}${style.fontWeight}/${parseFloat(style.fontSize)}`);
    }
    return [...fonts].sort();
  });

interface PaintedPage {
  name: string;
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** What shows the page has rendered its first screen. */
  rendered: (page: Page) => Promise<void>;
  /** Signs in (and fills a cart) first, where the page is painted for a viewer. */
  prepare?: (page: Page, context: BrowserContext, request: APIRequestContext, baseURL: string) => Promise<void>;
}

const heading = (page: Page) => expect(page.locator('[data-remote]').getByRole('heading').first()).toBeVisible();
const article = (page: Page) => expect(page.getByRole('article').first()).toBeVisible();

const PAGES: PaintedPage[] = [
  { name: 'home', path: '/', rendered: heading },
  { name: 'a listing', path: '/gallery/all', rendered: (page) => expect(page.locator('[data-remote] a[href^="/artwork/"]').first()).toBeVisible() },
  { name: 'an artwork', path: async (request) => `/artwork/${(await firstInStore(request)).slug}`, rendered: (page) => expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible() },
  { name: "a visitor's feed", path: '/feed', rendered: article },
  {
    name: "a signed-in reader's feed",
    path: '/feed',
    rendered: article,
    prepare: async (_page, context, request, baseURL) => void (await signedInReading(context, request, baseURL, 'en', 'demo.buyer@kala.test')),
  },
  { name: 'the login page', path: '/login', rendered: (page) => expect(page.getByLabel('Email Address')).toBeVisible() },
  {
    name: "a buyer's cart",
    path: '/cart',
    rendered: (page) => expect(page.getByTestId('cart-line').first()).toBeVisible(),
    prepare: async (page, context, request, baseURL) => {
      const buyer = await newBuyer(request);
      await signedInReading(context, request, baseURL, 'en', buyer.email, buyer.password);
      await addAsVisitor(page, await firstInStore(request));
    },
  },
];

export function firstFontsTests() {
  for (const painted of PAGES) {
    test(`${painted.name}: the first paint warms every font the page lays out, one a task, in a box taken away after`, async ({ page, context, request, baseURL }) => {
      await painted.prepare?.(page, context, request, baseURL!);
      await recordWarming(page);
      await page.goto(typeof painted.path === 'string' ? painted.path : await painted.path(request));
      await painted.rendered(page);
      await expect(page.locator('#kala-first')).toHaveCount(0);

      await expect.poll(() => page.evaluate(() => window.kalaWarming!.removed)).toBe(true);
      const warming = (await page.evaluate(() => window.kalaWarming))!;
      expect(warming.laidOut).toEqual(warming.named.map((font) => font.replace(/^\w(\d+)\/([\d.]+)$/, '$1 $2px')));
      expect(warming.perTask).toEqual(warming.named.map(() => 1));
      // The other width's own fonts are not looked up for nothing: a phone warms no font of the header's links.
      expect(warming.other.filter((font) => !warming.named.includes(font)).length).toBeGreaterThan(0);
      const missing = (await fontsLaidOut(page)).filter((font) => !warming.named.includes(font));
      expect(missing, `fonts ${painted.name} lays out that its first paint does not warm (add them to FONTS in first-paint.ts)`).toEqual([]);
    });
  }
}
