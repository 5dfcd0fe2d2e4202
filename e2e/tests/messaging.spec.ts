// Chat (issue 12) in the composed app with two browsers: the buyer opens a conversation with the artist
// with the studio profile's Message button (the room first, then /messages/<room>: issue 20), the artist sees it live and the buyer sees
// 'Seen'; the artist replies with an image; the artist blocks the room and the buyer is told live; a group of
// three, one leaves and the other sees it live.
import { expect, test, type APIRequestContext, type Page } from './kala-test';
import { apiPerson, apiSession, authOf, signedIn } from './helpers';

const BUYER = { email: 'demo.buyer@kala.test', name: 'Demo Buyer' };
const ARTIST = { email: 'demo.artist@kala.test', name: 'Aarati Shrestha' };
// A 1×1 PNG: a real picture, checked by content on the server.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');
const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

const messaging = (page: Page) => page.locator('[data-remote="mf-messaging"]');
/** The session's token, as the page sends it. */
const tokenOf = async (page: Page) => decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'kala_token')!.value);
const chatLog = (page: Page) => messaging(page).getByRole('log');

async function send(page: Page, text: string) {
  await messaging(page).getByLabel('Message', { exact: true }).fill(text);
  await messaging(page).getByRole('button', { name: 'Send' }).click();
}

const confirm = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();

test('two people chat live: a message, seen, an image reply, a block; a group of three that one leaves', async ({ browser, request }) => {
  test.setTimeout(120_000); // two browsers walk some thirty steps: 30 s ran out on CI at the last one
  const { _id: artistId, slug: artistSlug } = (await apiSession(request, ARTIST.email)).user;
  const buyer = await signedIn(browser, BUYER.email);
  const artist = await signedIn(browser, ARTIST.email);
  await artist.goto('/inbox');
  await expect(messaging(artist).getByRole('heading', { name: 'Messages' })).toBeVisible();

  // The studio's Message opens the room first, then the conversation at the room's URL: nothing is asked
  // for that is not there, and nothing goes wrong on the way.
  const missing: string[] = [];
  const errors: string[] = [];
  buyer.on('response', (r) => r.status() === 404 && missing.push(r.url()));
  buyer.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await buyer.goto(`/studios/${artistSlug}`);
  await buyer.locator('[data-remote="mf-social"]').getByRole('button', { name: 'Message', exact: true }).click();
  await expect(buyer).toHaveURL(/\/messages\/[^/]+$/);
  await expect(buyer).not.toHaveURL(new RegExp(artistId));
  await expect(messaging(buyer).getByRole('heading', { name: ARTIST.name, level: 2 })).toBeVisible();
  expect(missing).toEqual([]);
  expect(errors).toEqual([]);
  const hello = unique('Is the Patan study still available?');
  await send(buyer, hello);
  await expect(chatLog(buyer).getByText(hello)).toBeVisible();

  // The artist's inbox and header light up without a reload.
  const row = messaging(artist).getByRole('link', { name: new RegExp(BUYER.name) }).filter({ hasText: hello });
  await expect(row).toBeVisible();
  await expect(artist.getByTestId('messages-light')).toBeVisible();
  await row.click();
  await expect(chatLog(artist).getByText(hello)).toBeVisible();
  await expect(chatLog(buyer).getByText('Seen')).toBeVisible();

  // An image reply, seen by the buyer live.
  await messaging(artist).getByLabel('Attach an image').setInputFiles({ name: 'rooftops.png', mimeType: 'image/png', buffer: PNG });
  await expect(chatLog(buyer).getByRole('img', { name: `Image from ${ARTIST.name}` })).toBeVisible();

  // The artist blocks the room: the buyer's open conversation is told at once, and its send box closes.
  await messaging(artist).getByRole('button', { name: 'Block' }).click();
  await confirm(artist);
  await expect(artist.getByText('Messages blocked successfully')).toBeVisible();
  await expect(messaging(buyer).getByText('You cannot send message to this user')).toBeVisible();
  await expect(messaging(buyer).getByLabel('Message', { exact: true })).toHaveCount(0);
  // The server refuses a send all the same (a page that had not heard of the block).
  const refused = await buyer.request.post(`/chat/rooms/${new URL(buyer.url()).pathname.split('/').pop()}/messages`, {
    data: { message: 'Hello?' },
    headers: { authorization: `JWT ${await tokenOf(buyer)}` },
  });
  expect(await refused.json()).toEqual({ status: 'error', message: 'You cannot send message to this user', code: 'chat.chatCannotSend' });
  await messaging(artist).getByRole('button', { name: 'Unblock' }).click();
  await expect(artist.getByText('Messages unblocked successfully')).toBeVisible();
  await expect(messaging(buyer).getByLabel('Message', { exact: true })).toBeVisible();
  await expect(chatLog(buyer).getByText('Hello?')).toHaveCount(0);

  // A group of three (the buyer, the artist and a person from the seeded group); the artist leaves.
  const club = unique('Sketch walk');
  await messaging(buyer).getByRole('button', { name: 'New group' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'New group' });
  await dialog.getByLabel('Group name').fill(club);
  await dialog.getByLabel(ARTIST.name).check();
  await dialog.getByLabel('Sneha Basnet').check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(messaging(buyer).getByRole('heading', { name: club, level: 2 })).toBeVisible();
  await expect(messaging(buyer).getByText('3 members')).toBeVisible();

  await messaging(artist).getByRole('link', { name: new RegExp(club) }).click();
  await messaging(artist).getByRole('button', { name: 'Leave' }).click();
  await confirm(artist);
  await expect(artist.getByText('Group Leave successfully')).toBeVisible();
  await expect(artist).toHaveURL(/\/inbox$/);
  await expect(chatLog(buyer).getByText(`${ARTIST.name} left the group`)).toBeVisible();
  await expect(messaging(buyer).getByText('2 members')).toBeVisible();
});

test('a person who cannot be found: Something went wrong, back to the inbox', async ({ browser }) => {
  const buyer = await signedIn(browser, BUYER.email);
  await buyer.goto('/messages/00000000-0000-4000-8000-000000000001');
  await expect(buyer.getByText('Something went wrong')).toBeVisible();
  await expect(buyer).toHaveURL(/\/inbox$/);
  // The seeded conversations are listed, newest first.
  await expect(messaging(buyer).getByRole('link').first()).toBeVisible();
});

test('a conversation opened by its address (a reload, a link) is marked read: the header light goes out and stays out', async ({ browser, request }) => {
  const [me, friend] = [await apiPerson(request, 'Manisha'), await apiPerson(request, 'Rohan')];
  const sent = await request.post('/api/messages/new', { headers: authOf(friend), data: { receiver: me.user._id, message: unique('Are you coming to the opening?') } });
  expect(sent.ok()).toBe(true);
  const room = ((await sent.json()) as { data: { room: string } }).data.room;
  const page = await signedIn(browser, me.email);
  await expect(page.getByTestId('messages-light')).toBeVisible();
  // Typed, as a link or a reload brings it: the page's first answers carry the conversation, which is on
  // screen before the socket's code has come (held here, as a slow network does): its read waits for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/async\/live\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(`/messages/${room}`);
  await expect(chatLog(page).getByText(/Are you coming to the opening\?/)).toBeVisible();
  release();
  const unread = async () => ((await (await request.get('/chat/rooms', { headers: authOf(me) })).json()) as { message: { _id: string; unread: boolean }[] }).message.find((r) => r._id === room)?.unread;
  await expect.poll(unread).toBe(false);
  await expect(page.getByTestId('messages-light')).toHaveCount(0);
  // And after a reload, the socket's count keeps it out.
  await page.unrouteAll();
  await page.reload();
  await expect(chatLog(page).getByText(/Are you coming to the opening\?/)).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(page.getByTestId('messages-light')).toHaveCount(0);
});

/** Two new people with a one-to-one room (`friend` wrote first); the room's id. */
async function twoInARoom(request: APIRequestContext, names: [string, string]) {
  const [me, friend] = [await apiPerson(request, names[0]), await apiPerson(request, names[1])];
  const sent = await request.post('/api/messages/new', { headers: authOf(friend), data: { receiver: me.user._id, message: unique('Hello from the studio') } });
  expect(sent.ok()).toBe(true);
  return { me, friend, room: ((await sent.json()) as { data: { room: string } }).data.room };
}

test('what is typed while a text goes stays in the box; a text the server refuses comes back to it', async ({ browser, request }) => {
  const { me, room } = await twoInARoom(request, ['Dipak', 'Laxmi']);
  const page = await signedIn(browser, me.email);
  await page.goto(`/messages/${room}`);
  const box = messaging(page).getByLabel('Message', { exact: true });
  // The first send waits (a slow network) while the person types on.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let refuse = false;
  await page.route(`**/chat/rooms/${room}/messages`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    if (refuse) return route.fulfill({ status: 403, json: { status: 'error', message: 'You cannot send message to this user', code: 'chat.chatCannotSend' } });
    await held;
    return route.fallback();
  });
  await box.fill('First thought');
  await messaging(page).getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue('');
  await box.fill('and a second one');
  release();
  await expect(chatLog(page).getByText('First thought')).toBeVisible();
  await expect(box).toHaveValue('and a second one');

  refuse = true;
  await messaging(page).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('You cannot send message to this user')).toBeVisible();
  await expect(box).toHaveValue('and a second one');
});

test('a conversation stays open, with what is being typed, when a refresh after a new message fails', async ({ browser, request }) => {
  const { me, friend, room } = await twoInARoom(request, ['Bimala', 'Suman']);
  const page = await signedIn(browser, me.email);
  await page.goto(`/messages/${room}`);
  const box = messaging(page).getByLabel('Message', { exact: true });
  await box.fill('half a thought');
  // The server stumbles (a deploy): every answer about the room fails from now on.
  await page.route(`**/chat/rooms/${room}`, (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
  const failed = page.waitForResponse((r) => r.url().endsWith(`/chat/rooms/${room}`) && r.status() === 502);
  const news = unique('Are you still there?');
  expect((await request.post('/api/messages/new', { headers: authOf(friend), data: { room, message: news } })).ok()).toBe(true);
  await expect(chatLog(page).getByText(news)).toBeVisible();
  await failed;
  await expect(page).toHaveURL(new RegExp(`/messages/${room}$`));
  await expect(box).toHaveValue('half a thought');
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('a block of the person (privacy) closes their room: the blocker is led to Privacy, the other is told', async ({ browser, request }) => {
  const { me, friend, room } = await twoInARoom(request, ['Hari', 'Gita']);
  expect((await request.patch(`/api/block/user/${friend.user._id}`, { headers: authOf(me) })).ok()).toBe(true);
  const blocker = await signedIn(browser, me.email);
  await blocker.goto(`/messages/${room}`);
  await expect(messaging(blocker).getByText('Please unblock to send the message')).toBeVisible();
  await expect(messaging(blocker).getByLabel('Message', { exact: true })).toHaveCount(0);
  await messaging(blocker).getByRole('link', { name: 'Unblock in Privacy' }).click();
  await expect(blocker).toHaveURL(/\/privacy$/);

  const other = await signedIn(browser, friend.email);
  await other.goto(`/messages/${room}`);
  await expect(messaging(other).getByText('You cannot send message to this user')).toBeVisible();
  await expect(messaging(other).getByLabel('Message', { exact: true })).toHaveCount(0);
  await expect(messaging(other).getByRole('button', { name: 'Block' })).toHaveCount(0);
});

test('an inbox of more conversations than a page shows the rest as the reader scrolls down, and each opens', async ({ browser, request }) => {
  // A new person writes to 21 studios, one after another: the first is their oldest conversation.
  const me = await apiPerson(request, 'Kabita');
  const studios = ((await (await request.get('/api/artists/sortable?limit=21')).json()) as { message: { _id: string; name: string }[] }).message;
  expect(studios).toHaveLength(21);
  for (const studio of studios) {
    const opened = await request.post('/chat/rooms/init', { headers: authOf(me), data: { sender: me.user._id, receiver: studio._id } });
    expect(opened.ok()).toBe(true);
  }
  const page = await signedIn(browser, me.email);
  await page.goto('/inbox');
  const list = messaging(page).getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('link')).toHaveCount(20);
  await expect(list.getByRole('link', { name: studios[20]!.name })).toBeVisible();
  const oldest = list.getByRole('link', { name: studios[0]!.name });
  await expect(oldest).toHaveCount(0);
  // The next page comes as the list's end nears the screen.
  await page.mouse.wheel(0, 20_000);
  await expect(list.getByRole('link')).toHaveCount(21);
  await oldest.click();
  await expect(messaging(page).getByRole('heading', { name: studios[0]!.name, level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
});
