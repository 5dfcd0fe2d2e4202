// Dialogs and toasts on a 390 px phone (issue 20 items 3 and 4): see dialogs.ts; and the phone's own: the
// menu and the gallery's sheets.
import { expect, test } from './kala-test';
import { dialogTests, expectFits } from './dialogs';
import { DEMO_PASSWORD, login } from './helpers';

dialogTests(390);

test("at 390 px, the phone's own dialogs fit: the menu, the gallery's Filters and Categories", async ({ page }) => {
  await login(page, 'demo.buyer@kala.test', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expectFits(menu);
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  await page.goto('/gallery/all');
  await page.getByRole('button', { name: /Filters/ }).click();
  await expectFits(page.getByRole('dialog'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: /Categories/ }).click();
  await expectFits(page.getByRole('dialog'));
});
