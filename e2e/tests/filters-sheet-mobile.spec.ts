// Issue 8 on a 390 px phone: the gallery's Filters sheet changes nothing behind itself until 'Show results',
// and a sort alone does not mark the filters as on.
import { expect, test } from './kala-test';
import { catalogue } from './helpers';

test('the Filters sheet applies sort and price only on Show results', async ({ page }) => {
  await page.goto('/gallery/all');
  const cards = catalogue(page).getByTestId('artwork-card');
  await expect(cards.first()).toBeVisible();
  const before = await cards.allTextContents();

  await page.getByRole('button', { name: /Filters/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('combobox', { name: 'Sort by' }).selectOption('pricehigh');
  await sheet.getByRole('textbox', { name: 'Max (NPR)' }).fill('60000');
  await sheet.getByRole('textbox', { name: 'Max (NPR)' }).press('Enter');
  // Behind the sheet: the same URL and the same works.
  await expect(page).toHaveURL(/\/gallery\/all$/);
  expect(await cards.allTextContents()).toEqual(before);

  // Closing without Show results drops the draft.
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/gallery\/all$/);
  await page.getByRole('button', { name: /Filters/ }).click();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Sort by' })).toHaveValue('new');

  // A sort alone: applied on Show results, and Filters does not say (on).
  await page.getByRole('dialog').getByRole('combobox', { name: 'Sort by' }).selectOption('pricelow');
  await page.getByRole('dialog').getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/sort=pricelow/);
  await expect(page.getByRole('button', { name: /Filters/ })).not.toContainText(/\(on\)/i);

  // A price: Filters (on).
  await page.getByRole('button', { name: /Filters/ }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Max (NPR)' }).fill('60000');
  await page.getByRole('dialog').getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/price=0(%2C|,)60000/);
  await expect(page.getByRole('button', { name: /Filters \(on\)/i })).toBeVisible();
});
