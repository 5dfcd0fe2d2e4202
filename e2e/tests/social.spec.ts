// The feed and live notifications (issue 9) in the composed app: write a post with a picture, another
// person likes it in a second browser and the author's bell lights up without a reload; edit and delete;
// hide and undo; report with 'Other' and a reason, and reasons in Chinese; the spec's messages for a bad video link and a too
// large picture; logged out, like and comment lead to login.
import { expect, test, type APIRequestContext, type Page } from './kala-test';
import { apiSession, newAccount, signedIn, signedInReading } from './helpers';

const ARTIST = { email: 'demo.artist@kala.test', name: 'Aarati Shrestha' };
const BUYER = { email: 'demo.buyer@kala.test', name: 'Demo Buyer' };
// A 1×1 PNG: a real picture, checked by content on the server.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');
const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

const social = (page: Page) => page.locator('[data-remote="mf-social"]');
const card = (page: Page, text: string) => social(page).getByTestId('post-card').filter({ hasText: text });

/** A post made through the API (for tests about someone else's post). */
async function apiPost(request: APIRequestContext, email: string, text: string): Promise<void> {
  const { token } = await apiSession(request, email);
  const res = await request.post('/api/post/new', { headers: { authorization: `JWT ${token}` }, multipart: { post: text } });
  expect(res.ok()).toBe(true);
}

async function writePost(page: Page, text: string, picture?: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/feed');
  await social(page).getByLabel('Write a post', { exact: true }).fill(text);
  if (picture) await social(page).getByLabel('Add image').setInputFiles(picture);
}

test('a post with a picture; a like from another browser reaches the author live', async ({ browser }) => {
  const author = await signedIn(browser, ARTIST.email);
  const text = unique('Monsoon study in Patan');
  await writePost(author, text, { name: 'study.png', mimeType: 'image/png', buffer: PNG });
  await social(author).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(author.getByText('Post created successfully')).toBeVisible();
  await expect(card(author, text).locator('img').last()).toBeVisible();

  // Opening the bell marks everything seen: no dot.
  const bell = author.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await author.keyboard.press('Escape');
  await expect(author.getByTestId('unread-dot')).toHaveCount(0);

  const fan = await signedIn(browser, BUYER.email);
  await fan.goto('/feed');
  await card(fan, text).getByRole('button', { name: /Like/ }).click();
  await expect(card(fan, text).getByRole('button', { name: /Like/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(card(fan, text)).toContainText('1 like');

  // No reload on the author's side: the socket brings it.
  await expect(author.getByTestId('unread-dot')).toBeVisible();
  await bell.click();
  await expect(author.getByRole('link', { name: `${BUYER.name} liked your post` })).toBeVisible();
  await author.getByRole('link', { name: `${BUYER.name} liked your post` }).click();
  await expect(author).toHaveURL(/\/feed\/[0-9a-f-]{36}$/);
  await expect(card(author, text)).toBeVisible();
});

test('the author edits and deletes a post', async ({ browser }) => {
  const page = await signedIn(browser, ARTIST.email);
  const text = unique('First draft');
  await writePost(page, text);
  await social(page).getByRole('button', { name: 'Post', exact: true }).click();
  await card(page, text).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Post' });
  const edited = unique('Second draft');
  await dialog.getByRole('textbox').first().fill(edited);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Post has been updated')).toBeVisible();
  await expect(card(page, edited)).toBeVisible();

  await card(page, edited).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Post' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Post has been deleted.')).toBeVisible();
  await expect(card(page, edited)).toHaveCount(0);
});

test("someone else's post: hide and undo, report with 'Other' and a reason", async ({ browser, request }) => {
  const text = unique('Selling prints cheap');
  await apiPost(request, ARTIST.email, text);
  const page = await signedIn(browser, BUYER.email);
  await page.goto('/feed');
  await card(page, text).getByRole('button', { name: 'Hide' }).click();
  await expect(social(page).getByText('The post has been hidden')).toBeVisible();
  await expect(card(page, text)).toHaveCount(0);
  await social(page).getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, text)).toBeVisible();
  await page.reload();
  await expect(card(page, text)).toBeVisible();

  await card(page, text).getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please Select option to continue')).toBeVisible();
  await expect(dialog.getByLabel('Write reason')).toHaveCount(0);
  await dialog.getByLabel('Other').check();
  await dialog.getByLabel('Write reason').fill('Looks like a scam');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Reported Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same dialog reports an artwork from its page.
  const [work] = ((await (await request.get('/api/v2/products/category/all?skip=0&limit=1')).json()) as { message: { slug: string }[] }).message;
  await page.goto(`/artwork/${work.slug}`);
  await page.locator('[data-remote="mf-catalogue"]').getByRole('button', { name: 'Report' }).click();
  await page.getByRole('dialog', { name: 'Report' }).getByLabel('Spam').check();
  await page.getByRole('dialog', { name: 'Report' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Product reported successfully')).toBeVisible();
});

test('the report reasons read in Chinese, and the chosen one is reported', async ({ page, context, request, baseURL }) => {
  await signedInReading(context, request, baseURL!, 'zh', await newAccount(request, 'Lin Wei'));
  const [work] = ((await (await request.get('/api/v2/products/category/all?skip=0&limit=1')).json()) as { message: { slug: string }[] }).message;
  await page.goto(`/artwork/${work.slug}`);
  await page.locator('[data-remote="mf-catalogue"]').getByRole('button', { name: '举报' }).click();
  const dialog = page.getByRole('dialog', { name: '举报' });
  const reasons = dialog.getByRole('radio');
  await expect(reasons.first()).toBeVisible();
  await expect(dialog.getByRole('group')).toHaveText(/垃圾信息.*裸露或色情内容.*侵犯知识产权.*其他/);
  expect(await dialog.getByRole('group').innerText()).not.toMatch(/[A-Za-z]/);
  await dialog.getByLabel('诈骗或欺诈').check();
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('已成功举报该作品')).toBeVisible();
});

test("a bad video link and a too large picture get the spec's messages; nothing is posted", async ({ browser }) => {
  const page = await signedIn(browser, ARTIST.email);
  const text = unique('Never posted');
  await writePost(page, text);
  await social(page).getByLabel('Video link').fill('https://vimeo.com/12345678');
  await social(page).getByRole('button', { name: 'Post', exact: true }).click();
  // Under its field, and as the spec's toast.
  await expect(social(page).getByText('Invalid Youtube Url')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid Youtube Url' })).toBeVisible();
  await social(page).getByLabel('Video link').fill('');
  await social(page).getByLabel('Add image').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) });
  await expect(social(page).getByText('Attached image must be less than 5 MB')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Attached image must be less than 5 MB' })).toBeVisible();
  await expect(card(page, text)).toHaveCount(0);
});

test('logged out, like and comment send to login; a missing post goes back to the feed', async ({ page }) => {
  await page.goto('/feed/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/feed$/);
  const first = social(page).getByTestId('post-card').first();
  await expect(social(page).getByLabel('Write a post', { exact: true })).toHaveCount(0);
  await first.getByRole('button', { name: /Like/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You need to login first!')).toBeVisible();
  await page.goBack();
  await social(page).getByTestId('post-card').first().getByRole('link', { name: 'login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

// Dates in English and Chinese are written by the app itself (ADR 0031's addendum): a post's time carries its
// date and time as its title, which must read as the browser's own formatter writes it, in either language.
test("a post's time says its date and time as the browser writes them, in English and then in Chinese", async ({ page }) => {
  await page.goto('/feed');
  const time = page.getByRole('article').first().locator('time').first();
  const formatted = (locale: string) =>
    time.evaluate((el, l) => new Intl.DateTimeFormat(l, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(el.getAttribute('datetime')!)), locale);
  await expect(time).toHaveAttribute('title', await formatted('en-US'));
  await expect(time).toHaveAttribute('title', /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(time).toHaveAttribute('title', await formatted('zh-CN'));
  await expect(time).toHaveAttribute('title', /^\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}$/);
});

test('a like stays liked after the reader opens the post and comes Back, and a second click unlikes it', async ({ browser, request }) => {
  const text = unique('Liked, then Back');
  await apiPost(request, ARTIST.email, text);
  const reader = await signedIn(browser, BUYER.email);
  await reader.goto('/feed');
  const like = card(reader, text).getByRole('button', { name: /Like/ });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  // The post's own page by its time link, then Back to the feed (from its cache).
  await card(reader, text).getByRole('link', { name: /ago|now/i }).first().click();
  await expect(reader).toHaveURL(/\/feed\/[^/]+$/);
  await reader.goBack();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(card(reader, text)).toContainText('1 like');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await reader.reload();
  await expect(card(reader, text).getByRole('button', { name: /Like/ })).toHaveAttribute('aria-pressed', 'false');
});
