// The 390 px layout: drawer navigation, footer navigation, the gallery's mobile dialogs, and a language switch.
import { expect, test, type Locator } from './kala-test';
import { DEMO_PASSWORD, catalogue, login } from './helpers';

test('the drawer and the footer navigation lead through the app on a phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery\/all/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Store' }).click();
  await expect(page).toHaveURL(/\/store\/all/);
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Register / Login' }).click();
  await expect(page.getByRole('tab', { name: 'Register Via Email' })).toBeVisible();
});

test('the gallery filters open in a dialog and land in the URL', async ({ page }) => {
  await page.goto('/gallery/all');
  await expect(catalogue(page).locator('a[href^="/artwork/"], a[href^="/art/"]').first()).toBeVisible();
  await page.getByRole('button', { name: /Filters/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').selectOption('pricelow');
  await dialog.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/sort=pricelow/);

  await page.getByRole('button', { name: /Categories/ }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Painting' }).click();
  await expect(page).toHaveURL(/\/gallery\/painting\?sort=pricelow/);

  // Sort and price changed together in the sheet both land (the price once dropped the sort).
  await page.getByRole('button', { name: /Filters/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('combobox').selectOption('pricehigh');
  const max = sheet.getByLabel('Max (NPR)');
  await max.fill('50000');
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/sort=pricehigh/);
  await expect(page).toHaveURL(/price=0%2C50000/);
});

test('the interface follows the chosen language and keeps it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByTestId('language-switch').selectOption('ne');
  await expect(page.getByRole('tab', { name: 'इमेलबाट दर्ता' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('tab', { name: 'इमेलबाट दर्ता' })).toBeVisible();
});

test('no page is wider than the phone', async ({ page }) => {
  for (const path of ['/', '/gallery/all', '/studios', '/login']) {
    await page.goto(path);
    await expect(page.locator('#main')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test("signed in, the bottom bar's account menu opens above the bar, whole on the screen, and leads to a page", async ({ page }) => {
  await login(page, 'demo.buyer@kala.test', DEMO_PASSWORD);
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  const button = bar.getByRole('button', { name: 'Account menu' });
  await button.tap();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByTestId('user-menu');
  // Focus goes to its first link, for a keyboard; every link is on the screen, above the bar.
  await expect(menu.getByRole('link', { name: 'Profile', exact: true })).toBeFocused();
  const [shown, barBox] = [await menu.boundingBox(), await bar.boundingBox()];
  expect(shown!.x).toBeGreaterThanOrEqual(0);
  expect(shown!.x + shown!.width).toBeLessThanOrEqual(390);
  expect(shown!.y).toBeGreaterThanOrEqual(0);
  expect(shown!.y + shown!.height).toBeLessThanOrEqual(barBox!.y);
  // In the menu's own type, not the bar's small captions (its links once took the bar's link style).
  const look = (item: Locator) => item.evaluate((el) => `${getComputedStyle(el).fontSize} ${getComputedStyle(el).textAlign}`);
  expect(await look(menu.getByRole('link', { name: 'My Orders' }))).toBe(await look(menu.getByRole('button', { name: 'Log Out' })));
  await menu.getByRole('link', { name: 'My Orders' }).tap();
  await expect(page).toHaveURL(/\/order$/);
  await expect(menu).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});
