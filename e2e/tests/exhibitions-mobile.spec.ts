// Exhibitions at 390 px: the banner stacks over its text, tiles in one column, the viewer moves by its
// arrows (touch), a work's enquiry form fits the screen, and nothing scrolls sideways.
import { expect, test, type Page } from './kala-test';

const exhibitions = (page: Page) => page.locator('[data-remote="mf-exhibitions"]');
const scrollsSideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);

test('list and viewer on a phone', async ({ page }) => {
  await page.goto('/exhibitions');
  await expect(exhibitions(page).getByRole('heading', { name: 'Rooftops of Kathmandu' })).toBeVisible();
  await expect(exhibitions(page).getByRole('tabpanel')).toContainText('High Passes');
  // One column: the two previous shows are one above the other.
  const tiles = exhibitions(page).getByRole('tabpanel').getByRole('link');
  const [a, b] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  expect(await scrollsSideways(page)).toBe(false);

  // The seeded show by name (other specs publish shows of their own).
  await exhibitions(page).locator('article').filter({ hasText: 'Rooftops of Kathmandu' }).getByRole('link', { name: 'Visit the exhibition' }).tap();
  const viewer = exhibitions(page).getByTestId('viewer');
  const counter = viewer.getByText(/^\d of \d$/);
  await expect(counter).toHaveText(/^1 of /);
  await viewer.getByRole('button', { name: 'Next work' }).tap();
  await expect(counter).toHaveText(/^2 of /);
  expect(await scrollsSideways(page)).toBe(false);
  // The seeded second work is sold (no Buy); the third is for sale.
  await viewer.getByRole('button', { name: 'Next work' }).tap();
  await expect(counter).toHaveText(/^3 of /);

  await viewer.locator('[aria-current="true"]').getByRole('button').tap();
  await page.getByRole('dialog').getByRole('button', { name: 'Buy' }).tap();
  const form = page.getByRole('dialog', { name: 'Buying enquiry' });
  const box = await form.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
});
