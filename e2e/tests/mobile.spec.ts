// The 390 px layout: drawer navigation, footer navigation, the gallery's mobile dialogs, and a language switch.
import { expect, test } from './kala-test';
import { catalogue } from './helpers';

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
