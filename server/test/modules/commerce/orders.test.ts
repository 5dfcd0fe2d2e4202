// Orders through the API (issue 11): totals as spec §9 says, prices from the database, idempotent submits,
// the last piece sold once under 50 concurrent buyers, cancel and expiry giving stock back, privacy.
import { randomUUID } from 'node:crypto';
import { COMMERCE_CODED, COMMERCE_MSG } from '@kala/shared/contracts/commerce/errors';
import { fillText, withValues } from '@kala/shared/errors';
import { CASH_ON_DELIVERY_MAX_PIECES } from '@kala/shared/commerce';
import { MSG } from '@kala/shared/messages';
import { expireUnpaidOrders } from '../../../src/modules/commerce/payments/settle';
import { call, type TestApp } from '../../support/app';
import { makeUser, type TestUser } from '../../support/users';
import { SHIPPING, cancel, makeArtist, makeWork, openShop, ordersOf, placeOrder, stockOf } from './order-support';

let t: TestApp;
let artist: TestUser;
let buyer: TestUser;

beforeAll(async () => ({ t, artist, buyer } = await openShop()));
afterAll(() => t.close());

describe('placing an order', () => {
  it('totals odd amounts as spec §9: rounded total, 13% tax to the paisa, shipping 50, rounded grand total', async () => {
    const works = [await makeWork(t, artist, 999), await makeWork(t, artist, 1, 3)];
    const placed = await placeOrder(t, buyer, [], { items: [{ product: works[0], qty: 1 }, { product: works[1], qty: 2 }] });
    expect(placed.statusCode).toBe(200);
    const order = (await ordersOf(t, buyer)).find((o) => o._id === placed.body.orderId)!;
    // 999 + 2 × 1 = 1001.00; tax 130.13; 1001 + 130.13 + 50 = 1181.13 → 1181. In NPR, the spec's unit.
    expect(order).toMatchObject({ totalAmount: 1001, taxPrice: 130.13, shippingPrice: 50, grandTotal: 1181, orderStatus: 'PENDING', paymentMethod: 'cash' });
    expect(order.orderItems.map((i) => [i.product?._id, i.price, i.qty])).toEqual([
      [works[0], 999, 1],
      [works[1], 1, 2],
    ]);
  });

  it("answers every amount in NPR under the spec's names, the unit the request uses (one order, three calls)", async () => {
    const work = await makeWork(t, artist, 3_023);
    // The client sends its figures in NPR (ignored, but the same unit): 3023 + 392.99 + 50 = 3465.99 → 3466.
    const sent = { totalAmount: 3023, taxPrice: 392.99, shippingPrice: 50, grandTotal: 3466 };
    const { orderId } = (await placeOrder(t, buyer, [work], { extra: sent })).body;
    const listed = (await ordersOf(t, buyer)).find((o) => o._id === orderId)!;
    const one = (await call(t, 'GET', `/api/user/order/${orderId}`, undefined, buyer.token)).body.result as typeof listed;
    for (const order of [listed, one]) {
      expect(order).toMatchObject(sent);
      expect(order.orderItems[0].price).toBe(3023);
    }
    const sales = (await call(t, 'GET', '/api/sales', undefined, artist.token)).body.result as { orderId: string; items: { price: number }[] }[];
    expect(sales.find((s) => s.orderId === orderId)!.items[0].price).toBe(3023);
  });

  it('prices every item from the database: a tampered price or total in the request is ignored', async () => {
    const work = await makeWork(t, artist, 25_000);
    const placed = await placeOrder(t, buyer, [], { items: [{ product: work, qty: 1, price: 1 }], extra: { totalAmount: 1, taxPrice: 0, shippingPrice: 0, grandTotal: 1 } });
    const order = (await ordersOf(t, buyer)).find((o) => o._id === placed.body.orderId)!;
    expect(order.orderItems[0].price).toBe(25_000);
    expect(order.grandTotal).toBe(25_000 + 3_250 + 50);
  });

  it('makes one order for one idempotency key, however often (and however concurrently) it is sent', async () => {
    const work = await makeWork(t, artist, 5_000, 5);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => placeOrder(t, buyer, [work], { key })));
    const again = await placeOrder(t, buyer, [work], { key });
    const ids = new Set([...answers, again].map((a) => a.body.orderId));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect((await ordersOf(t, buyer)).filter((o) => o._id === again.body.orderId)).toHaveLength(1);
    expect(await stockOf(t, work)).toBe(4);
  });

  it('sells the last piece once: 50 concurrent buyers of a work with stock 1 make exactly one order', async () => {
    const work = await makeWork(t, artist, 12_000, 1);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => makeUser(t)));
    const answers = await Promise.all(buyers.map((b) => placeOrder(t, b, [work])));
    const made = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 400);
    const orders = await t.db.one<{ n: string }>('select count(*) as n from order_items where artwork_id = $1', [work]);
    const figures = { attempts: answers.length, ordersMade: Number(orders!.n), finalStock: await stockOf(t, work), db: t.db.kind };
    console.log(`concurrency: ${JSON.stringify(figures)}`);
    expect(made).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((a) => a.body.message))).toEqual(new Set([withValues(COMMERCE_CODED.soldOut, { name: (await t.db.one<{ name: string }>('select name from artworks where id = $1', [work]))!.name }).message]));
    expect(figures).toMatchObject({ attempts: 50, ordersMade: 1, finalStock: 0 });
  });

  it('holds at most CASH_ON_DELIVERY_MAX_PIECES unshipped cash pieces for one buyer: one account cannot mark every work sold without paying', async () => {
    const hoarder = await makeUser(t);
    const works = [await makeWork(t, artist, 1_000, 15), await makeWork(t, artist, 1_000, 15)];
    expect((await placeOrder(t, hoarder, [], { items: [{ product: works[0], qty: 15 }] })).statusCode).toBe(200);
    const over = await placeOrder(t, hoarder, [], { items: [{ product: works[1], qty: CASH_ON_DELIVERY_MAX_PIECES - 15 + 1 }] });
    expect(over.statusCode).toBe(400);
    expect(over.body).toMatchObject({ message: fillText(COMMERCE_MSG.cashPiecesMax, { max: CASH_ON_DELIVERY_MAX_PIECES }), code: 'commerce.cashPiecesMax' });
    expect(await stockOf(t, works[1])).toBe(15);
    // Up to the bound goes through; paying online is not bounded (it holds stock for the payment's time only).
    expect((await placeOrder(t, hoarder, [], { items: [{ product: works[1], qty: CASH_ON_DELIVERY_MAX_PIECES - 15 }] })).statusCode).toBe(200);
    const online = await placeOrder(t, hoarder, [], { items: [{ product: works[1], qty: 1 }], method: 'wallet' });
    expect(online.statusCode).toBe(200);
    expect((await cancel(t, hoarder, online.body.orderId)).statusCode).toBe(200);
    // Once the studio ships, there is room again.
    const first = (await ordersOf(t, hoarder)).find((o) => o.paymentMethod === 'cash' && o.orderItems[0]!.qty === 15)!;
    expect((await call(t, 'POST', '/api/sales/status', { order_id: first._id, status: 'SHIPPED' }, artist.token)).statusCode).toBe(200);
    expect((await placeOrder(t, hoarder, [], { items: [{ product: works[1], qty: 1 }] })).statusCode).toBe(200);
  });

  it('refuses own works, works not for sale, bank, bad shipping info and an empty order, keeping nothing', async () => {
    const own = await makeWork(t, artist, 100);
    const nfs = await makeWork(t, artist, 0);
    const work = await makeWork(t, artist, 100);
    const before = (await ordersOf(t, artist)).length;
    expect((await placeOrder(t, artist, [own])).body.message).toBe(MSG.ownWork);
    expect((await placeOrder(t, buyer, [nfs])).body.message).toBe(MSG.notForSale);
    expect((await placeOrder(t, buyer, [work], { method: 'bank' })).body.message).toBe(COMMERCE_MSG.bankListedOnly);
    expect((await placeOrder(t, buyer, [work], { shipping: { ...SHIPPING, phone: '12' } })).body.message).toBe(COMMERCE_MSG.phoneInvalid);
    expect((await placeOrder(t, buyer, [work], { shipping: { ...SHIPPING, name: ' ', email: '' } })).body.message).toBe(COMMERCE_MSG.nameRequired);
    expect((await placeOrder(t, buyer, [], { items: [] })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/user/order', { orderItems: [{ product: work, qty: 1 }], paymentMethod: 'cash', shippingInfo: SHIPPING }, buyer.token)).statusCode).toBe(400);
    expect(await stockOf(t, work)).toBe(1);
    expect((await ordersOf(t, artist)).length).toBe(before);
  });

  it('takes the ordered works out of the server cart', async () => {
    const work = await makeWork(t, artist, 700, 2);
    await call(t, 'POST', '/api/cart/addItem', { product_id: work, quantity: 1 }, buyer.token);
    await placeOrder(t, buyer, [work]);
    const cart = (await call(t, 'GET', '/api/cart', undefined, buyer.token)).body.data as { products: { product_id: { id: string } }[] };
    expect(cart.products.some((l) => l.product_id.id === work)).toBe(false);
  });
});

describe('cancelling', () => {
  it('cancels a PENDING order and gives the stock back; a cancelled order cannot be cancelled again', async () => {
    const work = await makeWork(t, artist, 3_000, 2);
    const { orderId } = (await placeOrder(t, buyer, [work])).body;
    expect(await stockOf(t, work)).toBe(1);
    expect((await cancel(t, buyer, orderId)).body).toEqual({ status: 'success', message: COMMERCE_MSG.orderCancelled, code: 'commerce.orderCancelled' });
    expect(await stockOf(t, work)).toBe(2);
    expect((await ordersOf(t, buyer)).find((o) => o._id === orderId)!.orderStatus).toBe('CANCELLED');
    expect((await cancel(t, buyer, orderId)).body).toEqual({ status: 'error', message: COMMERCE_MSG.notCancellable, code: 'commerce.notCancellable' });
    expect(await stockOf(t, work)).toBe(2);
  });

  it("shows a cash order from two studios as SHIPPED once one has shipped: it is no longer PENDING with a CANCEL the server refuses", async () => {
    const other = await makeArtist(t);
    const [mine, theirs] = [await makeWork(t, artist, 3_000), await makeWork(t, other, 4_000)];
    const { orderId } = (await placeOrder(t, buyer, [mine, theirs])).body;
    const statusOf = async () => (await ordersOf(t, buyer)).find((o) => o._id === orderId)!.orderStatus;
    expect(await statusOf()).toBe('PENDING');
    expect((await call(t, 'POST', '/api/sales/status', { order_id: orderId, status: 'SHIPPED' }, artist.token)).statusCode).toBe(200);
    expect(await statusOf()).toBe('SHIPPED');
    expect((await cancel(t, buyer, orderId)).body).toMatchObject({ message: COMMERCE_MSG.notCancellable });
    // The other studio's part is still its to ship; then both are delivered one by one.
    expect((await call(t, 'POST', '/api/sales/status', { order_id: orderId, status: 'SHIPPED' }, other.token)).statusCode).toBe(200);
    expect((await call(t, 'POST', '/api/sales/status', { order_id: orderId, status: 'DELIVERED' }, artist.token)).statusCode).toBe(200);
    expect(await statusOf()).toBe('SHIPPED');
    expect((await call(t, 'POST', '/api/sales/status', { order_id: orderId, status: 'DELIVERED' }, other.token)).statusCode).toBe(200);
    expect(await statusOf()).toBe('DELIVERED');
  });

  it("never both cancels and ships: a cancel and a studio's shipment sent at once, one goes through whole", async () => {
    for (let round = 0; round < 10; round++) {
      const other = await makeArtist(t);
      const [mine, theirs] = [await makeWork(t, artist, 3_000), await makeWork(t, other, 4_000)];
      const { orderId } = (await placeOrder(t, buyer, [mine, theirs])).body;
      const [cancelled, shipped] = await Promise.all([cancel(t, buyer, orderId), call(t, 'POST', '/api/sales/status', { order_id: orderId, status: 'SHIPPED' }, artist.token)]);
      expect([cancelled.statusCode, shipped.statusCode].sort()).toEqual([200, 400]);
      const items = await t.db.many<{ status: string }>('select status from order_items where order_id = $1 order by status', [orderId]);
      expect(items.map((i) => i.status)).toEqual(cancelled.statusCode === 200 ? ['CANCELLED', 'CANCELLED'] : ['PENDING', 'SHIPPED']);
    }
  });

  it('lets nobody else read or cancel my order', async () => {
    const work = await makeWork(t, artist, 3_000);
    const { orderId } = (await placeOrder(t, buyer, [work])).body;
    const other = await makeUser(t);
    const hidden = { status: 'not-found', message: COMMERCE_MSG.orderNotFound, code: 'commerce.orderNotFound' };
    expect((await call(t, 'GET', `/api/user/order/${orderId}`, undefined, other.token)).body).toEqual(hidden);
    expect((await cancel(t, other, orderId)).body).toEqual(hidden);
    expect((await ordersOf(t, other)).map((o) => o._id)).not.toContain(orderId);
    expect((await call(t, 'GET', `/api/user/order/${orderId}`)).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/user/order/${orderId}`, undefined, buyer.token)).body.result).toMatchObject({ _id: orderId, orderStatus: 'PENDING' });
    expect(await stockOf(t, work)).toBe(0);
  });
});

describe('unpaid online orders', () => {
  it('expire after the hold and give their stock back; cash on delivery never expires', async () => {
    const work = await makeWork(t, artist, 4_000, 2);
    const card = (await placeOrder(t, buyer, [work], { method: 'card' })).body;
    const cash = (await placeOrder(t, buyer, [work], { method: 'cash' })).body;
    expect(card.paymentUrl).toMatch(/^\/api\/payments\/sandbox\//);
    expect(await stockOf(t, work)).toBe(0);
    const hold = t.config.payments.holdMinutes * 60_000;
    expect(await expireUnpaidOrders(t.db, new Date(Date.now() + hold - 60_000))).toEqual([]);
    expect(await expireUnpaidOrders(t.db, new Date(Date.now() + hold + 60_000))).toEqual([card.orderId]);
    expect(await stockOf(t, work)).toBe(1);
    const orders = await ordersOf(t, buyer);
    expect(orders.find((o) => o._id === card.orderId)!.orderStatus).toBe('CANCELLED');
    expect(orders.find((o) => o._id === cash.orderId)!.orderStatus).toBe('PENDING');
    // A second sweep finds nothing more to do.
    expect(await expireUnpaidOrders(t.db, new Date(Date.now() + 10 * hold))).toEqual([]);
  });
});

describe('the last piece', () => {
  it('shows as Sold once sold, and as priced again when the order is cancelled', async () => {
    const work = await makeWork(t, artist, 9_000, 1);
    const slug = (await t.db.one<{ slug: string }>('select slug from artworks where id = $1', [work]))!.slug;
    const shown = async () => ((await call(t, 'GET', `/api/product/${slug}`)).body.message as { priceField: string; inStore: boolean });
    const { orderId } = (await placeOrder(t, buyer, [work])).body;
    expect(await shown()).toMatchObject({ priceField: 'Sold', inStore: false });
    await cancel(t, buyer, orderId);
    expect(await shown()).toMatchObject({ priceField: 'NPR 9000', inStore: true });
  });
});
