// The catalogue remote as a visitor, a buyer and an artist use it (issue 3 "Done when"): gallery filter, sort
// and infinite scroll; search from the header; like; follow (and a private studio's request); add to cart;
// upload, edit and delete an artwork; the edit page kept from non-authors.
// Every test picks its data through the API at run time and only checks changes relative to what it saw,
// because all tests share one server and one database.
import { test as base, expect, type APIRequestContext, type Page, type request as playwrightRequest } from './kala-test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { APP_PORT } from '../playwright.config';
import { catalogue, newBuyer, placeCashOrder, tokenOf, uploadPainting } from './helpers';

const ARTIST = 'demo.artist@kala.test';
const BUYER = 'demo.buyer@kala.test';
const PASSWORD = 'demo1234';

interface Session {
  token: string;
  user: { _id: string; name: string; slug: string; role: number };
}
interface ArtworkRef {
  _id: string;
  name: string;
  slug: string;
  inStore: boolean;
  stock: number;
  likes: string[];
  author: { _id: string; name: string; slug: string; role: number };
}
interface StudioRef {
  _id: string;
  name: string;
  slug: string;
  private: boolean;
  followState?: 'following' | 'requested' | 'none';
  products: ArtworkRef[];
}

// One API login per account per worker: /auth/login is rate limited per IP, and the UI login is covered by
// account-flow.spec.ts (and by the like test below, which logs in through the form on purpose).
const test = base.extend<object, { artist: Session; buyer: Session }>({
  artist: [async ({ playwright }, use) => use(await apiLogin(playwright.request, ARTIST)), { scope: 'worker' }],
  buyer: [async ({ playwright }, use) => use(await apiLogin(playwright.request, BUYER)), { scope: 'worker' }],
});

async function apiLogin(requests: typeof playwrightRequest, email: string): Promise<Session> {
  const api = await requests.newContext({ baseURL: `http://127.0.0.1:${APP_PORT}` });
  const answer = await api.post('/auth/login', { data: { email, password: PASSWORD } });
  expect(answer.ok(), `login of ${email}`).toBe(true);
  const body = (await answer.json()) as Session;
  await api.dispose();
  return { token: body.token, user: body.user };
}

/** Starts the page logged in, as the cookie a real login leaves behind; waits until the app knows the user. */
async function signIn(page: Page, session: Session, path = '/') {
  await page.context().addCookies([{ name: 'kala_token', value: session.token, url: `http://127.0.0.1:${APP_PORT}` }]);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

const auth = (session: Session) => ({ Authorization: `JWT ${session.token}` });

async function getJson<T>(request: APIRequestContext, url: string, session?: Session): Promise<T> {
  const answer = await request.get(url, { headers: session ? auth(session) : {} });
  expect(answer.ok(), `GET ${url}`).toBe(true);
  return (await answer.json()) as T;
}

const listing = async (request: APIRequestContext, url: string, session?: Session) => (await getJson<{ message: ArtworkRef[] }>(request, url, session)).message;

/** 'NPR 12,500' → 12500. */
const amountOf = (text: string) => Number(text.replace(/^NPR\s*/, '').replaceAll(',', ''));

// ---- A tiny PNG encoder, so the upload test needs no image files or libraries --------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A width × height RGB PNG: a diagonal gradient from one colour to another, so each file is distinct. */
function png(width: number, height: number, from: [number, number, number], to: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB triples
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height - 2);
      for (let i = 0; i < 3; i++) row[1 + x * 3 + i] = Math.round(from[i]! + (to[i]! - from[i]!) * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

// ---- 1. Gallery ------------------------------------------------------------------------------------------

test.describe('gallery', () => {
  test('category, keyboard price range and sort land in the URL and survive a reload', async ({ page }) => {
    await page.goto('/gallery/all');
    const cards = catalogue(page).getByTestId('artwork-card');
    await expect(cards.first()).toBeVisible();

    const painting = page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Painting', exact: true });
    await painting.click();
    await expect(page).toHaveURL(/\/gallery\/painting$/);
    await expect(painting).toHaveAttribute('aria-current', 'page');

    // The price range with the keyboard: 20 steps of 500 up on the lower thumb (the cheapest quarter of the
    // track moves 500 a step), one big step down on the upper.
    const minThumb = page.getByRole('slider', { name: 'Minimum price' });
    const maxThumb = page.getByRole('slider', { name: 'Maximum price' });
    await minThumb.focus();
    for (let i = 0; i < 20; i++) await minThumb.press('ArrowRight');
    await expect(minThumb).toHaveAttribute('aria-valuetext', 'NPR 10,000');
    await maxThumb.focus();
    await maxThumb.press('PageDown');
    await expect(maxThumb).not.toHaveAttribute('aria-valuetext', /\+$/);
    const max = amountOf((await maxThumb.getAttribute('aria-valuetext'))!);
    expect(max).toBeLessThan(5_000_000);
    expect(max).toBeGreaterThan(10_000);
    await expect(page).toHaveURL(new RegExp(`price=10000(%2C|,)${max}`));
    await expect(page.getByText(`NPR 10,000 – NPR ${max.toLocaleString('en-US')}`)).toBeVisible();

    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=pricelow/);

    const prices = catalogue(page).getByTestId('artwork-card').getByText(/^NPR [\d,]+$/);
    const expectSortedInRange = async () => {
      await expect
        .poll(async () => {
          const shown = (await prices.allTextContents()).map(amountOf);
          const sorted = shown.every((p, i) => i === 0 || p >= shown[i - 1]!);
          const inRange = shown.every((p) => p >= 10_000 && p <= max);
          // Every card shows a price or Sold (nothing Not For Sale slips through the range).
          const sold = await cards.getByText('Sold', { exact: true }).count();
          return shown.length > 0 && shown.length + sold === (await cards.count()) && sorted && inRange;
        })
        .toBe(true);
    };
    await expectSortedInRange();
    const before = await cards.allTextContents();

    await page.reload();
    await expect(page).toHaveURL(/\/gallery\/painting\?/);
    await expect(page).toHaveURL(/sort=pricelow/);
    await expect(page).toHaveURL(new RegExp(`price=10000(%2C|,)${max}`));
    await expect(page.getByLabel('Sort by')).toHaveValue('pricelow');
    await expect(minThumb).toHaveAttribute('aria-valuetext', 'NPR 10,000');
    await expect(maxThumb).toHaveAttribute('aria-valuetext', `NPR ${max.toLocaleString('en-US')}`);
    await expect(painting).toHaveAttribute('aria-current', 'page');
    await expectSortedInRange();
    await expect(cards).toHaveText(before);
  });

  test('scrolling to the bottom loads more than the first 15 works', async ({ page }) => {
    await page.goto('/gallery/all');
    const cards = catalogue(page).getByTestId('artwork-card');
    await expect(cards.first()).toBeVisible();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(15);
    await expect(async () => {
      await page.mouse.wheel(0, 5000);
      expect(await cards.count()).toBeGreaterThan(15);
    }).toPass();
    // The added works are real cards with names, not placeholders.
    await expect(cards.nth(15).getByRole('heading')).not.toBeEmpty();
  });
});

test.describe('artwork page', () => {
  test('Similar Artworks lists works like this one, never itself, and more as the reader scrolls to them', async ({ page, request }) => {
    // A work with more similar works than one page (12) holds, picked through the API.
    const works = await listing(request, '/api/v2/products/category/all?skip=0&limit=30');
    let work: ArtworkRef | undefined;
    for (const candidate of works) {
      const { total } = await getJson<{ total: number }>(request, `/api/products/similar/${candidate.slug}?skip=0&limit=12`);
      if (total > 14) {
        work = candidate;
        break;
      }
    }
    expect(work, 'a work with more than a page of similar works').toBeDefined();

    await page.goto(`/artwork/${work!.slug}`);
    const similar = catalogue(page).getByTestId('similar-artworks');
    const cards = similar.getByTestId('similar-card');
    await expect(cards.first()).toBeAttached();
    await expect(similar.locator(`a[href="/artwork/${work!.slug}"], a[href="/art/${work!.slug}"]`)).toHaveCount(0);
    const firstPage = await cards.count();
    expect(firstPage).toBeGreaterThanOrEqual(11);
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      expect(await cards.count()).toBeGreaterThan(firstPage);
    }).toPass();
    // The added works are real cards with names, not placeholders.
    await expect(cards.nth(firstPage).getByRole('heading')).not.toBeEmpty();
  });
});

// ---- 2. Search --------------------------------------------------------------------------------------------

test.describe('search', () => {
  test('typing a prefix in the header shows works and artists; Enter opens the results page', async ({ page, request }) => {
    // A word from a real title whose 5-letter prefix finds both artworks and artists.
    const works = await listing(request, '/api/v2/products/category/all?skip=0&limit=60');
    const words = [...new Set(works.flatMap((w) => w.name.split(/[^A-Za-z]+/)).filter((w) => w.length >= 5))];
    let term = '';
    for (const word of words) {
      const found = await getJson<{ products: unknown[]; artists: unknown[] }>(request, `/api/search/${word.slice(0, 5)}`);
      if (found.products.length > 0 && found.artists.length > 0) {
        term = word.slice(0, 5);
        break;
      }
    }
    expect(term, 'a title word whose prefix finds works and artists').not.toBe('');

    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await box.fill(term);
    const results = page.getByTestId('search-results');
    await expect(results.getByRole('group', { name: 'Artworks' })).toBeVisible();
    await expect(results.getByRole('group', { name: 'Artists' })).toBeVisible();
    await expect(results.getByRole('option').first()).toBeVisible();

    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search/${term}$`));
    await expect(page.getByText('Showing results for')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(term);
    await expect(catalogue(page).getByTestId('artwork-card').first()).toBeVisible();
    await expect(catalogue(page).getByTestId('search-artist').first()).toBeVisible();
  });

  test('a nonsense term finds nothing, in the dropdown and on the page', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await box.fill('qzxwvjk');
    await expect(page.getByTestId('search-results').getByText('No results found')).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/qzxwvjk$/);
    await expect(page.getByText('Showing results for')).toBeVisible();
    await expect(catalogue(page).getByText('No results found')).toBeVisible();
  });
});

// ---- 3. Like ---------------------------------------------------------------------------------------------

test.describe('like', () => {
  test('a logged-in user likes and unlikes a work; each survives a reload', async ({ page, request, buyer }) => {
    const works = await listing(request, '/api/v2/products/category/all?skip=0&limit=30', buyer);
    const work = works.find((w) => !w.likes.includes(buyer.user._id));
    expect(work, 'a work the buyer has not liked').toBeDefined();
    const likes = work!.likes.length;

    await signIn(page, buyer, `/artwork/${work!.slug}`);
    const like = catalogue(page).getByRole('button', { name: 'Like', exact: true });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveText(String(likes));

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(String(likes + 1));
    // The optimistic count shows at once: wait until the server has the like before reloading.
    await expect.poll(async () => (await getJson<{ message: ArtworkRef }>(request, `/api/product/${work!.slug}`)).message.likes.includes(buyer.user._id)).toBe(true);
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(String(likes + 1));
    // It is among the buyer's liked works.
    await page.goto(`/${buyer.user.slug}/likedArt`);
    await expect(catalogue(page).getByRole('heading', { level: 3, name: work!.name, exact: true })).toBeVisible();
    // Someone else's, typed in, are theirs alone: the page says so and lists nothing.
    await page.goto(`/studio/${work!.author.slug}/likedArt`);
    await expect(catalogue(page).getByRole('heading', { level: 1, name: 'Liked artworks are shown only to the person who liked them' })).toBeVisible();
    await expect(catalogue(page).getByRole('link', { name: 'Browse the gallery' })).toBeVisible();
    await page.goto(`/artwork/${work!.slug}`);

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveText(String(likes));
    await expect.poll(async () => (await getJson<{ message: ArtworkRef }>(request, `/api/product/${work!.slug}`)).message.likes.includes(buyer.user._id)).toBe(false);
    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveText(String(likes));
  });

  test('logged out, Like asks for a login and comes back to the work afterwards', async ({ page, request }) => {
    const [work] = await listing(request, '/api/v2/products/category/all?skip=0&limit=1');
    await page.goto(`/artwork/${work!.slug}`);
    await catalogue(page).getByRole('button', { name: 'Like', exact: true }).click();
    await expect(page.getByText('You need to login first!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email Address').fill(BUYER);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/artwork/${work!.slug}$`));
    await expect(catalogue(page).getByRole('heading', { level: 1, name: work!.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});

// ---- 4. Follow -------------------------------------------------------------------------------------------

test.describe('follow', () => {
  test('follow and unfollow a studio from the studios list', async ({ page, request, buyer }) => {
    const studios = (await getJson<{ message: StudioRef[] }>(request, '/api/artists/sortable?sortby=followers&category=all&skip=0&limit=10', buyer)).message;
    // One near the top of the first page, so a follower count changing elsewhere cannot push it off.
    const studio = studios.slice(0, 6).find((s) => !s.private && s.followState === 'none');
    expect(studio, 'a public studio the buyer does not follow').toBeDefined();

    // Its profile first: another remote (mf-social), which keeps the studio in its own cache.
    await signIn(page, buyer, `/studios/${studio!.slug}`);
    const profile = page.locator('[data-remote="mf-social"]');
    await expect(profile.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Studios', exact: true }).click();
    const card = catalogue(page).getByRole('article', { name: studio!.name });
    const stats = card.getByTestId('studio-stats');
    await expect(stats).toBeVisible();
    const followersOf = async () => Number(/^(\d+)/.exec((await stats.textContent()) ?? '')?.[1]);
    const followers = await followersOf();

    await card.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
    await expect(stats).toContainText(`${followers + 1} Follower`);
    // Its profile again, from mf-social's cache: it says so too (it showed Follow for the rest of its minute).
    await card.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(profile.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
    await expect(profile.getByTestId('followers-count')).toContainText(`${followers + 1} Follower`);
    // Back: the list, from its own cache, still says so (it once showed Follow again).
    await page.goBack();
    await expect(card.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
    await expect(stats).toContainText(`${followers + 1} Follower`);
    await page.reload();
    await expect(card.getByRole('button', { name: 'Following', exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Following', exact: true }).click();
    await expect(page.getByText('Unfollowed successfully')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await expect.poll(followersOf).toBe(followers);
    await page.reload();
    await expect(card.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  });

  test("a private studio's Follow becomes Requested, and Requested cancels back to Follow", async ({ page, request }) => {
    // A new account, so no earlier request or approval stands (the demo buyer's are seeded).
    const fan = (await (await request.post('/auth/login', { data: await newBuyer(request) })).json()) as Session;
    const studios = (await getJson<{ message: StudioRef[] }>(request, '/api/artists/sortable?limit=60', fan)).message;
    const studio = studios.find((s) => s.private && s.followState === 'none');
    expect(studio, 'a private studio the buyer does not follow').toBeDefined();

    // A private studio's works are for approved followers only (issue 10): its profile is where a visitor asks.
    await signIn(page, fan, `/studios/${studio!.slug}`);
    const profile = page.locator('[data-remote="mf-social"]');
    await profile.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(profile.getByRole('button', { name: 'Requested', exact: true })).toBeVisible();
    await page.reload();
    await expect(profile.getByRole('button', { name: 'Requested', exact: true })).toBeVisible();

    await profile.getByRole('button', { name: 'Requested', exact: true }).click();
    await expect(profile.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await page.reload();
    await expect(profile.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  });
});

// ---- 5. Cart ---------------------------------------------------------------------------------------------

test("a studio card on the studios list shows the studio's newest works as the API lists them, and a work opens its page", async ({ page, request }) => {
  type Card = StudioRef & { products: { name: string; slug: string }[] };
  const studios = (await getJson<{ message: Card[] }>(request, '/api/artists/sortable?sortby=works&category=all&skip=0&limit=10')).message;
  // Not the demo artist, whose works other tests add and remove.
  const studio = studios.find((s) => s.products.length >= 2 && s.name !== 'Aarati Shrestha');
  expect(studio, 'a studio with works').toBeDefined();
  await page.goto('/studios?sort=works');
  const works = catalogue(page).getByRole('article', { name: studio!.name }).getByRole('list', { name: `Works by ${studio!.name}` }).getByRole('link');
  await expect(works).toHaveCount(Math.min(4, studio!.products.length));
  const titles = await works.evaluateAll((links) => links.map((link) => link.getAttribute('title')));
  expect(titles).toEqual(studio!.products.slice(0, 4).map((w) => w.name));
  await works.first().click();
  await expect(catalogue(page).getByRole('heading', { level: 1, name: studio!.products[0]!.name })).toBeVisible();
});

test('add to cart: the dialog, Continue, and the server cart holds the work', async ({ page, request, buyer }) => {
  const works = await listing(request, '/api/store/all?skip=0&limit=30', buyer);
  // Other specs fill the demo buyer's cart: a work already in it may have no more stock to add.
  const inCart = (await getJson<{ data: { products: { product_id: { _id: string } }[] } }>(request, '/api/cart', buyer)).data.products.map((l) => l.product_id._id);
  const work = works.find((w) => w.inStore && w.stock > 0 && w.author._id !== buyer.user._id && !inCart.includes(w._id));
  expect(work, 'an in-store work by someone else, not in the cart yet').toBeDefined();

  await signIn(page, buyer, `/artwork/${work!.slug}`);
  await catalogue(page).getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Artwork has been added to cart' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Go To Cart' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/artwork/${work!.slug}$`));

  // The server cart, read with the token the page keeps in its cookie.
  const token = (await page.context().cookies()).find((c) => c.name === 'kala_token')?.value;
  expect(token).toBeTruthy();
  await expect
    .poll(async () => {
      const cart = await request.get('/api/cart', { headers: { Authorization: `JWT ${token}` } });
      const body = (await cart.json()) as { data: { products: { product_id: { slug: string }; quantity: number }[] } };
      return body.data.products.some((line) => line.product_id.slug === work!.slug && line.quantity >= 1);
    })
    .toBe(true);
});

// ---- 6. Upload, edit, delete -----------------------------------------------------------------------------

test('upload a work with three images, make the second the cover, edit it, delete it', async ({ page, artist }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kala-upload-'));
  const files = [
    { name: 'red.png', alt: 'A red gradient, first picked', data: png(160, 120, [200, 30, 30], [255, 200, 160]) },
    { name: 'green.png', alt: 'A green gradient, the cover', data: png(120, 160, [20, 140, 60], [200, 255, 200]) },
    { name: 'blue.png', alt: 'A blue gradient, third picked', data: png(140, 140, [30, 60, 200], [180, 210, 255]) },
  ].map((f) => ({ ...f, path: path.join(dir, f.name) }));
  for (const f of files) writeFileSync(f.path, f.data);
  const name = `E2E upload ${Date.now()}`;

  await signIn(page, artist, '/upload');
  await expect(page.getByRole('heading', { name: 'Upload Artwork' })).toBeVisible();
  await page.getByLabel(/Add images/).setInputFiles(files.map((f) => f.path));
  const strip = page.getByRole('list', { name: 'Images of the artwork; the first is the cover' }).getByTestId('strip-item');
  await expect(strip).toHaveCount(3);
  for (const [i, f] of files.entries()) await strip.nth(i).getByLabel('Image description').fill(f.alt);

  await page.getByRole('button', { name: 'Make Cover (Image 2 of 3)' }).click();
  // The second picked is now first and carries the Cover mark; its description came along.
  await expect(strip.first().getByLabel('Image description')).toHaveValue(files[1]!.alt);
  await expect(strip.first().getByText('Cover', { exact: true })).toBeVisible();
  await expect(strip.nth(1).getByLabel('Image description')).toHaveValue(files[0]!.alt);

  await uploadPainting(page, { name, price: '12500', stock: '2' });
  await expect(page).toHaveURL(/\/artwork\/[^/]+$/);
  const heading = catalogue(page).getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(name);
  const slides = catalogue(page).getByTestId('slide');
  await expect(slides).toHaveCount(3);
  await expect(slides.first().getByRole('img')).toHaveAttribute('alt', files[1]!.alt);
  await expect(slides.nth(1).getByRole('img', { includeHidden: true })).toHaveAttribute('alt', files[0]!.alt);
  await expect(catalogue(page).getByTestId('price')).toHaveText('NPR 12,500');

  // Opened anew, Next pressed as soon as it shows (the carousel starts after the first paint, ADR 0031):
  // the second image is the one on screen, its dot lit.
  await page.reload();
  const gallery = catalogue(page).getByRole('region', { name: `Images of ${name}` });
  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(gallery.getByRole('button', { name: 'Image 2 of 3' })).toHaveAttribute('aria-current', 'true');
  const viewportLeft = (await gallery.boundingBox())!.x;
  await expect.poll(async () => Math.round((await slides.nth(1).boundingBox())!.x - viewportLeft)).toBe(0);
  await expect(slides.nth(1).getByRole('img')).toHaveAttribute('alt', files[0]!.alt);

  // Edit: from the artist card, rename and save.
  await catalogue(page).getByTestId('artist-card').getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/artwork\/[^/]+\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit Artwork' })).toBeVisible();
  const nameField = page.getByLabel('Name', { exact: true });
  await expect(nameField).toHaveValue(name);
  const renamed = `${name} (renamed)`;
  await nameField.fill(renamed);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('You have successfully updated your artwork')).toBeVisible();
  await expect(page).toHaveURL(/\/artwork\/[^/]+$/);
  await expect(heading).toHaveText(renamed);
  // The cover stayed the cover through the edit.
  await expect(slides.first().getByRole('img')).toHaveAttribute('alt', files[1]!.alt);
  const slug = new URL(page.url()).pathname.split('/').pop()!;

  // The artist's profile, another remote with a cache of its own, lists it; back to the work.
  const social = page.locator('[data-remote="mf-social"]');
  await catalogue(page).getByTestId('artist-card').getByRole('link', { name: /'s profile$/ }).click();
  await expect(social.getByText(renamed, { exact: true }).first()).toBeVisible();
  await page.goBack();
  await expect(heading).toHaveText(renamed);

  // Delete: the 'Delete Art' confirmation, then the work is gone, from the profile it lands on too.
  await catalogue(page).getByTestId('artist-card').getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Artwork' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Art' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('Are you sure you want to delete this art?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Deleted art')).toBeVisible();
  await expect(page).not.toHaveURL(/\/edit$/);
  // Its works shown (the studio has others), and this one not among them.
  await expect(social.locator('a[href^="/artwork/"]').first()).toBeVisible();
  await expect(social.getByText(renamed, { exact: true })).toHaveCount(0);

  await page.goto(`/artwork/${slug}`);
  await expect(page.getByText('Sorry, the art is unavailable!')).toBeVisible();
});

test('a work uploaded, renamed and deleted is in the very next gallery a visitor opens, its answers cached (ADR 0023)', async ({ page, artist, browser }) => {
  test.setTimeout(90_000); // two browsers, an upload, an edit and a delete
  const visitor = await (await browser.newContext()).newPage();
  const cards = catalogue(visitor).getByTestId('artwork-card');
  const painting = visitor.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Painting', exact: true });
  // A card's heading holds a clipped name for the eye and the whole one for readers; its title is the whole name.
  const names = () => cards.getByRole('heading').evaluateAll((headings) => headings.map((h) => h.getAttribute('title') ?? ''));
  /** The names on the gallery typed in (its answer written into the page by the server), then on Painting clicked (asked by the page). */
  const galleryThenPainting = async (): Promise<{ all: string[]; painting: string[] }> => {
    await visitor.goto('/gallery/all');
    await expect(cards.first()).toBeVisible();
    const all = await names();
    const answered = visitor.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/v2/products/category/painting');
    await painting.click();
    expect((await answered).ok()).toBe(true);
    await expect(painting).toHaveAttribute('aria-current', 'page');
    await expect(cards.first()).toBeVisible();
    return { all, painting: await names() };
  };
  // Asked twice: each address's answer is the server's cached copy now, found by the address itself.
  await galleryThenPainting();
  await galleryThenPainting();
  // The studio's public profile counts its works (kept as they change, migration 049).
  const worksOnProfile = visitor.getByText(/^\d+ Works?$/);
  const openProfile = () => visitor.goto(`/user/${artist.user.slug}`);
  await openProfile();
  const worksBefore = Number((await worksOnProfile.textContent())?.split(' ')[0]);

  const name = `E2E cached ${Date.now()}`;
  await signIn(page, artist, '/upload');
  await page.getByLabel(/Add images/).setInputFiles({ name: 'work.png', mimeType: 'image/png', buffer: png(120, 90, [120, 60, 30], [250, 220, 170]) });
  await uploadPainting(page, { name, price: '15500', stock: '1' });
  await expect(page).toHaveURL(/\/artwork\/[^/]+$/);
  let shown = await galleryThenPainting();
  expect([shown.all[0], shown.painting[0]]).toEqual([name, name]);
  await openProfile();
  await expect(worksOnProfile).toHaveText(`${worksBefore + 1} Works`);

  const renamed = `${name} (renamed)`;
  await catalogue(page).getByTestId('artist-card').getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('You have successfully updated your artwork')).toBeVisible();
  shown = await galleryThenPainting();
  expect([shown.all[0], shown.painting[0]]).toEqual([renamed, renamed]);

  await expect(catalogue(page).getByRole('heading', { level: 1 })).toHaveText(renamed);
  await catalogue(page).getByTestId('artist-card').getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete Art' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Deleted art')).toBeVisible();
  shown = await galleryThenPainting();
  expect([...shown.all, ...shown.painting].filter((n) => n.startsWith(name))).toEqual([]);
  await openProfile();
  await expect(worksOnProfile).toHaveText(`${worksBefore} Works`);
});

test('a one-off work bought while its artist had the edit page open stays sold after the artist saves a fixed typo', async ({ page, artist, request, browser }) => {
  const name = `E2E one-off ${Date.now()}`;
  await signIn(page, artist, '/upload');
  await page.getByLabel(/Add images/).setInputFiles({ name: 'one.png', mimeType: 'image/png', buffer: png(120, 90, [90, 40, 30], [230, 200, 150]) });
  await uploadPainting(page, { name: `${name} typo`, price: '12000', stock: '1' });
  await expect(page).toHaveURL(/\/artwork\/[^/]+$/);
  const address = new URL(page.url()).pathname;
  await catalogue(page).getByTestId('artist-card').getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Stock' })).toHaveValue('1');

  // While the page is open, a buyer orders the work (cash on delivery): it is sold.
  const work = await getJson<{ message: ArtworkRef }>(request, `/api/product/${address.split('/').pop()}`);
  const buyer = await newBuyer(request);
  await placeCashOrder(request, { token: await tokenOf(request, buyer.email, buyer.password), email: buyer.email }, work.message._id);

  // The artist fixes the name, leaves the stock as the page shows it, and saves.
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('You have successfully updated your artwork')).toBeVisible();
  await expect(catalogue(page).getByRole('heading', { level: 1 })).toHaveText(name);

  // A visitor who types its address finds it sold: no second buyer can order it.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(address);
  await expect(catalogue(visitor).getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(catalogue(visitor).getByText('Sold', { exact: true }).first()).toBeVisible();
  await expect(catalogue(visitor).getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await visitor.context().close();
  expect((await getJson<{ message: ArtworkRef }>(request, `/api/product/${work.message.slug}`)).message).toMatchObject({ stock: 0, inStore: false });
});

// ---- 7. The edit page is for the author only ------------------------------------------------------------

test.describe('edit page access', () => {
  test("a buyer opening an artist's edit page lands on the artwork page", async ({ page, request, buyer }) => {
    const works = await listing(request, '/api/v2/products/category/all?skip=0&limit=30');
    const work = works.find((w) => w.author._id !== buyer.user._id && w.author.role !== buyer.user.role);
    expect(work).toBeDefined();
    await signIn(page, buyer);
    await page.goto(`/artwork/${work!.slug}/edit`);
    await expect(page).toHaveURL(new RegExp(`/artwork/${work!.slug}$`));
    await expect(catalogue(page).getByRole('heading', { level: 1, name: work!.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit Artwork' })).toHaveCount(0);
  });

  test('a signed-out visitor is sent to the root', async ({ page, request }) => {
    const [work] = await listing(request, '/api/v2/products/category/all?skip=0&limit=1');
    await page.goto(`/artwork/${work!.slug}/edit`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Edit Artwork' })).toHaveCount(0);
  });
});

// Issue 8: field errors where the field is, search that forgives and speaks ne and zh, typed prices, and a
// category that does not exist.
test.describe('issue 8', () => {
  test('an empty upload form shows every field’s message beside its field at once, focus on the first', async ({ page, artist }) => {
    await signIn(page, artist, '/upload');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const messageOf = async (label: string | RegExp, role: 'textbox' | 'combobox' | 'spinbutton') => {
      const field = page.getByRole(role, { name: label });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
      return (await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()))).join(' | ');
    };
    expect(await messageOf('Name', 'textbox')).toContain('Name is required');
    expect(await messageOf('Main category', 'combobox')).toContain('Please select a category.');
    expect(await messageOf('Price (NPR)', 'spinbutton')).toContain('Please provide the price. Enter 0 to list as Not For Sale');
    expect(await messageOf('Stock', 'spinbutton')).toContain('Please provide the stock amount');
    const images = page.getByTestId('image-input');
    await expect(images).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-field-error="images"]')).toHaveText('You have to upload at least one image');
    await expect(images).toBeFocused();
    // The spec's toast for the first message, and only that one.
    await expect(page.getByRole('alert').filter({ hasText: 'You have to upload at least one image' })).toHaveCount(1);
    await expect(page.getByRole('alert').filter({ hasText: 'Name is required' })).toHaveCount(0);
  });

  for (const term of ['thanka', 'थाङ्का', '唐卡']) {
    test(`the search page finds thangka works for '${term}'`, async ({ page, request }) => {
      const thangka = await listing(request, '/api/v2/products/category/thangka?limit=15');
      expect(thangka.length).toBeGreaterThan(0);
      await page.goto(`/search/${encodeURIComponent(term)}`);
      const products = catalogue(page).locator('a[href^="/artwork/"], a[href^="/art/"]');
      await expect(products.first()).toBeVisible();
      const shown = await products.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(shown.some((href) => thangka.some((w) => href?.endsWith(`/${w.slug}`)))).toBe(true);
    });
  }

  test('typed min and max prices filter the gallery', async ({ page }) => {
    await page.goto('/gallery/all?sort=pricelow');
    const cards = catalogue(page).getByTestId('artwork-card');
    await expect(cards.first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Min (NPR)' }).fill('20000');
    await page.getByRole('textbox', { name: 'Max (NPR)' }).fill('90000');
    await page.getByRole('textbox', { name: 'Max (NPR)' }).press('Enter');
    await expect(page).toHaveURL(/price=20000(%2C|,)90000/);
    const prices = cards.getByText(/^NPR [\d,]+$/);
    await expect
      .poll(async () => {
        const shown = (await prices.allTextContents()).map(amountOf);
        return shown.length > 0 && shown.every((p) => p >= 20_000 && p <= 90_000);
      })
      .toBe(true);
    await expect(page.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuetext', 'NPR 20,000');
  });

  test('an unknown gallery says the category does not exist and links to all works', async ({ page }) => {
    await page.goto('/gallery/no-such-category');
    await expect(page.getByRole('heading', { name: 'There is no category “no-such-category”' })).toBeVisible();
    await expect(page.getByText(/0 works/)).toHaveCount(0);
    await page.getByRole('link', { name: 'See all artworks' }).click();
    await expect(page).toHaveURL(/\/gallery\/all$/);
    await expect(catalogue(page).getByTestId('artwork-card').first()).toBeVisible();
  });
});

test("a work named with '$'' and '$&' shows that name on its page and in the gallery a visitor types in, the page whole", async ({ page, artist, browser }) => {
  // A replacement string reads "$'" as the rest of the page: the server once copied the page into itself
  // wherever such a name was written (its data, its first paint, its title).
  const name = `Dusk $' over $& ${Date.now()}`;
  await signIn(page, artist, '/upload');
  await page.getByLabel(/Add images/).setInputFiles({ name: 'dusk.png', mimeType: 'image/png', buffer: png(120, 90, [40, 30, 90], [240, 160, 90]) });
  await uploadPainting(page, { name, price: '9500', stock: '1' });
  await expect(page).toHaveURL(/\/artwork\/[^/]+$/);
  const address = new URL(page.url()).pathname;

  const visitor = await (await browser.newContext()).newPage();
  for (const path of [address, '/gallery/all']) {
    const served = await (await visitor.goto(path))!.text();
    expect(served.match(/<\/head>/g)).toHaveLength(1);
    expect(served.match(/<div id="root">/g)).toHaveLength(1);
  }
  await expect(catalogue(visitor).getByTestId('artwork-card').first().getByRole('heading')).toHaveAttribute('title', name);
  await catalogue(visitor).getByRole('link', { name }).first().click();
  await expect(catalogue(visitor).getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(visitor).toHaveTitle(new RegExp(`^${name.replace(/[$&.*+?^(){}|[\]\\]/g, '\\$&')}`));
  await visitor.context().close();

  await catalogue(page).getByTestId('artist-card').getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete Art' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Deleted art')).toBeVisible();
});
