// The server cart: add (quantity + 1 each time, only works in store and not one's own), remove, get.
import { MSG } from '@kala/shared/messages';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import type { CartLine } from '../../../src/modules/commerce/cart';
import { call } from '../../support/app';
import { count, makeUser } from '../../support/users';
import { signedIn, testApp } from '../../support/helper';

const t = testApp({ artworks: 12 });
const buyer = signedIn(t);
let works: Artwork[];
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  works = (await call(t, 'GET', '/api/products/category/all?limit=60')).body.message as Artwork[];
});

const lines = (body: Record<string, unknown>) => (body.data as { products: CartLine[] }).products;
const add = (productId: string, token?: string, extra: object = {}) => call(t, 'POST', '/api/cart/addItem', { product_id: productId, quantity: 1, ...extra }, token);

describe('cart', () => {
  it('adds a work in store, raises the quantity when added again, lists and removes it', async () => {
    const work = works.find((a) => a.inStore && a.stock >= 2) ?? works.find((a) => a.inStore)!;
    await t.db.query('update artworks set stock = 3 where id = $1', [work.id]);
    const first = await add(work.id, buyer.token);
    expect(first.statusCode).toBe(200);
    expect(lines(first.body)).toEqual([
      {
        product_id: {
          id: work.id,
          _id: work.id,
          slug: work.slug,
          name: work.name,
          image: work.image.sizes.find((s) => s.sizeName === 'thumbnail')!.fileName,
          priceField: work.priceField,
          price: work.price,
          author: { name: work.author.name, slug: work.author.slug, role: work.author.role },
          stock: 3,
        },
        quantity: 1,
        addedPrice: work.price,
      },
    ]);
    expect(lines((await add(work.id, buyer.token)).body)[0].quantity).toBe(2);
    const second = works.find((a) => a.inStore && a.id !== work.id)!;
    const both = lines((await add(second.id, buyer.token)).body);
    expect(both.map((l) => [l.product_id.id, l.quantity])).toEqual([
      [work.id, 2],
      [second.id, 1],
    ]);
    const got = await call(t, 'GET', '/api/cart', undefined, buyer.token);
    expect(got).toEqual({ statusCode: 200, body: { status: 'success', data: { products: both } } });
    // Another user's cart is their own.
    expect(lines((await call(t, 'GET', '/api/cart', undefined, (await makeUser(t)).token)).body)).toEqual([]);
    const removed = await call(t, 'GET', `/api/cart/removeItem?productId=${work.id}`, undefined, buyer.token);
    expect(lines(removed.body).map((l) => l.product_id.id)).toEqual([second.id]);
    // Removing what is not there changes nothing.
    expect(lines((await call(t, 'GET', `/api/cart/removeItem?productId=${NO_SUCH_ID}`, undefined, buyer.token)).body)).toHaveLength(1);
    await call(t, 'GET', `/api/cart/removeItem?productId=${second.id}`, undefined, buyer.token);
  });

  it('marks a line whose price changed or that sold out since it was added', async () => {
    const work = works.find((a) => a.inStore)!;
    await t.db.query('update artworks set stock = 2 where id = $1', [work.id]);
    await add(work.id, buyer.token);
    await t.db.query('update artworks set price_paisa = price_paisa + 10000, stock = 0 where id = $1', [work.id]);
    const line = lines((await call(t, 'GET', '/api/cart', undefined, buyer.token)).body).find((l) => l.product_id.id === work.id)!;
    expect(line).toMatchObject({ addedPrice: work.price, product_id: { price: work.price + 100, stock: 0 } });
    await t.db.query('update artworks set price_paisa = price_paisa - 10000, stock = 2 where id = $1', [work.id]);
    await call(t, 'GET', `/api/cart/removeItem?productId=${work.id}`, undefined, buyer.token);
  });

  it('never holds more than the stock', async () => {
    const work = works.find((a) => a.inStore)!;
    await t.db.query('update artworks set stock = 1 where id = $1', [work.id]);
    expect((await add(work.id, buyer.token)).statusCode).toBe(200);
    expect(await add(work.id, buyer.token)).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.noMoreStock, code: 'common.noMoreStock' } });
    expect(lines((await call(t, 'GET', '/api/cart', undefined, buyer.token)).body)[0].quantity).toBe(1);
    await call(t, 'GET', `/api/cart/removeItem?productId=${work.id}`, undefined, buyer.token);
  });

  it('refuses works not in store, own works, unknown works, bad bodies and missing tokens, adding nothing', async () => {
    const notForSale = works.find((a) => !a.inStore)!;
    const own = works.find((a) => a.inStore)!;
    const artistToken = await t.app.tokens.sign(own.author.id, own.author.role, 0);
    const before = await count(t, 'select 1 from cart_items');
    expect(await add(notForSale.id, buyer.token)).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.notForSale, code: 'common.notForSale' } });
    expect(await add(own.id, artistToken)).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.ownWork, code: 'common.ownWork' } });
    expect(await add(NO_SUCH_ID, buyer.token)).toEqual({ statusCode: 404, body: { status: 'not-found', message: MSG.artworkUnavailable, code: 'common.artworkUnavailable' } });
    expect((await add(own.id, buyer.token, { quantity: 5 })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/cart/addItem', { quantity: 1 }, buyer.token)).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/cart/addItem', { product_id: { id: own.id } }, buyer.token)).statusCode).toBe(400);
    const unauthorized = { statusCode: 401, body: { status: 'error', message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } };
    expect(await add(own.id)).toEqual(unauthorized);
    expect(await call(t, 'GET', '/api/cart')).toEqual(unauthorized);
    expect(await call(t, 'GET', `/api/cart/removeItem?productId=${own.id}`)).toEqual(unauthorized);
    expect((await call(t, 'GET', '/api/cart/removeItem', undefined, buyer.token)).statusCode).toBe(400);
    expect(await count(t, 'select 1 from cart_items')).toBe(before);
  });

  it('loses the line when the work is deleted', async () => {
    const work = works.find((a) => a.inStore)!;
    await add(work.id, buyer.token);
    await t.db.query('delete from artworks where id = $1', [work.id]);
    expect(lines((await call(t, 'GET', '/api/cart', undefined, buyer.token)).body).some((l) => l.product_id.id === work.id)).toBe(false);
  });
});
