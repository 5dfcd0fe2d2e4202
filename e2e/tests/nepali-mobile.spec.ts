// Nepali at 390 px (issue 20): the phone-only parts (an order's price and date, the inbox times, the
// notifications with their "×२" and times, a sold exhibition work) show Devanagari digits and fit the screen.
import { expect, test, type Page } from './kala-test';
import { apiSession, BS_DATE, BS_DAY, latinNumbers, roomNames } from './helpers';

const region = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`);
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('orders, inbox and notifications in Nepali on a phone', async ({ page, context, request, baseURL }) => {
  const { token } = await apiSession(request, 'demo.buyer@kala.test');
  await context.addCookies([
    { name: 'kala_lang', value: 'ne', url: baseURL! },
    { name: 'kala_token', value: token, url: baseURL! },
  ]);

  await page.goto('/order');
  const commerce = region(page, 'mf-commerce');
  await expect(commerce.getByText(BS_DAY).filter({ visible: true }).first()).toBeVisible();
  await expect(commerce.getByText(/^रु\. [०-९,]+$/).filter({ visible: true }).first()).toBeVisible();
  expect(await latinNumbers(commerce)).toEqual([]);
  expect(await fitsTheScreen(page)).toBe(true);

  await page.goto('/inbox');
  const messaging = region(page, 'mf-messaging');
  await expect(messaging.locator('time').first()).toHaveText(/^[०-९]+ (सेकेन्ड|मिनेट|घण्टा|दिन|वर्ष)$/);
  expect(await latinNumbers(messaging, ...(await roomNames(request, token)))).toEqual([]);
  expect(await fitsTheScreen(page)).toBe(true);

  await page.goto('/notifications');
  const social = region(page, 'mf-social');
  const first = social.getByTestId('notification').first();
  // Within a week how long ago, beyond it the Bikram Sambat date.
  await expect(first.locator('time')).toHaveText(new RegExp(`[०-९]+ .*पहिले|भर्खरै|${BS_DATE.source}`));
  expect(await latinNumbers(social)).toEqual([]);
  expect(await fitsTheScreen(page)).toBe(true);
});

test('a sold exhibition work on a phone says so in Nepali, without Buy', async ({ page, context, request, baseURL }) => {
  await context.addCookies([{ name: 'kala_lang', value: 'ne', url: baseURL! }]);
  const show = ((await (await request.get('/api/exhibitions/slug/rooftops-of-kathmandu')).json()) as { message: { items: { title: string; sold: boolean }[] } }).message;
  const sold = show.items.findIndex((i) => i.sold);
  expect(sold).toBeGreaterThanOrEqual(0);
  await page.goto('/exhibition-rooftops-of-kathmandu');
  const viewer = region(page, 'mf-exhibitions').getByTestId('viewer');
  await expect(viewer.getByText(new RegExp(`^[०-९]+ मध्ये १$`))).toBeVisible();
  for (let i = 0; i < sold; i++) await viewer.getByRole('button', { name: 'अर्को कलाकृति' }).tap();
  await viewer.locator('[aria-current="true"]').getByRole('button').tap();
  const work = page.getByRole('dialog', { name: show.items[sold]!.title });
  await expect(work.getByText('बिक्री भयो', { exact: true })).toBeVisible();
  await expect(work.getByRole('button', { name: 'किन्नुहोस्' })).toHaveCount(0);
  expect(await fitsTheScreen(page)).toBe(true);
});
