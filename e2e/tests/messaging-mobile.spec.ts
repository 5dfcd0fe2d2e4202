// Chat at 390 px: the inbox is the list, a conversation is the chat alone (no list beside it) with a way
// back, the send box stays on screen, and nothing overflows sideways; a long conversation shows its newest.
import { expect, test, type APIRequestContext } from './kala-test';
import { apiPerson, authOf, DEMO_PASSWORD, login, type ApiPerson } from './helpers';

test('the inbox and a conversation on a phone', async ({ page }) => {
  await login(page, 'demo.buyer@kala.test', 'demo1234');
  await page.goto('/inbox');
  const messaging = page.locator('[data-remote="mf-messaging"]');
  await expect(messaging.getByRole('heading', { name: 'Messages' })).toBeVisible();
  // Her one-to-one room (a group she left names her too: 'Aarati Shrestha left the group').
  await messaging.getByRole('link', { name: /^Aarati Shrestha/ }).click();

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

test('a long conversation opens at its newest message, and one sent or received stays in view', async ({ page, request }) => {
  const [ana, bo] = [await apiPerson(request, 'Ana'), await apiPerson(request, 'Bo')];
  const room = ((await (await request.post('/chat/rooms/init', { headers: authOf(ana), data: { sender: ana.user._id, receiver: bo.user._id } })).json()) as { room: { _id: string } }).room._id;
  // More than a phone's screen holds: the oldest is far above the newest.
  for (let i = 1; i <= 14; i++) await say(request, i % 2 ? ana : bo, room, `Line ${i} of our talk about the monsoon series`);

  await login(page, ana.email, DEMO_PASSWORD);
  await page.goto(`/messages/${room}`);
  const messaging = page.locator('[data-remote="mf-messaging"]');
  const log = messaging.getByRole('log');
  await expect(log.getByText('Line 14 of our talk')).toBeInViewport();
  await expect(log.getByText('Line 1 of our talk')).not.toBeInViewport();

  // A reload opens it at the newest again.
  await page.reload();
  await expect(log.getByText('Line 14 of our talk')).toBeInViewport();

  await messaging.getByLabel('Message', { exact: true }).fill('Line 15, sent from the phone');
  await messaging.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText('Line 15, sent from the phone')).toBeInViewport();

  // Bo answers: it arrives live, and comes into view.
  await say(request, bo, room, 'Line 16, an answer that arrives live');
  await expect(log.getByText('Line 16, an answer that arrives live')).toBeInViewport();
});

async function say(request: APIRequestContext, who: ApiPerson, room: string, message: string) {
  expect((await request.post(`/chat/rooms/${room}/messages`, { headers: authOf(who), data: { message } })).ok()).toBe(true);
}
