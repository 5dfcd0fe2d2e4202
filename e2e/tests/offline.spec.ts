// The app on a network that drops (issue 25, ADR 0022): installable (manifest, a service worker that takes
// the page), a visited artwork page and the buyer's orders readable offline, a page never opened says so
// in the shell's look with Retry, and logging out deletes every per-user cache.
import type { Page } from '@playwright/test';
import { expect, test } from './kala-test';
import { apiPerson, authOf, DEMO_PASSWORD, login } from './helpers';

test.use({ serviceWorkers: 'allow' });
// A service worker installs, precaches and takes the page in each test: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Waits until the service worker controls the page (the first visit registers it after load). */
async function workerInCharge(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, { timeout: 60_000 });
}
const cacheNames = (page: Page) => page.evaluate(async () => (await caches.keys()).sort());

test('installable: a manifest in three languages and a service worker that takes the page', async ({ page, request }) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const manifest = (await answer.json()) as Record<string, unknown> & { icons: { sizes: string; type: string }[]; name_localized: Record<string, { value: string }> };
  expect(manifest).toMatchObject({ short_name: 'Kala', start_url: '/?source=pwa', display: 'standalone', theme_color: '#984B48' });
  expect(manifest.name_localized.ne.value).toMatch(/कला/);
  expect(manifest.name_localized.zh.value).toMatch(/艺术/);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png']) expect((await request.get(icon)).headers()['content-type']).toBe('image/png');

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await workerInCharge(page);
  // Chromium's own installability check (what Lighthouse's installable audit asked): no error but that a
  // test's browser context is incognito.
  const cdp = await page.context().newCDPSession(page);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const csp = (await request.get('/')).headers()['content-security-policy'];
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
});

test('offline: a visited artwork page and my orders still read; a page never opened says so, with Retry', async ({ page, context, request }) => {
  const [work] = ((await (await request.get('/api/v2/products/category/all?skip=0&limit=1')).json()) as { message: { slug: string; name: string }[] }).message;
  await login(page, 'demo.buyer@kala.test', DEMO_PASSWORD);
  await workerInCharge(page);
  await page.goto(`/artwork/${work!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: work!.name })).toBeVisible();
  await page.goto('/order');
  await expect(page.getByTestId('order-row').first()).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/artwork/${work!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: work!.name })).toBeVisible();
  await page.goto('/order');
  await expect(page.getByTestId('order-row').first()).toBeVisible();

  await page.goto('/studios');
  const offline = page.getByTestId('offline-page');
  await expect(offline.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await offline.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('offline-page')).toHaveCount(0);
  await expect(page.locator('[data-remote]').first()).toBeVisible();
});

test('logging out deletes every per-user cache', async ({ page }) => {
  await login(page, 'demo.buyer@kala.test', DEMO_PASSWORD);
  await workerInCharge(page);
  await page.goto('/order');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await expect.poll(() => cacheNames(page)).toContain('kala-user-orders');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect.poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('kala-user-'))).toEqual([]);
  await expect.poll(() => cacheNames(page)).toContain('kala-remote-entries');
});

test('a comment typed offline is kept, then sent once when the network is back', async ({ page, context, request }) => {
  const [work] = ((await (await request.get('/api/v2/products/category/all?skip=0&limit=3')).json()) as { message: { _id: string; slug: string; name: string }[] }).message.slice(2);
  await login(page, 'demo.buyer@kala.test', DEMO_PASSWORD);
  await workerInCharge(page);
  await page.goto(`/artwork/${work!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: work!.name })).toBeVisible();
  // The person has read the comments when the signal drops (the list, not its loading placeholder).
  await expect(page.getByTestId('comments').getByRole('list', { name: 'Loading…' })).toHaveCount(0);

  const words = `Typed on the bus ${Date.now().toString(36)}`;
  await context.setOffline(true);
  await page.getByLabel('Your comment').fill(words);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Saved on this device: it will be sent when you are back online.')).toBeVisible();
  await expect(page.getByTestId('comment').filter({ hasText: words })).toContainText('Sending…');

  await context.setOffline(false);
  const mine = page.getByTestId('comment').filter({ hasText: words });
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('time')).toBeVisible({ timeout: 30_000 });
  const stored = async () =>
    ((await (await request.get(`/api/v2/artwork/comments/${work!._id}/0`)).json()) as { message: { comment: string }[] }).message.filter((c) => c.comment === words).length;
  await expect.poll(stored).toBe(1);
  // Once more online (a second 'online', as a flaky network gives): nothing is sent twice.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.reload();
  await expect(page.getByTestId('comment').filter({ hasText: words })).toHaveCount(1);
  expect(await stored()).toBe(1);
});

test('a comment on a post typed offline is shown as sending, then sent once when the network is back', async ({ page, context, request }) => {
  const [post] = ((await (await request.get('/api/feed/allPosts?total=1')).json()) as { message: { _id: string }[] }).message;
  await login(page, 'demo.buyer@kala.test', DEMO_PASSWORD);
  await workerInCharge(page);
  await page.goto(`/feed/${post!._id}`);
  const card = page.locator('article').first();
  await expect(card.getByLabel('Your comment')).toBeVisible();

  const words = `Typed in the valley ${Date.now().toString(36)}`;
  await context.setOffline(true);
  await card.getByLabel('Your comment').fill(words);
  await card.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Saved on this device: it will be sent when you are back online.')).toBeVisible();
  const mine = card.getByRole('listitem').filter({ hasText: words });
  await expect(mine).toContainText('Sending…');

  const stored = async () =>
    ((await (await request.get(`/api/v2/post/comments/${post!._id}/0`)).json()) as { message: { comment: string }[] }).message.filter((c) => c.comment === words).length;
  await context.setOffline(false);
  await expect.poll(stored, { timeout: 60_000 }).toBe(1);
  // The card shows the server's copy (with its time) in place of the one sending.
  await expect(mine.locator('time')).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.locator('article').first().getByRole('listitem').filter({ hasText: words })).toHaveCount(1);
  expect(await stored()).toBe(1);
});

test('a chat message kept offline that the server refuses when it goes is said, not dropped without a word', async ({ page, context, request }) => {
  const [me, friend] = [await apiPerson(request, 'Nima'), await apiPerson(request, 'Dawa')];
  const opened = await request.post('/api/messages/new', { headers: authOf(friend), data: { receiver: me.user._id, message: 'Shall we meet at the gallery?' } });
  const room = ((await opened.json()) as { data: { room: string } }).data.room;
  await login(page, me.email, DEMO_PASSWORD);
  await workerInCharge(page);
  await page.goto(`/messages/${room}`);
  const messaging = page.locator('[data-remote="mf-messaging"]');
  await expect(messaging.getByRole('log').getByText('Shall we meet at the gallery?')).toBeVisible();

  const words = `See you at six ${Date.now().toString(36)}`;
  await context.setOffline(true);
  await messaging.getByLabel('Message', { exact: true }).fill(words);
  await messaging.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Saved on this device: it will be sent when you are back online.')).toBeVisible();
  // Meanwhile the friend blocks them: the kept message is refused when it goes.
  expect((await request.patch(`/api/block/user/${me.user._id}`, { headers: authOf(friend) })).ok()).toBe(true);
  await context.setOffline(false);
  await expect(page.getByText(`Not sent: “${words}”. You cannot send message to this user`)).toBeVisible({ timeout: 30_000 });
  const stored = ((await (await request.get(`/chat/rooms/${room}`, { headers: authOf(friend) })).json()) as { message: { messages?: { message: string }[] } }).message;
  expect(JSON.stringify(stored)).not.toContain(words);
});
