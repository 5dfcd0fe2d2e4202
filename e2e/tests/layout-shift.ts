// Layout stability (issue 7): the home page, the gallery and an artwork page, loaded and then scrolled
// screen by screen, add up to a layout-shift score of at most 0.02. Shared by layout-shift.spec.ts (desktop)
// and layout-shift-mobile.spec.ts (the 390 px phone). Every wait is on a condition: no request in flight,
// the images in view loaded, no skeleton left in view.
import { expect, test, type APIRequestContext, type Page } from './kala-test';
import { signedInReading } from './helpers';

/** The issue's target for every page. */
export const CLS_BUDGET = 0.02;
/** Enough screens to pass the first page of a list and load the next one, without walking all 150 works. */
const SCREENS = 10;

/** The Layout Instability API's entry (not in TypeScript's DOM types). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}
interface Shift {
  value: number;
  at: number;
  sources: string[];
  /** Where the page was scrolled when the shift was reported (a few frames after it, at most). */
  page: string;
}
declare global {
  interface Window {
    kalaShifts?: Shift[];
  }
}

/** Sums every layout shift of the page from its first paint (buffered), except those right after an input. */
function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.kalaShifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}${node.getAttribute('data-testid') ? `[data-testid=${node.getAttribute('data-testid')}]` : ''}.${[...node.classList].join('.')}` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map((s) => `${describe(s.node)} y ${Math.round(s.previousRect.y)} → ${Math.round(s.currentRect.y)}`),
          page: `scrolled ${Math.round(scrollY)} of ${document.documentElement.scrollHeight}`,
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Counts the requests in flight (the live socket's long poll aside). */
function trackRequests(page: Page) {
  const inFlight = new Set<string>();
  const key = (r: { url(): string; method(): string }) => `${r.method()} ${r.url()}`;
  page.on('request', (r) => !r.url().includes('/live/') && inFlight.add(key(r)));
  page.on('requestfinished', (r) => inFlight.delete(key(r)));
  page.on('requestfailed', (r) => inFlight.delete(key(r)));
  return inFlight;
}

/**
 * What keeps the page from being settled, as the page itself says (nothing, once settled): an image in view
 * still loading, a skeleton or a place held for more in view. Asked through an IntersectionObserver (it also
 * knows what a scroller or slider clips), so the answer is a promise: read with `page.evaluate`, which awaits
 * it. (`waitForFunction` does not: it takes the promise itself as a truthy answer and returns at once.)
 */
async function unsettledInPage(): Promise<string[]> {
  const inView = (elements: Element[]) =>
    Promise.all(
      elements.map(
        (el) =>
          new Promise<boolean>((resolve) => {
            const observer = new IntersectionObserver(([entry]) => {
              observer.disconnect();
              resolve(entry.isIntersecting);
            });
            observer.observe(el);
          }),
      ),
    );
  const images = [...document.images];
  const imagesShown = await inView(images);
  const skeletonsShown = await inView([...document.querySelectorAll('[data-testid$="skeleton"]')]);
  // The blank place a list holds for what it is still fetching (the feed's next posts), a screen tall: in
  // view, the page has asked for them (it asks 400 px before), and the next scroll would land on the footer
  // after it before they are in. Below the view, the next scroll lands on the place itself.
  const moreComing = await inView([...document.querySelectorAll('[data-more-coming]')]);
  return [
    ...images.filter((img, i) => imagesShown[i] && !img.complete).map((img) => `image ${img.currentSrc || img.src} loading`),
    ...(skeletonsShown.some(Boolean) ? ['a skeleton in view'] : []),
    ...(moreComing.some(Boolean) ? ['a place for more in view'] : []),
  ];
}

/** Settled: nothing in flight, and the page settled as above (its next page, if one was coming, in). */
async function settle(page: Page, inFlight: Set<string>) {
  await expect.poll(() => inFlight.size, { message: 'requests still in flight' }).toBe(0);
  // A ceiling for a loaded machine (the next page and its pictures), not a wait of its own.
  await expect.poll(() => page.evaluate(unsettledInPage), { message: 'the page settled', timeout: 15_000 }).toEqual([]);
}

/** Loads a page, waits until it settles, then scrolls it a screen at a time (settling each time) to the end. */
async function visitAndScroll(page: Page, path: string, inFlight: Set<string>) {
  await page.goto(path, { waitUntil: 'networkidle' });
  // The page's own content is in once the server's first paint has gone (it stands over the page at most 6 s):
  // until then the document can be as short as the header, and the scroll below would end at once.
  await expect(page.locator('#kala-first')).toHaveCount(0, { timeout: 15_000 });
  await settle(page, inFlight);
  for (let screen = 0; screen < SCREENS; screen++) {
    const atEnd = await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1);
    if (atEnd) break;
    await page.evaluate(() => scrollBy(0, innerHeight));
    await settle(page, inFlight);
  }
}

async function firstArtworkPath(request: APIRequestContext): Promise<string> {
  const answer = (await (await request.get('/api/v2/products/category/all?skip=0&limit=1')).json()) as { message: { slug: string; author: { role: number } }[] };
  const [work] = answer.message;
  return `${work.author.role <= 20 ? '/artwork' : '/art'}/${encodeURIComponent(work.slug)}`;
}

/** One test per page: its summed layout shift, from first paint to the end of the scroll, within the budget. */
export function layoutShiftTests() {
  const pages: { name: string; path: (request: APIRequestContext) => Promise<string>; signedIn?: string }[] = [
    { name: 'home', path: async () => '/' },
    { name: 'gallery', path: async () => '/gallery/all' },
    { name: 'an artwork page', path: firstArtworkPath },
    // Signed in: the new-post form, the sorts and Top Studios above the posts on a phone (issue 26 §2).
    { name: "the demo buyer's feed", path: async () => '/feed', signedIn: 'demo.buyer@kala.test' },
  ];
  for (const { name, path, signedIn } of pages) {
    test(`${name} does not shift while it loads and scrolls (CLS ≤ ${CLS_BUDGET})`, async ({ page, request, context, baseURL }) => {
      if (signedIn) await signedInReading(context, request, baseURL!, 'en', signedIn);
      await recordLayoutShifts(page);
      const inFlight = trackRequests(page);
      await visitAndScroll(page, await path(request), inFlight);
      expect(await page.evaluate(() => scrollY), 'the page scrolled').toBeGreaterThan(0);
      const shifts = await page.evaluate(() => window.kalaShifts ?? []);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      const detail = shifts.map((s) => `${s.value.toFixed(4)} at ${s.at} ms (${s.page}): ${s.sources.join(', ')}`).join('\n');
      expect(total, `layout shifts:\n${detail}`).toBeLessThanOrEqual(CLS_BUDGET);
    });
  }
}
