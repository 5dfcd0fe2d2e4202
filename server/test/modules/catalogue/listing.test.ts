// Categories, listings (filters, sorts, paging, store) and artwork pages on a small seeded marketplace.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@kala/shared/messages';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import type { Category } from '@kala/shared/contracts/categories';
import { DEMO_BUYER_EMAIL, DEMO_PASSWORD } from '../../../src/seed/data';
import { call } from '../../support/app';
import { logIn, testApp } from '../../support/helper';

const ARTWORKS = 16;
const t = testApp({ artworks: ARTWORKS });

async function list(path: string, token?: string) {
  const res = await call(t, 'GET', path, undefined, token);
  expect(res.statusCode).toBe(200);
  expect(res.body.status).toBe('success');
  return { artworks: res.body.message as Artwork[], total: res.body.total as number };
}

const prices = (artworks: Artwork[]) => artworks.map((a) => a.price);
const isSorted = (xs: number[], dir: 1 | -1) => xs.every((x, i) => i === 0 || (x - xs[i - 1]) * dir >= 0);

describe('categories', () => {
  it('lists categories with parents, and sorted by name', async () => {
    const cats = (await call(t, 'GET', '/api/categories')).body.message as Category[];
    expect(cats.length).toBeGreaterThanOrEqual(8);
    const painting = cats.find((c) => c.slug === 'painting')!;
    expect(painting).toEqual({ _id: expect.any(String), name: 'Painting', slug: 'painting', parent: null });
    expect(cats.find((c) => c.slug === 'oil')?.parent).toBe(painting._id);
    const sorted = (await call(t, 'GET', '/api/categories/sorted')).body.message as Category[];
    expect(sorted.map((c) => c.name)).toEqual([...sorted.map((c) => c.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('listing', () => {
  it('lists everything newest first with the total, and pages with skip and limit', async () => {
    const all = await list('/api/v2/products/category/all?limit=60');
    expect(all.total).toBe(ARTWORKS);
    const created = all.artworks.map((a) => new Date(a.created).getTime());
    expect(isSorted(created, -1)).toBe(true);
    const page = await list('/api/products/category/all?skip=5&limit=5');
    expect(page.total).toBe(ARTWORKS);
    expect(page.artworks.map((a) => a.slug)).toEqual(all.artworks.slice(5, 10).map((a) => a.slug));
    expect((await list('/api/products/category/all')).artworks).toHaveLength(15);
  });

  it('answers the Artwork shape', async () => {
    const [a] = (await list('/api/products/category/all?limit=1')).artworks;
    expect(a._id).toBe(a.id);
    expect(a.priceField).toBe(a.price > 0 ? `NPR ${a.price}` : 'Not For Sale');
    expect(a.inStore).toBe(a.price > 0 && a.stock > 0);
    expect(a.author).toMatchObject({ _id: a.author.id, role: expect.any(Number), verifiedArtist: expect.any(Boolean) });
    expect(a.image.alt).not.toBe('');
    expect(a.image.sizes.map((s) => s.sizeName)).toEqual(['thumbnail', 'gallery', 'productImage']);
    const gallery = a.image.sizes[1];
    expect(gallery.fileName).toBe(`artworks/${a.image.slug}-gallery.webp`);
    expect(gallery.width).toBe(640);
    expect(existsSync(path.join(t.config.uploadsDir, gallery.fileName))).toBe(true);
    expect(Object.keys(a.attributes).sort()).toEqual(['breadth', 'height', 'weight', 'width']);
    expect(Array.isArray(a.likes) && Array.isArray(a.tags) && Array.isArray(a.images)).toBe(true);
  });

  it('filters by a main category including its sub-categories', async () => {
    const painting = await list('/api/products/category/painting?limit=60');
    const oil = await list('/api/products/category/oil?limit=60');
    expect(painting.total).toBeGreaterThan(0);
    for (const a of painting.artworks) expect(a.categories.some((c) => c.slug === 'painting' || c.parent !== null)).toBe(true);
    for (const a of oil.artworks) expect(a.categories.map((c) => c.slug)).toContain('oil');
    // Every oil painting is also listed under painting.
    const paintingSlugs = new Set(painting.artworks.map((a) => a.slug));
    for (const a of oil.artworks) expect(paintingSlugs.has(a.slug)).toBe(true);
    expect((await list('/api/products/category/no-such-category')).total).toBe(0);
  });

  it('filters by a price range in NPR', async () => {
    const ranged = await list('/api/products/category/all?price=5000,100000&limit=60');
    expect(ranged.total).toBeGreaterThan(0);
    for (const a of ranged.artworks) expect(a.price >= 5000 && a.price <= 100000).toBe(true);
    const all = await list('/api/products/category/all?limit=60');
    expect(ranged.total).toBe(all.artworks.filter((a) => a.price >= 5000 && a.price <= 100000).length);
  });

  /** Priced works in price order (ties newest first), then Not For Sale works newest first. */
  const expectPriceOrder = (artworks: Artwork[], dir: 1 | -1) => {
    const firstNfs = artworks.findIndex((a) => a.price === 0);
    const priced = firstNfs === -1 ? artworks : artworks.slice(0, firstNfs);
    const nfs = firstNfs === -1 ? [] : artworks.slice(firstNfs);
    expect(nfs.every((a) => a.price === 0)).toBe(true);
    expect(isSorted(prices(priced), dir)).toBe(true);
    const created = (xs: Artwork[]) => xs.map((a) => new Date(a.created).getTime());
    for (let i = 1; i < priced.length; i++) {
      if (priced[i].price === priced[i - 1].price) expect(created(priced)[i]).toBeLessThanOrEqual(created(priced)[i - 1]);
    }
    expect(isSorted(created(nfs), -1)).toBe(true);
  };

  it('sorts by price both ways, Not For Sale works last', async () => {
    const all = await list('/api/products/category/all?limit=60');
    const nfsCount = all.artworks.filter((a) => a.price === 0).length;
    expect(nfsCount).toBeGreaterThan(0);
    for (const orderby of ['pricelow', 'pricehigh']) {
      const sorted = (await list(`/api/products/category/all?orderby=${orderby}&limit=60`)).artworks;
      expect(sorted).toHaveLength(all.artworks.length);
      expectPriceOrder(sorted, orderby === 'pricelow' ? 1 : -1);
      expect(sorted.slice(-nfsCount).every((a) => a.price === 0)).toBe(true);
      expect(sorted[0].price).toBeGreaterThan(0);
      // Paging follows the same order.
      const page = await list(`/api/products/category/all?orderby=${orderby}&skip=${all.artworks.length - nfsCount - 1}&limit=2`);
      expect(page.artworks.map((a) => a.slug)).toEqual(sorted.slice(all.artworks.length - nfsCount - 1, all.artworks.length - nfsCount + 1).map((a) => a.slug));
    }
    // A price range that admits them, and filters that exclude them.
    expectPriceOrder((await list('/api/products/category/all?orderby=pricelow&price=0,&limit=60')).artworks, 1);
    const fromOne = (await list('/api/products/category/all?orderby=pricelow&price=1,&limit=60')).artworks;
    expect(fromOne.length).toBe(all.artworks.length - nfsCount);
    expectPriceOrder(fromOne, 1);
    expectPriceOrder((await list('/api/store?orderby=pricelow&limit=60')).artworks, 1);
  });

  it('treats recommended as new without a token, and puts liked categories first with one', async () => {
    const anonymous = await list('/api/products/category/all?orderby=recommended&limit=60');
    const newest = await list('/api/products/category/all?limit=60');
    expect(anonymous.artworks.map((a) => a.slug)).toEqual(newest.artworks.map((a) => a.slug));

    const { token, user } = await logIn(t, DEMO_BUYER_EMAIL, DEMO_PASSWORD);
    const buyerId = user.id;
    await t.db.query('delete from follows where follower_id = $1', [buyerId]);
    await t.db.query('delete from likes where user_id = $1', [buyerId]);
    // A work of other categories than the newest one's, so the personal order starts elsewhere.
    const newestCategories = new Set(newest.artworks[0].categories.map((c) => c.slug));
    const target = newest.artworks.findLast((a) => !a.categories.some((c) => newestCategories.has(c.slug)))!;
    await t.db.query('insert into likes (user_id, artwork_id) values ($1, $2)', [buyerId, target.id]);
    const liked = new Set(target.categories.map((c) => c.slug));
    // The visitors' answer for this address is cached now: the signed-in viewer still gets their own.
    await list('/api/products/category/all?orderby=recommended&limit=60');
    const recommended = (await list('/api/products/category/all?orderby=recommended&limit=60', token)).artworks;
    const matches = recommended.map((a) => a.categories.some((c) => liked.has(c.slug)));
    // All matching works come before all others.
    expect(matches.indexOf(false) === -1 || matches.lastIndexOf(true) < matches.indexOf(false)).toBe(true);
    expect(matches[0]).toBe(true);
    expect(recommended[0].slug).not.toBe(anonymous.artworks[0].slug);
  });

  it('lists only works in store under /api/store', async () => {
    const store = await list('/api/store?limit=60');
    const all = await list('/api/products/category/all?limit=60');
    expect(store.total).toBe(all.artworks.filter((a) => a.inStore).length);
    expect(store.artworks.every((a) => a.inStore && a.price > 0 && a.stock > 0)).toBe(true);
    const paintingStore = await list('/api/store/painting?limit=60');
    expect(paintingStore.artworks.every((a) => a.inStore)).toBe(true);
  });
});

describe('artwork page', () => {
  it('answers an artwork by slug, or not-found', async () => {
    const [first] = (await list('/api/products/category/all?limit=1')).artworks;
    const res = await call(t, 'GET', `/api/product/${first.slug}`);
    expect(res.body).toEqual({ status: 'success', message: first });
    expect(await call(t, 'GET', '/api/product/no-such-art')).toEqual({
      statusCode: 404,
      body: { status: 'not-found', message: MSG.artworkUnavailable, code: 'common.artworkUnavailable' },
    });
  });
});
