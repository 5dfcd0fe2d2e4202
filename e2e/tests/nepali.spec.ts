// Nepali done properly (issue 20): in Nepali every number the interface shows is in Devanagari digits —
// prices with the lakh grouping, counts, dates, times, page counters, members — and exhibition dates are
// Nepali. Also the exhibition's sound button and sold works, and notifications that group repeats, name
// the work and say when.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './kala-test';
import { apiPerson, apiSession, authOf, BS_DATE, BS_DAY, latinNumbers, newAccount, roomNames, stockOf, type ApiPerson, type Work } from './helpers';

const BUYER = 'demo.buyer@kala.test';
const ARTIST = 'demo.artist@kala.test';
const region = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`);

/** The browser in Nepali, logged in as `email` when given (the cookies the app itself sets). */
async function inNepali(context: BrowserContext, request: APIRequestContext, baseURL: string, email?: string) {
  await context.addCookies([{ name: 'kala_lang', value: 'ne', url: baseURL }]);
  if (email) await context.addCookies([{ name: 'kala_token', value: (await apiSession(request, email)).token, url: baseURL }]);
}

/** Every shown work of the catalogue, page by page. */
async function everyWork(request: APIRequestContext): Promise<(Work & { name: string; description: string })[]> {
  const works: (Work & { name: string; description: string })[] = [];
  for (let skip = 0; ; skip += 60) {
    const page = ((await (await request.get(`/api/v2/products/category/all?skip=${skip}&limit=60`)).json()) as { message: typeof works }).message;
    works.push(...page);
    if (page.length < 60) return works;
  }
}

test.describe('in Nepali', () => {
  test('listings, an artwork, the cart and checkout show Devanagari digits and the lakh grouping', async ({ page, context, request, baseURL }) => {
    const email = await newAccount(request, 'Sita Gurung');
    await inNepali(context, request, baseURL!, email);
    const listing = (await (await request.get('/api/store/all?skip=0&limit=30')).json()) as { message: (Work & { name: string })[] };
    // Works' names and descriptions are their artists' words, digits and all: every work's, since the artwork
    // page's Similar Artworks may show works the store's first page does not (earlier tests name theirs with digits).
    const names = (await everyWork(request)).flatMap((w) => [w.name, w.description]).filter(Boolean);
    const work = listing.message.find((w) => w.inStore && w.stock > 0)!;
    const { token } = await apiSession(request, email);
    expect((await request.post('/api/cart/addItem', { headers: { authorization: `JWT ${token}` }, data: { product_id: work._id } })).ok()).toBe(true);

    await page.goto('/store/all');
    const store = region(page, 'mf-catalogue');
    await expect(store.getByText(/^रु\. [०-९,]+$/).first()).toBeVisible();
    expect(await latinNumbers(store, ...names)).toEqual([]);
    // A highest price typed in Devanagari digits applies: a letter is refused in Nepali words and digits.
    const highest = store.getByLabel('अधिकतम (NPR)');
    await highest.fill('पाँच');
    await highest.press('Enter');
    await expect(store.getByText(/^[०-९]+ देखि [०-९,]+ सम्मको पूर्ण सङ्ख्या हाल्नुहोस्$/)).toBeVisible();
    await highest.fill('५०००');
    await highest.press('Enter');
    await expect(page).toHaveURL(/[?&]price=0%2C5000\b/);
    await expect(highest).toHaveValue('५०००');
    // The address changes before the filtered works replace the ones shown (CI once read the old cards' prices):
    // wait until the cards shown are priced at most 5,000, as a person waits for the list to change.
    const shownPrices = async () =>
      (await store.getByText(/^रु\. [०-९,]+$/).allInnerTexts()).map((text) => Number(text.replace(/[^०-९]/g, '').replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d)))));
    await expect.poll(async () => {
      const prices = await shownPrices();
      return prices.length > 0 && prices.every((price) => price <= 5000) ? 'all at most 5000' : prices.join(' ');
    }).toBe('all at most 5000');

    await page.goto(`/artwork/${work.slug}`);
    await expect(store.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(store.getByText(/रु\. [०-९,]+/).first()).toBeVisible();
    expect(await latinNumbers(store, ...names)).toEqual([]);

    await page.goto('/cart');
    const commerce = region(page, 'mf-commerce');
    await expect(commerce.getByTestId('cart-total')).toHaveText(/^रु\. [०-९,]+$/);
    expect(await latinNumbers(commerce, work.name)).toEqual([]);

    await page.goto('/checkout');
    await expect(commerce.getByRole('tab', { name: 'ढुवानी' })).toHaveText('१ढुवानी');
    const shipping = { 'फोन नम्बर': '9801234567', देश: 'Nepal', सहर: 'Pokhara', प्रदेश: 'Gandaki', 'हुलाक कोड': '33700', ठेगाना: 'Lakeside 6' };
    for (const [label, value] of Object.entries(shipping)) await commerce.getByLabel(label, { exact: true }).fill(value);
    await commerce.getByRole('button', { name: 'अर्को' }).click();
    await expect(commerce.getByTestId('grand-total')).toHaveText(/^रु\. [०-९,.]+$/);
    await expect(commerce.getByText('कर (१३%)')).toBeVisible();
    expect(await latinNumbers(commerce, work.name)).toEqual([]);
  });

  test("a work sold out while the buyer checks out: commerce's refusal names it in Nepali, and nothing is ordered", async ({ page, context, request, baseURL }) => {
    const email = await newAccount(request, 'Hari Thapa');
    await inNepali(context, request, baseURL!, email);
    const listing = (await (await request.get('/api/store/all?skip=0&limit=60')).json()) as { message: (Work & { name: string })[] };
    // The last work on sale: the run's other buyers take theirs from the start of the list.
    const work = listing.message.filter((w) => w.inStore && w.stock > 0).at(-1)!;
    const { token } = await apiSession(request, email);
    expect((await request.post('/api/cart/addItem', { headers: { authorization: `JWT ${token}` }, data: { product_id: work._id } })).ok()).toBe(true);

    await page.goto('/cart');
    const commerce = region(page, 'mf-commerce');
    await commerce.getByRole('link', { name: 'चेकआउटमा जानुहोस्' }).click();
    const shipping = { 'फोन नम्बर': '9801234567', देश: 'Nepal', सहर: 'Pokhara', प्रदेश: 'Gandaki', 'हुलाक कोड': '33700', ठेगाना: 'Lakeside 6' };
    for (const [label, value] of Object.entries(shipping)) await commerce.getByLabel(label, { exact: true }).fill(value);
    await commerce.getByRole('button', { name: 'अर्को' }).click();
    await expect(commerce.getByRole('tab', { name: 'अर्डर' })).toHaveAttribute('aria-selected', 'true');
    await commerce.getByRole('button', { name: 'अर्को' }).click();
    await commerce.getByRole('radio', { name: /डेलिभरीमा नगद/ }).check();

    // Meanwhile another buyer takes every piece left.
    const rival = await newAccount(request, 'Gita Rai');
    const stock = await stockOf(request, work.slug);
    const taken = await request.post('/api/user/order', {
      headers: { authorization: `JWT ${(await apiSession(request, rival)).token}`, 'idempotency-key': randomUUID() },
      data: { orderItems: [{ product: work._id, qty: stock }], paymentMethod: 'cash', shippingInfo: { name: 'Gita Rai', email: rival, phone: '9812345678', country: 'Nepal', city: 'Kathmandu', state: 'Bagmati', postalCode: '44600', address: 'Thamel 12' } },
    });
    expect(taken.ok()).toBe(true);

    await commerce.getByRole('button', { name: 'पेश गर्नुहोस्' }).click();
    // The server's coded answer (commerce.soldOut), in the reader's language with the work's name filled in.
    await expect(page.getByText(`${work.name} भर्खरै बिक्यो`)).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    const orders = (await (await request.get('/api/user/order', { headers: { authorization: `JWT ${token}` } })).json()) as { result: unknown[] };
    expect(orders.result).toEqual([]);
  });

  test('a profile’s counts, orders, the inbox, a conversation’s members and notifications', async ({ page, context, request, baseURL }) => {
    await inNepali(context, request, baseURL!, BUYER);
    const artist = (await apiSession(request, ARTIST)).user;

    await page.goto(`/studios/${artist.slug}`);
    const social = region(page, 'mf-social');
    await expect(social.getByRole('heading', { name: artist.name })).toBeVisible();
    await expect(social.getByText(/[०-९]/).first()).toBeVisible();
    expect(await latinNumbers(social)).toEqual([]);

    await page.goto('/order');
    const commerce = region(page, 'mf-commerce');
    await expect(commerce.getByTestId('order-row').first()).toBeVisible();
    // The dates and prices of every order.
    await expect(commerce.getByText(BS_DAY).first()).toBeVisible();
    expect(await latinNumbers(commerce)).toEqual([]);

    await page.goto('/inbox');
    const messaging = region(page, 'mf-messaging');
    const rooms = messaging.getByRole('link');
    await expect(rooms.first()).toBeVisible();
    // Times in words: '४० मिनेट', never '40m' or '४०m'.
    await expect(messaging.locator('time').first()).toHaveText(/^[०-९]+ (सेकेन्ड|मिनेट|घण्टा|दिन|वर्ष)$/);
    // Beside the conversation on a wide screen, the inbox keeps showing the rooms' names (people's data).
    const names = await roomNames(request, (await apiSession(request, BUYER)).token);
    expect(await latinNumbers(messaging, ...names)).toEqual([]);
    await rooms.filter({ hasText: 'See you both at nine.' }).click();
    await expect(messaging.getByText(/^३ सदस्य$/)).toBeVisible();
    expect(await latinNumbers(messaging, ...names)).toEqual([]);

    await page.goto('/notifications');
    await expect(social.getByTestId('notification').first()).toBeVisible();
    expect(await latinNumbers(social)).toEqual([]);
  });

  test("the header's messages icon tells a screen reader its unread rooms in Devanagari digits, a new one at once", async ({ page, context, request, baseURL }) => {
    const [me, kiran, nirmala] = [await apiPerson(request, 'Sabin'), await apiPerson(request, 'Kiran'), await apiPerson(request, 'Nirmala')];
    const write = async (from: ApiPerson) =>
      expect((await request.post('/api/messages/new', { headers: authOf(from), data: { receiver: me.user._id, message: 'नमस्ते' } })).ok()).toBe(true);
    await write(kiran);
    await inNepali(context, request, baseURL!, me.email);
    await page.goto('/');
    const messages = page.getByRole('banner').getByRole('link', { name: /^सन्देश/ });
    await expect(messages).toHaveAccessibleName('सन्देश (१)');
    await write(nirmala);
    await expect(messages).toHaveAccessibleName('सन्देश (२)');
  });

  test('exhibitions: dates in Nepali, the page counter, a sold work without Buy, and the sound button in words', async ({ page, context, request, baseURL }) => {
    await inNepali(context, request, baseURL!);
    await page.goto('/exhibitions');
    const shows = region(page, 'mf-exhibitions');
    await expect(shows.getByRole('heading', { name: 'Rooftops of Kathmandu' })).toBeVisible();
    await expect(shows.getByText(BS_DATE).first()).toBeVisible();
    expect(await shows.innerText()).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
    // Shows' titles are people's data (other specs publish shows named with a run id): left out.
    const titles = ((await (await request.get('/api/exhibitions')).json()) as { message: { title: string }[] }).message.map((show) => show.title);
    expect(await latinNumbers(shows, ...titles)).toEqual([]);

    await page.goto('/exhibition-rooftops-of-kathmandu');
    const viewer = shows.getByTestId('viewer');
    await expect(viewer.getByRole('heading', { name: 'Rooftops of Kathmandu', level: 1 })).toBeVisible();
    await expect(viewer.getByText(/^[०-९]+ मध्ये १$/)).toBeVisible();
    expect(await latinNumbers(viewer)).toEqual([]);

    // The sound button says what a press does, and a second press at once (still loading) turns it off.
    const sound = viewer.getByTestId('sound');
    await expect(sound).toHaveAccessibleName('आवाज खोल्नुहोस्');
    await sound.click();
    await expect(sound).toHaveAccessibleName('आवाज बन्द गर्नुहोस्');
    await sound.click();
    await expect(sound).toHaveAccessibleName('आवाज खोल्नुहोस्');
    expect(await sound.evaluate(() => document.querySelector('audio')!.paused)).toBe(true);
  });
});

test('a sold exhibition work says so and offers no Buy; a work for sale offers Buy', async ({ page, request }) => {
  const show = ((await (await request.get('/api/exhibitions/slug/rooftops-of-kathmandu')).json()) as { message: { items: { title: string; sold: boolean }[] } }).message;
  const sold = show.items.findIndex((i) => i.sold);
  const forSale = show.items.findIndex((i) => !i.sold);
  expect(sold).toBeGreaterThanOrEqual(0);
  await page.goto('/exhibition-rooftops-of-kathmandu');
  const viewer = region(page, 'mf-exhibitions').getByTestId('viewer');

  let at = 0;
  /** Moves along the wall with the arrow buttons, then opens the work. */
  const open = async (index: number) => {
    for (; at < index; at++) await viewer.getByRole('button', { name: 'Next work' }).click();
    for (; at > index; at--) await viewer.getByRole('button', { name: 'Previous work' }).click();
    const title = show.items[index]!.title;
    await viewer.getByRole('button', { name: `Open ${title}` }).click();
    return page.getByRole('dialog', { name: title });
  };
  const work = await open(sold);
  await expect(work.getByText('Sold', { exact: true })).toBeVisible();
  await expect(work.getByRole('button', { name: 'Buy' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(work).toBeHidden();

  const other = await open(forSale);
  await expect(other.getByRole('button', { name: 'Buy' })).toBeVisible();
});

test('the exhibition sound button says what a press does, in English and Chinese too', async ({ page, context, baseURL }) => {
  await page.goto('/exhibition-rooftops-of-kathmandu');
  const sound = region(page, 'mf-exhibitions').getByTestId('sound');
  await expect(sound).toHaveAccessibleName('Sound on');
  await sound.click();
  await expect(sound).toHaveAccessibleName('Sound off');
  await expect(sound).toHaveText('Sound off');
  await sound.click();
  await expect(sound).toHaveText('Sound on');

  await context.addCookies([{ name: 'kala_lang', value: 'zh', url: baseURL! }]);
  await page.reload();
  await expect(sound).toHaveAccessibleName('开启声音');
  await sound.click();
  await expect(sound).toHaveAccessibleName('关闭声音');
});

test('notifications: repeats show once with how many, an order names its work, and the bell and the page say when', async ({ page, context, request, baseURL }) => {
  const email = await newAccount(request, 'Nima Lama');
  const nima = await apiSession(request, email);
  const artist = await apiSession(request, ARTIST);
  const as = (token: string) => ({ authorization: `JWT ${token}` });
  expect((await request.post('/api/secure/followartist', { headers: as(nima.token), data: { artist: artist.user._id } })).ok()).toBe(true);
  // The studio shares two posts in a row: Nima hears of each.
  for (const text of ['Fresh from the kiln', 'A second glaze']) {
    expect((await request.post('/api/post/new', { headers: as(artist.token), multipart: { post: text } })).ok()).toBe(true);
  }
  // Nima orders a work and cancels the order.
  const listing = (await (await request.get('/api/store/all?skip=0&limit=60')).json()) as { message: (Work & { name: string })[] };
  const work = listing.message.filter((w) => w.inStore && w.stock > 0).at(-1)!;
  const shippingInfo = { name: 'Nima Lama', email, phone: '9801234567', country: 'Nepal', city: 'Pokhara', state: 'Gandaki', postalCode: '33700', address: 'Lakeside 6' };
  const placed = await request.post('/api/user/order', {
    headers: { ...as(nima.token), 'idempotency-key': `nepali-${Date.now()}` },
    data: { orderItems: [{ product: work._id, qty: 1 }], paymentMethod: 'cash', shippingInfo },
  });
  expect(placed.ok()).toBe(true);
  const { orderId } = (await placed.json()) as { orderId: string };
  expect((await request.post('/api/user/order/cancel', { headers: as(nima.token), data: { order_id: orderId } })).ok()).toBe(true);

  await context.addCookies([{ name: 'kala_token', value: nima.token, url: baseURL! }]);
  await page.goto('/');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const bell = page.getByRole('listitem').filter({ hasText: `${artist.user.name} shared a new post` });
  await expect(bell).toHaveCount(1);
  await expect(bell).toContainText('×2');
  await expect(bell.locator('time')).toHaveText('just now');
  const cancelled = page.getByRole('listitem').filter({ hasText: `Your order of “${work.name}” from` });
  await expect(cancelled.filter({ hasText: 'was cancelled' })).toHaveCount(1);
  await expect(cancelled.filter({ hasText: 'has been placed' }).locator('time')).toHaveText('just now');

  // The page says the same, in Nepali too.
  await page.goto('/notifications');
  const rows = page.getByTestId('notification');
  await expect(rows.filter({ hasText: `${artist.user.name} shared a new post` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `${artist.user.name} shared a new post` })).toContainText('2 times');
  await context.addCookies([{ name: 'kala_lang', value: 'ne', url: baseURL! }]);
  await page.reload();
  const post = rows.filter({ hasText: 'नयाँ पोस्ट' });
  await expect(post).toHaveCount(1);
  await expect(post).toContainText('×२');
  await expect(rows.filter({ hasText: `“${work.name}”` }).first().locator('time')).toHaveText('भर्खरै');
});
