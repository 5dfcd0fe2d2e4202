// Light on data (issue 25): with Chromium's "Slow 3G" emulation and the browser's Save-Data, the first
// screen of /gallery/all costs under 350 KB on the wire and its pictures come in their smallest size; the
// footer's "Data saver" switch does the same for a browser that does not say Save-Data.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './kala-test';

const KB = 1024;
/** DevTools' "Slow 3G" preset: 500 kbit/s down and up at 80 %, 400 ms × 5 latency. */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: ((500 * 1000) / 8) * 0.8, uploadThroughput: ((500 * 1000) / 8) * 0.8, connectionType: 'cellular3g' } as const;

/** Bytes on the wire (headers and bodies, as received) of everything the page loads, counted by the browser. */
async function wireBytes(context: BrowserContext, page: Page): Promise<() => number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  let total = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => void (total += event.encodedDataLength));
  return () => total;
}

/** The thumbnail's width (server/src/modules/media/images.ts): saving data, every picture comes in it. */
const THUMBNAIL_WIDTH = 320;
const widestPicture = (page: Page) =>
  page.evaluate(() => Math.max(...[...document.querySelectorAll('[data-testid="artwork-card"] img')].filter((img) => (img as HTMLImageElement).complete).map((img) => (img as HTMLImageElement).naturalWidth)));

/** The first screen is in: its cards' pictures have loaded, and the network is quiet. */
async function firstScreenLoaded(page: Page) {
  const cards = page.getByTestId('artwork-card');
  await expect(cards.first()).toBeVisible({ timeout: 120_000 });
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="artwork-card"] img')].filter((img) => img.getBoundingClientRect().top < innerHeight).every((img) => (img as HTMLImageElement).complete), undefined, { timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
}

test('Slow 3G with Save-Data: the first screen of the gallery is under 350 KB, pictures as thumbnails', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' }, viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const bytes = await wireBytes(context, page);
  await page.goto('/gallery/all');
  await firstScreenLoaded(page);
  expect(await page.locator('html').getAttribute('data-save-data')).toBe('');
  expect(await widestPicture(page)).toBeLessThanOrEqual(THUMBNAIL_WIDTH);
  console.log(`/gallery/all, first screen, Slow 3G + Save-Data: ${(bytes() / KB).toFixed(1)} KB on the wire`);
  expect(bytes()).toBeLessThan(350 * KB);
  await context.close();
});

test('the footer’s Data saver switch turns it on for the next pages too', async ({ page }) => {
  // A page whose footer stays put (a gallery's grid grows under it as it loads).
  await page.goto('/terms-conditions');
  const saver = page.getByRole('switch', { name: 'Data saver' });
  await expect(saver).toHaveAttribute('aria-checked', 'false');
  await saver.click();
  await expect(saver).toHaveAttribute('aria-checked', 'true');

  await page.goto('/gallery/all');
  await expect(page.locator('html')).toHaveAttribute('data-save-data', '');
  await expect(page.getByTestId('artwork-card').first()).toBeVisible();
  await expect.poll(() => widestPicture(page)).toBeGreaterThan(0);
  expect(await widestPicture(page)).toBeLessThanOrEqual(THUMBNAIL_WIDTH);

  await page.goto('/terms-conditions');
  await expect(saver).toHaveAttribute('aria-checked', 'true');
  await saver.click();
  await expect(saver).toHaveAttribute('aria-checked', 'false');
  await page.goto('/gallery/all');
  await expect(page.getByTestId('artwork-card').first()).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-save-data');
});
