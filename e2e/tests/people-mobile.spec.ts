// Profiles and the privacy page at 390 px (issue 10): everything fits the phone's width, the actions are
// reachable, the works show in two columns.
import { expect, test, type Page } from './kala-test';
import { DEMO_PASSWORD, login } from './helpers';

const social = (page: Page) => page.locator('[data-remote="mf-social"]');
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a studio profile and the blocked users page fit a phone', async ({ page }) => {
  await login(page, 'demo.buyer@kala.test', DEMO_PASSWORD);
  await page.goto('/studios/aarati-shrestha');
  await expect(social(page).getByRole('heading', { level: 1, name: 'Aarati Shrestha' })).toBeVisible();
  await expect(social(page).getByRole('button', { name: 'Follow' })).toBeInViewport();
  const works = social(page).getByRole('list', { name: 'Artworks' }).getByRole('link');
  await expect(works.first()).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  // Every work ends inside the screen too (the page clips what passes its edge, issue 20).
  const rightmost = await works.evaluateAll((links) => Math.max(...links.map((a) => a.getBoundingClientRect().right)));
  expect(rightmost).toBeLessThanOrEqual(page.viewportSize()!.width);

  await page.goto('/privacy');
  await expect(social(page).getByRole('heading', { name: 'BLOCKED USERS' })).toBeVisible();
  await expect(social(page).getByTestId('person-row').getByRole('button', { name: 'Unblock' })).toBeInViewport();
  expect(await fitsWidth(page)).toBe(true);
});
