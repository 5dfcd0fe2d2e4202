// The operators' console (issue 23) through the real server: an operator hides a reported post and a buyer's
// browser stops seeing it after one reload; the nav's count rises live when a report arrives; approving a
// studio request turns the applicant's open header into a studio's without a reload; a show made from files
// and published is on /exhibitions for a visitor, and its pictures are put in another order; suspending someone who is chatting
// closes their socket at once; an order's timeline shows its steps; a comment reported from its post is hidden.
// And nothing of mf-admin loads for anyone who is not an operator.
import type { Locator, Page, WebSocket } from '@playwright/test';
import { expect, test } from './kala-test';
import { DEMO_PASSWORD, apiSession, login, makeOperator, newAccount, placeCashOrder, signedIn, tokenOf } from './helpers';

// Several people's browsers and the server's work per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

const admin = (page: Page) => page.locator('[data-remote="mf-admin"]');
const social = (page: Page) => page.locator('[data-remote="mf-social"]');
// A 1×1 PNG: a real picture, checked by content on the server.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');
const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

let operatorEmail: string;

test.beforeAll(async ({ request }) => {
  operatorEmail = await newAccount(request, 'Olga Operator');
  await makeOperator(operatorEmail);
});


async function openConsole(page: Page, section: string, heading = section) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByTestId('user-menu').getByRole('link', { name: 'Console' }).click();
  await admin(page).getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: new RegExp(`^${section}`) }).click();
  await expect(admin(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Hides a queued report's post or comment with a reason from its row; the console says the author is told. */
async function hideQueued(operator: Page, item: Locator, what: 'post' | 'comment', reason: string) {
  await item.getByRole('button', { name: 'Hide' }).click();
  const dialog = operator.getByRole('dialog', { name: `Hide this ${what}` });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(operator.getByText('Hidden. The author has been told.')).toBeVisible();
}

/** Today in Nepal, where shows run by the day ('YYYY-MM-DD'). */
const nepalToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());

/** Opens the console's New exhibition form and fills it: today's start, one picture per name, in order. */
async function fillNewShow(operator: Page, title: string, pictures: string[], description?: string) {
  await openConsole(operator, 'Exhibitions');
  await admin(operator).getByText('New exhibition').click();
  await admin(operator).getByLabel('Title', { exact: true }).fill(title);
  await admin(operator).getByLabel('Artist').fill('Mina Shrestha');
  if (description) await admin(operator).getByLabel('Description').fill(description);
  await admin(operator).getByLabel('Start').fill(nepalToday());
  await admin(operator).getByLabel('Pictures (in order)').setInputFiles(pictures.map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG })));
}

test('a buyer never loads the console: /admin sends them home without fetching mf-admin', async ({ page, request }) => {
  const fetched: string[] = [];
  page.on('request', (r) => r.url().includes('/remotes/mf-admin/') && fetched.push(r.url()));
  await login(page, await newAccount(request, 'Bina Buyer'), DEMO_PASSWORD);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByTestId('user-menu').getByRole('link', { name: 'Console' })).toHaveCount(0);
  expect(fetched).toEqual([]);
  expect((await request.get('/api/admin/summary', { headers: { authorization: `JWT ${await tokenOf(request, (await newAccount(request, 'Ram User')))}` } })).status()).toBe(403);
});

test('an operator hides a reported post: the count rose live, the buyer stops seeing it after one reload', async ({ browser, request }) => {
  const artistEmail = await newAccount(request, 'Asha Artist');
  const text = unique('Buy followers cheap');
  const post = await request.post('/api/post/new', { headers: { authorization: `JWT ${await tokenOf(request, artistEmail)}` }, multipart: { post: text } });
  const postId = ((await post.json()) as { post: { _id: string } }).post._id;

  const buyerEmail = await newAccount(request, 'Bikash Buyer');
  const buyer = await signedIn(browser, buyerEmail);
  await buyer.goto(`/feed/${postId}`);
  await expect(social(buyer).getByText(text)).toBeVisible();

  const operator = await signedIn(browser, operatorEmail);
  await openConsole(operator, 'Reports');
  const summary = await request.get('/api/admin/summary', { headers: { authorization: `JWT ${await tokenOf(request, operatorEmail)}` } });
  const countBefore = ((await summary.json()) as { data: { reports: number } }).data.reports;
  // The buyer reports it (the report dialog is tested elsewhere): the operator's count rises without a reload.
  const [category] = ((await (await request.get('/api/report/categories')).json()) as { message: { _id: string }[] }).message;
  expect((await request.post(`/api/report/feed/${postId}`, { headers: { authorization: `JWT ${await tokenOf(request, buyerEmail)}` }, data: { category: category._id } })).ok()).toBe(true);
  await expect(admin(operator).getByTestId('count-reports')).toHaveText(String(countBefore + 1));

  await operator.reload();
  const item = admin(operator).getByRole('listitem', { name: text });
  await expect(item).toContainText('Reported 1 time');
  await expect(item).toContainText('Reported by Bikash Buyer');
  await hideQueued(operator, item, 'post', 'Spam');
  await expect(item).toHaveCount(0);

  await buyer.reload();
  await expect(social(buyer).getByText(text)).toHaveCount(0);
  await buyer.goto('/feed');
  await expect(social(buyer).getByTestId('post-card').first()).toBeVisible();
  await expect(social(buyer).getByText(text)).toHaveCount(0);

  // The audit log shows who did it, on what and why.
  await admin(operator).getByRole('link', { name: 'Audit log' }).click();
  const row = admin(operator).getByRole('row').filter({ hasText: 'report-hide' }).first();
  await expect(row).toContainText('Olga Operator');
  await expect(row).toContainText('Spam');
});

test("approving a studio request turns the applicant's header into a studio's", async ({ browser, request }) => {
  const name = unique('Sita Painter');
  const email = await newAccount(request, name);
  const sent = await request.post('/api/users/become-artist', {
    headers: { authorization: `JWT ${await tokenOf(request, email)}` },
    multipart: { message: 'Thangka painter from Patan', 'images[]': { name: 'work.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(sent.ok()).toBe(true);
  const applicant = await signedIn(browser, email);
  await applicant.getByRole('button', { name: 'Account menu' }).click();
  await expect(applicant.getByTestId('user-menu').getByRole('link', { name: 'Get into Studio' })).toBeVisible();

  const operator = await signedIn(browser, operatorEmail);
  await openConsole(operator, 'Studio requests');
  const card = admin(operator).getByRole('listitem', { name });
  await expect(card).toContainText('Thangka painter from Patan');
  await expect(card.locator('img')).toHaveCount(1);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(operator.getByText(`Approved: ${name} has a studio now.`)).toBeVisible();

  // The applicant's open page changes without a reload: the server tells their socket, the shell fetches
  // the user again. The menu they left open shows the studio's links.
  await expect(applicant.getByTestId('user-menu').getByRole('link', { name: 'Sales' })).toBeVisible();
  await expect(applicant.getByTestId('user-menu').getByRole('link', { name: 'Get into Studio' })).toHaveCount(0);
  // And so does a page opened afterwards.
  await applicant.reload();
  await applicant.getByRole('button', { name: 'Account menu' }).click();
  await expect(applicant.getByTestId('user-menu').getByRole('link', { name: 'Sales' })).toBeVisible();
});

test('an exhibition made from files and published is on /exhibitions for a visitor', async ({ browser, page, request }) => {
  const title = unique('Rivers of Light');
  const studioEmail = await newAccount(request, 'Mina Studio');
  const operator = await signedIn(browser, operatorEmail);
  await fillNewShow(operator, title, ['dawn', 'dusk'], 'Paintings of the Bagmati at dawn.');
  // A one-day show: it ends on the day it starts (a Nepal day, the whole of it).
  await admin(operator).getByLabel('End (optional)').fill(nepalToday());
  await expect(admin(operator).getByLabel('Title of picture 2')).toHaveValue('dusk');
  // The studio's account, so its buying enquiries reach it: an unknown email is refused, then the right one.
  const studioField = admin(operator).getByLabel(/studio's account email/);
  await studioField.fill('nobody.here@kala.test');
  await admin(operator).getByRole('button', { name: 'Create' }).click();
  await expect(operator.getByText('No account with the email nobody.here@kala.test.')).toBeVisible();
  await studioField.fill(studioEmail);
  await admin(operator).getByRole('button', { name: 'Create' }).click();
  const created = operator.getByText(/^Created rivers-of-light/);
  await expect(created).toBeVisible();
  const slug = /^Created (\S+)/.exec(await created.innerText())![1]!;
  const show = admin(operator).getByRole('listitem', { name: title });
  await expect(show).toContainText('Draft');
  await expect(show).toContainText('2 works');

  await page.goto('/exhibitions');
  await expect(page.locator('[data-remote="mf-exhibitions"]').getByText(title)).toHaveCount(0);
  await show.getByRole('button', { name: 'Publish' }).click();
  await expect(show).toContainText('Current');
  await page.reload();
  await expect(page.locator('[data-remote="mf-exhibitions"]').getByText(title).first()).toBeVisible();
  // The visitor reads Nepal's day, whatever the browser's zone; the show names its studio's account.
  const nepalDate = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kathmandu', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());
  await expect(page.locator('[data-remote="mf-exhibitions"]').locator('article, section').filter({ hasText: title }).first()).toContainText(nepalDate);
  const published = (await (await request.get(`/api/exhibitions/slug/${slug}`)).json()) as { message: { artist: { slug: string | null } } };
  expect(published.message.artist.slug).toBe((await apiSession(request, studioEmail)).user.slug);

  // A typo fixed in its title leaves its days as they were: only the title is saved, and logged.
  const dates = await show.getByText(/ → /).innerText();
  await show.getByRole('button', { name: 'Edit' }).click();
  const fixed = `${title} (fixed)`;
  await show.getByLabel('Title', { exact: true }).fill(fixed);
  await show.getByRole('button', { name: 'Save' }).click();
  const edited = admin(operator).getByRole('listitem', { name: fixed });
  await expect(edited).toContainText('Current');
  await expect(edited.getByText(/ → /)).toHaveText(dates);
  const token = decodeURIComponent((await operator.context().cookies()).find((c) => c.name === 'kala_token')!.value);
  const audit = (await (await operator.request.get('/api/admin/audit', { headers: { authorization: `JWT ${token}` } })).json()) as { data: { action: string; targetLabel: string }[] };
  expect(audit.data.filter((a) => a.targetLabel === fixed || a.targetLabel === title).map((a) => a.action).sort()).toEqual(['exhibition-create', 'exhibition-edit', 'exhibition-publish']);
});

test('suspending someone who is chatting closes their socket at once, and login says why', async ({ browser, request }) => {
  const name = unique('Kiran Chatter');
  const email = await newAccount(request, name);
  const chatter = await signedIn(browser, email);
  // The sockets the chatter's page holds open. Loading a page ends the previous page's (Playwright does not
  // always report their close), so the set starts again with each document (its socket opens only once its
  // session is checked, after the document has loaded).
  const open = new Set<WebSocket>();
  chatter.on('domcontentloaded', () => open.clear());
  chatter.on('websocket', (ws) => {
    if (!ws.url().includes('/live/socket.io')) return;
    open.add(ws);
    ws.on('close', () => open.delete(ws));
  });
  await chatter.goto('/inbox');
  await expect.poll(() => open.size, { message: 'the inbox holds a socket', timeout: 30_000 }).toBeGreaterThan(0);

  const operator = await signedIn(browser, operatorEmail);
  await openConsole(operator, 'People');
  await admin(operator).getByLabel('Name, email or slug').fill(email);
  await admin(operator).getByRole('button', { name: 'Search' }).click();
  const person = admin(operator).getByRole('listitem', { name });
  await person.getByRole('button', { name: 'Suspend' }).click();
  const dialog = operator.getByRole('dialog', { name: `Suspend ${name}` });
  await dialog.getByLabel('Reason').fill('Harassment in chat');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(operator.getByText('Suspended: their sessions have ended.')).toBeVisible();
  await expect.poll(() => open.size, { message: "the suspended chatter's socket is closed", timeout: 30_000 }).toBe(0);
  await expect(person).toContainText('Suspended');

  const again = await (await browser.newContext()).newPage();
  await again.goto('/login');
  await again.getByLabel('Email Address').fill(email);
  await again.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await again.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(again.getByText('Account suspended')).toBeVisible();
});

test("an order's timeline shows each step it took, with its time and the studio that shipped it", async ({ browser, request }) => {
  const buyerEmail = await newAccount(request, 'Maya Buyer');
  const studio = await apiSession(request, 'demo.artist@kala.test');
  const listing = (await (await request.get(`/api/user/gallery/${studio.user._id}?limit=60`)).json()) as { message: { _id: string; inStore: boolean; stock: number }[] };
  const work = listing.message.find((w) => w.inStore && w.stock >= 2);
  expect(work).toBeDefined();
  const orderId = await placeCashOrder(request, { token: await tokenOf(request, buyerEmail), email: buyerEmail }, work!._id);
  // The studio ships it (cash on delivery ships while unpaid).
  expect((await request.post('/api/sales/status', { headers: { authorization: `JWT ${studio.token}` }, data: { order_id: orderId, status: 'SHIPPED' } })).ok()).toBe(true);

  const operator = await signedIn(browser, operatorEmail);
  await openConsole(operator, 'Orders', 'Orders and payments');
  await admin(operator).getByLabel('Buyer').fill(buyerEmail);
  await admin(operator).getByRole('button', { name: 'Search' }).click();
  const order = admin(operator).getByRole('listitem').filter({ hasText: buyerEmail });
  await expect(order).toHaveCount(1);
  await order.getByRole('button', { name: 'Details' }).click();
  const timeline = order.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').first()).toContainText('Placed');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('Shipped');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText(`by ${studio.user.name}`);
  await expect(timeline.locator('time')).toHaveCount(2);
});

test("an exhibition's pictures are put in another order with Move up / Move down, kept after a reload", async ({ browser }) => {
  const title = unique('Temples at Dusk');
  const operator = await signedIn(browser, operatorEmail);
  await fillNewShow(operator, title, ['bell', 'lamp', 'gate']);
  await admin(operator).getByRole('button', { name: 'Create' }).click();
  await expect(operator.getByText(/^Created temples-at-dusk/)).toBeVisible();

  const show = admin(operator).getByRole('listitem', { name: title });
  await show.getByRole('button', { name: 'Pictures' }).click();
  const list = show.getByRole('list', { name: `Pictures of ${title}` });
  const order = () => list.getByRole('listitem').allTextContents();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('button', { name: 'Move up: bell' })).toBeDisabled();
  await expect(list.getByRole('button', { name: 'Move down: gate' })).toBeDisabled();

  // The gate goes first, two places up; the focus stays on its button, so the keyboard can go on.
  await list.getByRole('button', { name: 'Move up: gate' }).click();
  await expect(operator.getByText('Moved up: gate')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Move up: gate' })).toBeFocused();
  await operator.keyboard.press('Enter');
  await expect.poll(order).toEqual([expect.stringMatching(/^Picture 1: gate/), expect.stringMatching(/^Picture 2: bell/), expect.stringMatching(/^Picture 3: lamp/)]);
  // At the top, the focus moves to its other button.
  await expect(list.getByRole('button', { name: 'Move down: gate' })).toBeFocused();

  await operator.reload();
  await admin(operator).getByRole('listitem', { name: title }).getByRole('button', { name: 'Pictures' }).click();
  await expect.poll(order).toEqual([expect.stringMatching(/^Picture 1: gate/), expect.stringMatching(/^Picture 2: bell/), expect.stringMatching(/^Picture 3: lamp/)]);
});

test('a comment reported from the post is hidden by an operator: gone for the reader, still there for its author', async ({ browser, request }) => {
  const post = await request.post('/api/post/new', { headers: { authorization: `JWT ${await tokenOf(request, await newAccount(request, 'Asha Artist'))}` }, multipart: { post: unique('Evening at Boudha') } });
  const postId = ((await post.json()) as { post: { _id: string } }).post._id;
  const commenter = unique('Kamal Commenter');
  const commenterEmail = await newAccount(request, commenter);
  const text = unique('Cheap followers at spam.example');
  const added = await request.post('/api/v2/post/comments/new', { headers: { authorization: `JWT ${await tokenOf(request, commenterEmail)}` }, data: { post_id: postId, comment: text } });
  expect(added.ok()).toBe(true);

  // A reader reports it with the comment's own Report button.
  const reader = await signedIn(browser, await newAccount(request, 'Bikash Reader'));
  await reader.goto(`/feed/${postId}`);
  const comment = social(reader).getByRole('listitem').filter({ hasText: text });
  await comment.getByRole('button', { name: `Report comment by ${commenter}` }).click();
  const dialog = reader.getByRole('dialog', { name: 'Report' });
  await dialog.getByLabel('Spam').check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(reader.getByText('Reported Successfully')).toBeVisible();

  const operator = await signedIn(browser, operatorEmail);
  await openConsole(operator, 'Reports');
  const item = admin(operator).getByRole('listitem', { name: text });
  await expect(item).toContainText('Comment');
  await expect(item).toContainText('Reported by Bikash Reader');
  await hideQueued(operator, item, 'comment', 'Spam link');

  await reader.reload();
  await expect(social(reader).getByRole('article').first()).toBeVisible();
  await expect(social(reader).getByText(text)).toHaveCount(0);
  // Its author still sees it on the post.
  const author = await signedIn(browser, commenterEmail);
  await author.goto(`/feed/${postId}`);
  await expect(social(author).getByText(text)).toBeVisible();
});
