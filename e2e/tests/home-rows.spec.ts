// Home's rows as a desktop visitor meets them (issue 8): a row's arrows show only when they would move
// it, and the category tiles share their rows evenly.
import { expect, test } from './kala-test';
import { catalogue } from './helpers';

test("a row's arrows show only when they would move it", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const row = catalogue(page).locator('section[id^="home-popular-"], section[data-testid^="home-popular-"]').first();
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByTestId('artwork-card').first()).toBeVisible();
  const back = row.getByRole('button', { name: 'Scroll back' });
  const on = row.getByRole('button', { name: 'Scroll on' });
  // At the start there is nothing to go back to.
  await expect(back).toBeHidden();
  const overflows = await row.getByRole('list').first().evaluate((list) => list.scrollWidth > list.clientWidth + 1);
  if (!overflows) {
    await expect(on).toBeHidden();
    return;
  }
  await on.click();
  await expect(back).toBeVisible();
});

test('the category tiles never leave one alone on a row at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const tiles = catalogue(page).getByTestId('category-tile');
  await expect(tiles.first()).toBeVisible();
  const tops = await tiles.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  const perRow = new Map<number, number>();
  for (const top of tops) perRow.set(top, (perRow.get(top) ?? 0) + 1);
  const counts = [...perRow.values()];
  expect(counts.length === 1 || Math.min(...counts) > 1, `tiles per row: ${counts.join(', ')}`).toBe(true);
});
