// The cart belongs to the platform (issue 6): what a visitor puts in the cart survives logging in on the
// shell's /login, where no remote is mounted, and ends up in both the cookie and the server cart, even when
// the visitor leaves the page before the merge answered (issue 19).
import { expect, test, type APIRequestContext, type Page } from './kala-test';
import { addAsVisitor, catalogue, commerce, login, newBuyer, type Work } from './helpers';

const cookieCart = async (page: Page): Promise<string[]> => {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'kala_cart');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { product: string }[]).map((i) => i.product).sort() : [];
};

/** Two works on sale (from `skip` on), put in the cart by a visitor; answers their ids, sorted. */
async function fillAsVisitor(page: Page, request: APIRequestContext, skip: number): Promise<string[]> {
  const listing = (await (await request.get('/api/store/all?skip=0&limit=60')).json()) as { message: Work[] };
  const works = listing.message.filter((w) => w.inStore && w.stock > 0).slice(skip, skip + 2);
  expect(works).toHaveLength(2);
  for (const work of works) await addAsVisitor(page, work);
  return works.map((w) => w._id).sort();
}

/** The ids in the logged-in page's server cart, sorted (asked with its token, over the API). */
async function serverCart(page: Page, request: APIRequestContext): Promise<string[]> {
  const token = (await page.context().cookies()).find((c) => c.name === 'kala_token')?.value;
  const answer = (await (await request.get('/api/cart', { headers: { Authorization: `JWT ${token}` } })).json()) as { data: { products: { product_id: { _id: string } }[] } };
  return answer.data.products.map((line) => line.product_id._id).sort();
}

test("a visitor's cart is merged into the server cart at login on /login", async ({ page, request }) => {
  const buyer = await newBuyer(request);
  const picked = await fillAsVisitor(page, request, 0);
  expect(await cookieCart(page)).toEqual(picked);

  await login(page, buyer.email, buyer.password);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await expect.poll(() => serverCart(page, request)).toEqual(picked);
  await expect.poll(() => cookieCart(page)).toEqual(picked);

  // A remote mounting afterwards (the gallery) keeps it, and so does a reload.
  await page.goto('/gallery/all');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect.poll(() => cookieCart(page)).toEqual(picked);
  expect(await serverCart(page, request)).toEqual(picked);
});

test('a guest cart survives logging in and leaving the page at once, before the merge answered (issue 19)', async ({ page, request }) => {
  const buyer = await newBuyer(request);
  const picked = await fillAsVisitor(page, request, 2);

  // A slow network: the login page's cart calls never answer, and the visitor goes on to another page at once
  // (which aborts them); the next page's calls go through.
  let stalled = true;
  await page.route('**/api/cart**', (route) => (stalled ? undefined : route.fallback()));
  await login(page, buyer.email, buyer.password);
  stalled = false;
  await page.goto('/gallery/all');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await expect.poll(() => serverCart(page, request)).toEqual(picked);
  await page.goto('/cart');
  await expect(page.locator('[data-remote="mf-commerce"]').getByTestId('cart-line')).toHaveCount(2);
});

test('the cart opened right after logging in, before the merge answered, shows the guest’s works once it has', async ({ page, request }) => {
  const buyer = await newBuyer(request);
  const picked = await fillAsVisitor(page, request, 4);
  // The merge answers late: after the cart page has read the server's cart, still empty then.
  let release = () => {};
  const late = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/cart/merge', async (route) => {
    await late;
    await route.fallback();
  });
  await login(page, buyer.email, buyer.password);
  await page.goto('/cart');
  await expect(commerce(page).getByRole('heading', { name: "You don't have any items in your cart!" })).toBeVisible();
  release();
  await expect(commerce(page).getByTestId('cart-line')).toHaveCount(2);
  expect(await serverCart(page, request)).toEqual(picked);
});

test('a first visit leaves no cart cookie; the works put in the cart stay in it through a reload; removing the last one takes the cookie away', async ({ page, request }) => {
  const buyer = await newBuyer(request);
  const hasCartCookie = async () => (await page.context().cookies()).some((c) => c.name === 'kala_cart');
  await page.goto('/gallery/all');
  await expect(catalogue(page).getByTestId('artwork-card').first()).toBeVisible();
  expect(await hasCartCookie()).toBe(false);

  const picked = await fillAsVisitor(page, request, 2);
  expect(await cookieCart(page)).toEqual(picked);
  await page.reload();
  expect(await cookieCart(page)).toEqual(picked);

  await login(page, buyer.email, buyer.password);
  await expect.poll(() => cookieCart(page)).toEqual(picked);
  await page.goto('/cart');
  const removeButtons = commerce(page).getByRole('button', { name: /^Remove / });
  for (const left of [1, 0]) {
    await removeButtons.first().click();
    await page.getByRole('dialog', { name: 'Remove Item' }).getByRole('button', { name: 'Yes' }).click();
    await expect(removeButtons).toHaveCount(left);
  }
  await expect.poll(hasCartCookie).toBe(false);
  await page.reload();
  await expect(commerce(page).getByRole('heading', { name: "You don't have any items in your cart!" })).toBeVisible();
  expect(await hasCartCookie()).toBe(false);
});

test("a visitor's works added in two tabs are both in the cart: neither tab writes its list over the other's", async ({ page, request }) => {
  const listing = (await (await request.get('/api/store/all?skip=0&limit=60')).json()) as { message: (Work & { name: string })[] };
  const [first, second] = listing.message.filter((w) => w.inStore && w.stock > 0).slice(4, 6);
  /** Adds the work the tab shows, as a visitor does: the button, then Continue. */
  const add = async (tab: Page) => {
    await catalogue(tab).getByRole('button', { name: 'Add to cart' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Artwork has been added to cart' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
  };
  // Both works open, each in its own tab, before either is added.
  const other = await page.context().newPage();
  await page.goto(`/artwork/${first!.slug}`);
  await other.goto(`/artwork/${second!.slug}`);
  await add(page);
  await add(other);
  expect(await cookieCart(page)).toEqual([first!._id, second!._id].sort());
  // Both stay through a reload of either tab (the cart page itself is for signed-in people).
  await page.reload();
  await other.reload();
  expect(await cookieCart(page)).toEqual([first!._id, second!._id].sort());
});

test("a visitor's cart keeps every work past what a cookie holds in whole lines, through a reload and into the server cart at login", async ({ page, request }) => {
  const buyer = await newBuyer(request);
  type Listed = Work & { name: string; price: number; author: { name: string }; image: { sizes: { sizeName: string; fileName: string }[] } };
  const listing = (await (await request.get('/api/store/all?skip=0&limit=60')).json()) as { message: Listed[] };
  const works = listing.message.filter((w) => w.inStore && w.stock > 0).slice(8, 26);
  expect(works).toHaveLength(18);
  // Fifteen works put in the cart on earlier visits, as the app keeps them (about 4.0 KB of the cookie's 4.1).
  const earlier = works.slice(0, 15).map((w) => ({
    product: w._id,
    qty: 1,
    price: w.price,
    name: w.name,
    image: w.image.sizes.find((s) => s.sizeName === 'thumbnail')!.fileName,
    author: w.author.name,
  }));
  await page.context().addCookies([{ name: 'kala_cart', value: encodeURIComponent(JSON.stringify(earlier)), url: test.info().project.use.baseURL! }]);
  // Three more today: the whole lines no longer fit (the browser dropped such a cookie, unsaid).
  for (const work of works.slice(15)) await addAsVisitor(page, work);
  const picked = works.map((w) => w._id).sort();
  expect(await cookieCart(page)).toEqual(picked);
  await page.reload();
  await expect(catalogue(page).getByRole('button', { name: 'Add to cart' })).toBeVisible();
  expect(await cookieCart(page)).toEqual(picked);

  await login(page, buyer.email, buyer.password);
  await expect.poll(() => serverCart(page, request)).toEqual(picked);
  await page.goto('/cart');
  await expect(commerce(page).getByTestId('cart-line')).toHaveCount(18);
});

test("a visitor's cart its cookie cannot hold even in short lines takes no more, and says why", async ({ page, request }) => {
  const work = (await (await request.get('/api/store/all?skip=0&limit=30')).json()) as { message: Work[] };
  const onSale = work.message.find((w) => w.inStore && w.stock > 0)!;
  // Earlier visits filled the cookie with as many short lines (work, quantity, price) as it holds.
  const line = (n: number) => ({ product: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, qty: 1, price: 1 });
  const lines: ReturnType<typeof line>[] = [];
  while (encodeURIComponent(JSON.stringify([...lines, line(lines.length)])).length <= 4_000) lines.push(line(lines.length));
  const kept = encodeURIComponent(JSON.stringify(lines));
  await page.context().addCookies([{ name: 'kala_cart', value: kept, url: test.info().project.use.baseURL! }]);

  await page.goto(`/artwork/${onSale.slug}`);
  await catalogue(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Your cart on this device is full. Log in to add more works.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Artwork has been added to cart' })).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'kala_cart')?.value).toBe(kept);
});
