// Cached listing totals and search rankings (docs/adr/0005-listing-totals.md) are keyed by the catalogue
// version, so any write that changes them shows at once, even one made by plain SQL behind the app's back.
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { memoryCache } from '../../../src/modules/catalogue/cache';
import { REFRESH_ARTWORK_SEARCH } from '../../../src/modules/catalogue/search';
import { call } from '../../support/app';
import { testApp } from '../../support/helper';
import { makeUser } from '../../support/users';

const t = testApp({ artworks: 10 });

async function list(path: string) {
  const res = await call(t, 'GET', path);
  expect(res.statusCode).toBe(200);
  return { artworks: res.body.message as Artwork[], total: res.body.total as number };
}

const version = async () => (await t.db.one<{ n: number }>('select n from catalogue_version'))!.n;

describe('listing totals', () => {
  it('follow deletes, stock and price changes and category changes made outside the app', async () => {
    const before = await list('/api/v2/products/category/all?limit=1');
    // Twice: the second answer comes from the cache and must be the same.
    expect(await list('/api/v2/products/category/all?limit=1')).toEqual(before);
    const count = async (sql: string) => (await t.db.one<{ n: number }>(sql))!.n;
    expect(before.total).toBe(await count('select count(*) as n from artworks'));

    const [gone] = await t.db.many<{ id: string }>('select id from artworks order by created_at limit 1');
    await t.db.query('delete from artworks where id = $1', [gone.id]);
    expect((await list('/api/v2/products/category/all?limit=1')).total).toBe(before.total - 1);

    const store = await list('/api/store?limit=1');
    const [inStore] = await t.db.many<{ id: string }>('select id from artworks where price_paisa > 0 and stock > 0 limit 1');
    await t.db.query('update artworks set stock = 0 where id = $1', [inStore.id]);
    expect((await list('/api/store?limit=1')).total).toBe(store.total - 1);
    await t.db.query('update artworks set price_paisa = 0, stock = 5 where id = $1', [inStore.id]);
    expect((await list('/api/store?limit=1')).total).toBe(store.total - 1);

    const painting = await list('/api/products/category/painting?limit=1');
    const [outside] = await t.db.many<{ id: string }>(
      `select a.id from artworks a where not exists (select 1 from artwork_categories ac join categories c on c.id = ac.category_id
        where ac.artwork_id = a.id and (c.slug = 'painting' or c.parent = (select id from categories where slug = 'painting'))) limit 1`,
    );
    await t.db.query(`insert into artwork_categories (artwork_id, category_id) select $1, id from categories where slug = 'painting'`, [outside.id]);
    expect((await list('/api/products/category/painting?limit=1')).total).toBe(painting.total + 1);
  });

  it('answer the total past the last page too', async () => {
    const all = await list('/api/v2/products/category/all?limit=1');
    expect(await list(`/api/v2/products/category/all?skip=${all.total + 5}`)).toEqual({ artworks: [], total: all.total });
  });

  it('are not invalidated by views and likes', async () => {
    const v = await version();
    const [work] = await t.db.many<{ slug: string }>('select slug from artworks limit 1');
    expect((await call(t, 'POST', `/api/product/${work.slug}/view`)).statusCode).toBe(200);
    expect(await version()).toBe(v);
  });
});

describe('search rankings', () => {
  it('follow search vector changes made outside the app, with fresh works', async () => {
    const search = async (term: string) => ((await call(t, 'GET', `/api/search/${term}`)).body.products as Artwork[]).map((p) => p.id);
    expect(await search('quetzalcoatlite')).toEqual([]);
    const [work] = await t.db.many<{ id: string; slug: string }>('select id, slug from artworks order by created_at desc limit 1');
    await t.db.query(`update artworks set name = 'Quetzalcoatlite Morning' where id = $1`, [work.id]);
    await t.db.query(`${REFRESH_ARTWORK_SEARCH} where a.id = $1`, [work.id]);
    expect(await search('quetzalcoatlite')).toEqual([work.id]);
    // The whole answer is cached now (ADR 0023), but a like shows at once: it raises the display version.
    const fan = await makeUser(t);
    await call(t, 'POST', `/api/like/product/${work.id}`, undefined, fan.token);
    const res = await call(t, 'GET', '/api/search/quetzalcoatlite');
    expect((res.body.products as Artwork[])[0].likes).toContain(fan.id);
  });
});

describe('memoryCache', () => {
  it('keeps at most its size, dropping the oldest, and expires entries', async () => {
    const cache = memoryCache(2, 60_000);
    await cache.set('a', 1);
    await cache.set('b', 2);
    await cache.set('c', 3);
    expect([await cache.get('a'), await cache.get('b'), await cache.get('c')]).toEqual([null, 2, 3]);
    const expired = memoryCache(10, -1);
    await expired.set('a', 1);
    expect(await expired.get('a')).toBeNull();
  });

  it('makes a missing value once however many ask at the same time, and keeps it', async () => {
    const cache = memoryCache(10, 60_000);
    let made = 0;
    let finish: (n: number) => void = () => undefined;
    const make = () => {
      made += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const asks = [cache.getOrMake('total', make), cache.getOrMake('total', make), cache.getOrMake('total', make)];
    await new Promise((resolve) => setImmediate(resolve));
    finish(42);
    expect(await Promise.all(asks)).toEqual([42, 42, 42]);
    expect(made).toBe(1);
    expect(await cache.getOrMake('total', make)).toBe(42);
    expect(made).toBe(1);
  });

  it('passes a failed making to those who waited for it, and makes again on the next ask', async () => {
    const cache = memoryCache(10, 60_000);
    const failing = () => Promise.reject(new Error('database away'));
    await expect(Promise.all([cache.getOrMake('total', failing), cache.getOrMake('total', failing)])).rejects.toThrow('database away');
    expect(await cache.getOrMake('total', async () => 7)).toBe(7);
  });
});
