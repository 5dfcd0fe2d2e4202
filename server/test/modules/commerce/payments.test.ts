// Payments through the sandbox gateway (issue 11): approve → PAID, decline → DECLINED (issue 20) with stock and cart
// back; a forged, tampered or replayed callback changes nothing. Only the buyer reaches the gateway's page
// and buttons (issue 19). Studios' sales and the buyer's notices.
import { COMMERCE_MSG } from '@kala/shared/contracts/commerce/errors';
import { MSG } from '@kala/shared/messages';
import { expireUnpaidOrders } from '../../../src/modules/commerce/payments/settle';
import { call, get, type TestApp } from '../../support/app';
import { makeUser, type TestUser } from '../../support/users';
import { callback, decide, makeArtist, makeWork, openShop, ordersOf, paymentIdOf, placeOrder, pressOnSandbox, stockOf } from './order-support';

let t: TestApp;
let artist: TestUser;
let buyer: TestUser;

beforeAll(async () => ({ t, artist, buyer } = await openShop()));
afterAll(() => t.close());

const statusOf = async (orderId: string) => (await ordersOf(t, buyer)).find((o) => o._id === orderId)!.orderStatus;

async function cardOrder(work: string, method: 'card' | 'wallet' = 'card') {
  const placed = await placeOrder(t, buyer, [work], { method });
  return placed.body;
}

describe('the sandbox gateway', () => {
  it('shows the amount to pay with Approve and Decline', async () => {
    const { paymentUrl } = await cardOrder(await makeWork(t, artist, 1_000));
    const page = await get(t, paymentUrl);
    const html = await page.text();
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    // A card is asked for USD (spec §9) at CARD_USD_RATE (140 NPR per dollar unless set); a wallet for NPR.
    expect(html).toContain('US$ 8.43');
    expect(await (await get(t, (await cardOrder(await makeWork(t, artist, 1_000), 'wallet')).paymentUrl)).text()).toContain('NPR. 1,180');
    expect(html).toMatch(/<button[^>]*>Approve<\/button>/);
    expect(html).toMatch(/<button[^>]*>Decline<\/button>/);
  });

  it('approved: the order is PAID and the buyer lands on SUCCESS; replaying the callback changes nothing', async () => {
    const work = await makeWork(t, artist, 2_000, 2);
    const { orderId, paymentUrl } = await cardOrder(work);
    const url = await decide(t, paymentUrl, 'approved');
    expect(await callback(t, url)).toEqual({ status: 303, location: `/checkout/success?order=${orderId}` });
    expect(await statusOf(orderId)).toBe('PAID');
    expect(await callback(t, url)).toEqual({ status: 303, location: `/checkout/success?order=${orderId}` });
    // A genuine decline signed for the same payment, sent afterwards, is too late: still PAID, stock kept.
    const decline = await decide(t, paymentUrl, 'declined');
    expect((await callback(t, decline)).location).toBe(`/checkout/success?order=${orderId}`);
    expect(await statusOf(orderId)).toBe('PAID');
    expect(await stockOf(t, work)).toBe(1);
    const paid = await t.db.one<{ n: string }>(`select count(*) as n from notifications where recipient_id = $1 and kind = 'orderPaid' and subject_id = $2`, [buyer.id, orderId]);
    expect(Number(paid!.n)).toBe(1);
  });

  it('declined: Failure saying so, the order is DECLINED (not a cancel), its stock and the cart line come back', async () => {
    const work = await makeWork(t, artist, 2_000, 1);
    const { orderId, paymentUrl } = await cardOrder(work, 'wallet');
    expect(await stockOf(t, work)).toBe(0);
    const declined = await decide(t, paymentUrl, 'declined');
    expect(await callback(t, declined)).toEqual({ status: 303, location: `/checkout/failure?order=${orderId}&reason=declined` });
    const order = (await ordersOf(t, buyer)).find((o) => o._id === orderId)!;
    expect(order.orderStatus).toBe('DECLINED');
    expect(order.orderItems.map((i) => i.orderStatus)).toEqual(['DECLINED']);
    expect(await stockOf(t, work)).toBe(1);
    const cart = (await call(t, 'GET', '/api/cart', undefined, buyer.token)).body.data as { products: { product_id: { id: string } }[] };
    expect(cart.products.map((l) => l.product_id.id)).toContain(work);
    // The buyer hears of the decline in its own words, once; a replay changes nothing and still says why.
    expect((await callback(t, declined)).location).toBe(`/checkout/failure?order=${orderId}&reason=declined`);
    const kinds = await t.db.many<{ kind: string }>('select kind from notifications where recipient_id = $1 and subject_id = $2', [buyer.id, orderId]);
    expect(kinds.map((k) => k.kind).sort()).toEqual(['orderDeclined', 'orderPlaced']);
    // The studio's sales show the same status, with nothing to ship.
    const sales = (await call(t, 'GET', '/api/sales', undefined, artist.token)).body.result as { orderId: string; orderStatus: string }[];
    expect(sales.find((x) => x.orderId === orderId)!.orderStatus).toBe('DECLINED');
    expect((await call(t, 'POST', '/api/sales/status', { order_id: orderId, status: 'SHIPPED' }, artist.token)).statusCode).toBe(400);
  });

  it('an answer after the hold ran out lands on Failure saying it expired; the order stays CANCELLED', async () => {
    const work = await makeWork(t, artist, 2_000, 1);
    const { orderId, paymentUrl } = await cardOrder(work);
    const approval = await decide(t, paymentUrl, 'approved');
    await expireUnpaidOrders(t.db, new Date(Date.now() + (t.config.payments.holdMinutes + 1) * 60_000));
    expect(await callback(t, approval)).toEqual({ status: 303, location: `/checkout/failure?order=${orderId}&reason=expired` });
    expect(await statusOf(orderId)).toBe('CANCELLED');
    expect(await stockOf(t, work)).toBe(1);
  });

  it('a forged or tampered callback is refused and changes nothing', async () => {
    const work = await makeWork(t, artist, 2_000, 1);
    const { orderId, paymentUrl } = await cardOrder(work);
    const paymentId = paymentIdOf(paymentUrl);
    const refused = { status: 400, location: null };
    expect(await callback(t, `/api/payments/callback/sandbox?payment=${paymentId}&result=approved&sig=${'0'.repeat(64)}`)).toEqual(refused);
    expect(await callback(t, `/api/payments/callback/sandbox?payment=${paymentId}&result=approved`)).toEqual(refused);
    // A genuine decline turned into an approval by editing the result.
    const declined = await decide(t, paymentUrl, 'declined');
    expect(await callback(t, declined.replace('result=declined', 'result=approved'))).toEqual(refused);
    expect(await callback(t, `/api/payments/callback/elsewhere?payment=${paymentId}&result=approved&sig=x`)).toEqual(refused);
    expect(await statusOf(orderId)).toBe('PENDING');
    expect(await stockOf(t, work)).toBe(0);
    const body = await (await get(t, `/api/payments/callback/sandbox?payment=${paymentId}&result=approved&sig=bad`)).json();
    expect(body).toEqual({ status: 'error', message: COMMERCE_MSG.paymentInvalid, code: 'commerce.paymentInvalid' });
  });
});

describe("the sandbox gateway is the buyer's alone", () => {
  const bareUrl = (paymentUrl: string) => `/api/payments/sandbox/${paymentIdOf(paymentUrl)}`;

  it('refuses the page and both buttons to an anonymous caller, a stranger and a forged link; nothing changes', async () => {
    const work = await makeWork(t, artist, 2_000, 1);
    const { orderId, paymentUrl } = await cardOrder(work);
    const bare = bareUrl(paymentUrl);
    const forged = `${bare}?key=${'0'.repeat(64)}`;
    const stranger = await makeUser(t);
    const pleaseLogin = { status: 401, body: { status: 'error', message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } };
    const notFound = { status: 404, body: { status: 'not-found', message: COMMERCE_MSG.orderNotFound, code: 'commerce.orderNotFound' } };
    const answer = async (res: Response) => ({ status: res.status, body: await res.json() });
    for (const url of [bare, forged]) {
      expect(await answer(await get(t, url))).toEqual(pleaseLogin);
      expect(await answer(await pressOnSandbox(t, url, 'approved'))).toEqual(pleaseLogin);
      expect(await answer(await get(t, url, { authorization: `JWT ${stranger.token}` }))).toEqual(notFound);
      expect(await answer(await pressOnSandbox(t, url, 'approved', stranger.token))).toEqual(notFound);
    }
    // Another payment's link does not open this one.
    const other = await cardOrder(await makeWork(t, artist, 500));
    const othersKey = new URL(other.paymentUrl, 'http://x').searchParams.get('key');
    expect((await pressOnSandbox(t, `${bare}?key=${othersKey}`, 'approved')).status).toBe(401);
    expect(await statusOf(orderId)).toBe('PENDING');
    expect(await stockOf(t, work)).toBe(0);
  });

  it("answers the buyer's own session without the link", async () => {
    const { orderId, paymentUrl } = await cardOrder(await makeWork(t, artist, 700));
    const bare = bareUrl(paymentUrl);
    const page = await get(t, bare, { authorization: `JWT ${buyer.token}` });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<button[^>]*>Approve<\/button>/);
    const pressed = await pressOnSandbox(t, bare, 'approved', buyer.token);
    expect(pressed.status).toBe(303);
    expect(await callback(t, pressed.headers.get('location')!)).toEqual({ status: 303, location: `/checkout/success?order=${orderId}` });
    expect(await statusOf(orderId)).toBe('PAID');
  });
});

describe('sales', () => {
  it("lists a studio's sales; it marks a paid order SHIPPED then DELIVERED and the buyer hears of each", async () => {
    const work = await makeWork(t, artist, 3_000);
    const { orderId, paymentUrl } = await cardOrder(work);
    const mark = (user: TestUser, status: string) => call(t, 'POST', '/api/sales/status', { order_id: orderId, status }, user.token);
    // Unpaid card orders are not shipped; nor are other studios' orders.
    expect((await mark(artist, 'SHIPPED')).statusCode).toBe(400);
    await callback(t, await decide(t, paymentUrl, 'approved'));
    expect((await mark(await makeArtist(t), 'SHIPPED')).body).toEqual({ status: 'not-found', message: COMMERCE_MSG.orderNotFound, code: 'commerce.orderNotFound' });
    expect((await mark(artist, 'DELIVERED')).statusCode).toBe(400);
    const sales = (await call(t, 'GET', '/api/sales', undefined, artist.token)).body.result as { orderId: string; orderStatus: string; buyer: { name: string }; shippingInfo: { city: string } }[];
    expect(sales.find((s) => s.orderId === orderId)).toMatchObject({ orderStatus: 'PAID', shippingInfo: { city: 'Kathmandu' } });
    // Said in words, not the raw status.
    expect((await mark(artist, 'SHIPPED')).body).toEqual({ status: 'success', message: COMMERCE_MSG.markedShipped, code: 'commerce.markedShipped' });
    expect(await statusOf(orderId)).toBe('SHIPPED');
    expect((await mark(artist, 'DELIVERED')).body).toEqual({ status: 'success', message: COMMERCE_MSG.markedDelivered, code: 'commerce.markedDelivered' });
    expect(await statusOf(orderId)).toBe('DELIVERED');
    const notices = await t.db.many<{ kind: string }>('select kind from notifications where recipient_id = $1 and subject_id = $2 order by created_at', [buyer.id, orderId]);
    expect(notices.map((n) => n.kind).sort()).toEqual(['orderDelivered', 'orderPaid', 'orderPlaced', 'orderShipped']);
    const sold = await t.db.one('select 1 from notifications where recipient_id = $1 and kind = $2 and subject_id = $3', [artist.id, 'orderSold', orderId]);
    expect(sold).not.toBeNull();
  });

  it('ships a cash-on-delivery order while PENDING; the buyer can no longer cancel it', async () => {
    const { orderId } = (await placeOrder(t, buyer, [await makeWork(t, artist, 500)])).body;
    expect((await call(t, 'POST', '/api/sales/status', { order_id: orderId, status: 'SHIPPED' }, artist.token)).statusCode).toBe(200);
    expect((await call(t, 'POST', '/api/user/order/cancel', { order_id: orderId }, buyer.token)).body.message).toBe(COMMERCE_MSG.notCancellable);
  });
});
