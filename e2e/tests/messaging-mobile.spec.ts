// Chat at 390 px: the inbox is the list, a conversation is the chat alone (no list beside it) with a way
// back, the send box stays on screen, and nothing overflows sideways.
import { expect, test } from './kala-test';
import { login } from './helpers';

test('the inbox and a conversation on a phone', async ({ page }) => {
  await login(page, 'demo.buyer@kala.test', 'demo1234');
  await page.goto('/inbox');
  const messaging = page.locator('[data-remote="mf-messaging"]');
  await expect(messaging.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await messaging.getByRole('link', { name: /Aarati Shrestha/ }).click();

  await expect(messaging.getByRole('heading', { name: 'Aarati Shrestha', level: 2 })).toBeVisible();
  await expect(messaging.getByRole('log')).toContainText('Of course, I will take one in daylight tomorrow.');
  // The chat alone: the list of conversations is not shown beside it.
  await expect(messaging.getByRole('list', { name: 'Conversations' })).toBeHidden();
  await expect(messaging.getByLabel('Message', { exact: true })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await messaging.getByRole('link', { name: 'Back to messages' }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(messaging.getByRole('list', { name: 'Conversations' })).toBeVisible();
});
