// A block refuses chats (issue 19 §3) and the person is told why, in their language: a new group with
// someone who blocked you, a profile's Message (the page was open before the block) and a /messages/<person>
// link each show the block message, never 'Something went wrong'.
import { expect, test, type APIRequestContext, type Page } from './kala-test';
import { apiPerson, authOf, signedIn, type ApiPerson } from './helpers';

const THEY_BLOCKED_YOU = 'This user has blocked you: you cannot follow, comment on, like or message them';
const YOU_BLOCKED_THEM = 'You have blocked this user. Unblock them first';
const THEY_BLOCKED_YOU_NE = 'यो प्रयोगकर्ताले तपाईंलाई ब्लक गर्नुभएको छ: तपाईं उहाँलाई फलो, कमेन्ट, लाइक वा सन्देश गर्न सक्नुहुन्न';

async function block(request: APIRequestContext, who: ApiPerson, whom: ApiPerson, undo = false) {
  expect((await request.patch(`/api/${undo ? 'unblock' : 'block'}/user/${whom.user._id}`, { headers: authOf(who) })).ok()).toBe(true);
}

const social = (page: Page) => page.locator('[data-remote="mf-social"]');
const messaging = (page: Page) => page.locator('[data-remote="mf-messaging"]');

test('a new group with someone who blocked you: the dialog says so, in Nepali', async ({ browser, request, baseURL }) => {
  const [me, blocker, friend] = [await apiPerson(request, 'Vivek'), await apiPerson(request, 'Asha'), await apiPerson(request, 'Bina')];
  // Chats with both before the block, so both are offered in New group.
  for (const other of [blocker, friend]) {
    expect((await request.post('/chat/rooms/init', { headers: authOf(me), data: { sender: me.user._id, receiver: other.user._id } })).ok()).toBe(true);
  }
  await block(request, blocker, me);

  const page = await signedIn(browser, me.email);
  await page.context().addCookies([{ name: 'kala_lang', value: 'ne', url: baseURL! }]);
  await page.goto('/inbox');
  await messaging(page).getByRole('button', { name: 'नयाँ समूह' }).click();
  const dialog = page.getByRole('dialog', { name: 'नयाँ समूह' });
  await dialog.getByLabel('समूहको नाम').fill('साथीहरू');
  await dialog.getByLabel(blocker.user.name).check();
  await dialog.getByLabel(friend.user.name).check();
  await dialog.getByRole('button', { name: 'बनाउनुहोस्' }).click();
  await expect(dialog.getByRole('alert')).toContainText(THEY_BLOCKED_YOU_NE);
  await expect(dialog).toBeVisible();
});

test("a profile's Message after a block, either way: the block message, not 'Something went wrong'", async ({ browser, request }) => {
  const [me, other] = [await apiPerson(request, 'Nabin'), await apiPerson(request, 'Sita')];
  const page = await signedIn(browser, me.email);
  await page.goto(`/user/${other.user.slug}`);
  const message = social(page).getByRole('button', { name: 'Message' });
  await expect(message).toBeVisible();

  // They block me while their profile is open on my screen.
  await block(request, other, me);
  await message.click();
  await expect(page.getByRole('alert')).toContainText(THEY_BLOCKED_YOU);
  await expect(page).toHaveURL(new RegExp(`/user/${other.user.slug}$`));

  // Or I blocked them from another tab.
  await block(request, other, me, true);
  await block(request, me, other);
  await expect(message).toBeEnabled();
  await message.click();
  await expect(page.getByText(YOU_BLOCKED_THEM)).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('a /messages/<person> link to someone who blocked you: the block message, back to the inbox', async ({ browser, request }) => {
  const [me, blocker] = [await apiPerson(request, 'Ramesh'), await apiPerson(request, 'Gita')];
  await block(request, blocker, me);
  const page = await signedIn(browser, me.email);
  await page.goto(`/messages/${blocker.user._id}`);
  await expect(page.getByRole('alert')).toContainText(THEY_BLOCKED_YOU);
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
