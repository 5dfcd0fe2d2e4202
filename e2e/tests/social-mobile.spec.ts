// The feed at 390 px: sorts and studios fit as scrolling rows, posts are readable, nothing overflows the
// page sideways, and the notifications page works.
import { expect, test } from './kala-test';
import { login } from './helpers';

test('the feed and the notifications page on a phone', async ({ page }) => {
  await page.goto('/feed');
  const social = page.locator('[data-remote="mf-social"]');
  await expect(social.getByTestId('post-card').first()).toBeVisible();
  await expect(social.getByRole('button', { name: 'All Feed' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await login(page, 'demo.artist@kala.test', 'demo1234');
  await page.goto('/feed');
  await social.getByRole('button', { name: 'Popular' }).click();
  await expect(page).toHaveURL(/sort=popular/);
  await expect(social.getByLabel('Write a post', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/notifications');
  await expect(social.getByRole('heading', { name: 'Your Notifications' })).toBeVisible();
  await expect(social.getByTestId('notification').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
