// eSewa and Khalti (issue 24, ADR 0021) against local stand-ins of their endpoints: an order is PAID only
// when the gateway itself confirms exactly its amount; a forged signature, another amount, another order's or
// a used transaction, an unfinished payment or a gateway that cannot be reached leave it unpaid and holding
// its stock, and the buyer may pay again; the reconciliation sweep settles a payment whose return was lost.
import { randomBytes } from 'node:crypto';
import { COMMERCE_MSG } from '@kala/shared/contracts/commerce/errors';
import { loadConfig } from '../../../src/config';
import { reconcilePayments, RECONCILE_AFTER_MS } from '../../../src/modules/commerce/payments/confirm';
import { paymentProviders } from '../../../src/modules/commerce/payments/provider';
import { SERVER_ROOT, call, createTestApp, get, testConfig, type TestApp } from '../../support/app';
import { makeUser, type TestUser } from '../../support/users';
import { esewaReturnData, startEsewaStandIn, startKhaltiStandIn, type EsewaStandIn, type KhaltiStandIn } from '../../support/wallet-stand-ins';
import { callback, makeArtist, makeWork, ordersOf, placeOrder, stockOf } from './order-support';

const ESEWA_SECRET = randomBytes(12).toString('base64');
const KHALTI_SECRET = randomBytes(16).toString('hex');
const PRODUCT_CODE = 'EPAYTEST';

let t: TestApp;
let esewa: EsewaStandIn;
let khalti: KhaltiStandIn;
let artist: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  [esewa, khalti] = await Promise.all([startEsewaStandIn({ secret: ESEWA_SECRET, productCode: PRODUCT_CODE }), startKhaltiStandIn({ secret: KHALTI_SECRET })]);
  t = await createTestApp(
    testConfig({
      PAYMENT_WALLET_PROVIDER: 'esewa,khalti',
      ESEWA_PRODUCT_CODE: PRODUCT_CODE,
      ESEWA_SECRET_KEY: ESEWA_SECRET,
      ESEWA_BASE_URL: esewa.url,
      KHALTI_SECRET_KEY: KHALTI_SECRET,
      KHALTI_BASE_URL: khalti.url,
      CARD_USD_RATE: '133.5',
    }),
  );
  artist = await makeArtist(t);
  buyer = await makeUser(t);
});
afterAll(async () => {
  await t.close();
  await Promise.all([esewa.close(), khalti.close()]);
});

/** Gateways send the browser to the app's PUBLIC_URL; the test app listens elsewhere: its path and query. */
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const statusOf = async (orderId: string) => (await ordersOf(t, buyer)).find((o) => o._id === orderId)!.orderStatus;
const failure = (orderId: string, reason: string) => ({ status: 303, location: `/checkout/failure?order=${orderId}&reason=${reason}` });
const success = (orderId: string) => ({ status: 303, location: `/checkout/success?order=${orderId}` });

/** A wallet order of one work at `npr` rupees (grand total npr × 1.13 + 50). */
async function walletOrder(wallet: 'esewa' | 'khalti', npr = 1_000) {
  const work = await makeWork(t, artist, npr, 1);
  const placed = await placeOrder(t, buyer, [work], { method: 'wallet', extra: { paymentProvider: wallet } });
  expect(placed.statusCode).toBe(200);
  return { work, orderId: placed.body.orderId, paymentUrl: placed.body.paymentUrl };
}

/** Follows the link out to eSewa: the auto-posting form, posted to the stand-in as the browser would. */
async function toEsewa(paymentUrl: string): Promise<string> {
  const page = await get(t, paymentUrl);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain(`form-action ${esewa.url}`);
  const html = await page.text();
  const fields = Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, k, v]) => [k, v.replace(/&#(\d+);/g, (_m, c: string) => String.fromCharCode(Number(c)))]));
  const action = /action="([^"]+)"/.exec(html)![1];
  const posted = await fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  expect(posted.status).toBe(200);
  return fields.transaction_uuid;
}

/** Follows the link out to Khalti: the server initiated, the browser goes to payment_url; answers the pidx. */
async function toKhalti(paymentUrl: string): Promise<string> {
  const res = await fetch(`${t.url}${paymentUrl}`, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const to = new URL(res.headers.get('location')!);
  expect(to.origin).toBe(khalti.url);
  return to.searchParams.get('pidx')!;
}

describe('the wallets offered', () => {
  it('names eSewa and Khalti, and the card rate', async () => {
    expect((await call(t, 'GET', '/api/payments/options')).body).toEqual({ status: 'success', wallets: ['esewa', 'khalti'], card: { currency: 'USD', nprPerUsd: 133.5 } });
  });

  it('refuses to start a wallet without its key', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_WALLET_PROVIDER: 'esewa' }, { serverRoot: SERVER_ROOT, web: null })).toThrow(/ESEWA_SECRET_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_WALLET_PROVIDER: 'khalti' }, { serverRoot: SERVER_ROOT, web: null })).toThrow(/KHALTI_SECRET_KEY/);
  });
});

describe('eSewa', () => {
  it('paid: the signed form, the return verified by signature and status check; PAID once, stock kept', async () => {
    const { work, orderId, paymentUrl } = await walletOrder('esewa');
    const uuid = await toEsewa(paymentUrl);
    const sent = esewa.payments.get(uuid)!.fields;
    expect(sent).toMatchObject({ amount: '1180', total_amount: '1180', product_code: PRODUCT_CODE, signed_field_names: 'total_amount,transaction_uuid,product_code' });
    const back = local(esewa.pay(uuid));
    expect(await callback(t, back)).toEqual(success(orderId));
    expect(await statusOf(orderId)).toBe('PAID');
    expect(await stockOf(t, work)).toBe(0);
    // Replayed: nothing changes, the buyer hears of the payment once.
    expect(await callback(t, back)).toEqual(success(orderId));
    const paid = await t.db.one<{ n: string }>(`select count(*) as n from notifications where recipient_id = $1 and kind = 'orderPaid' and subject_id = $2`, [buyer.id, orderId]);
    expect(Number(paid!.n)).toBe(1);
  });

  it('cancelled on eSewa: back through failure_url, the status check says so, DECLINED with the stock back', async () => {
    const { work, orderId, paymentUrl } = await walletOrder('esewa');
    const uuid = await toEsewa(paymentUrl);
    esewa.payments.get(uuid)!.status = 'CANCELED';
    expect(await callback(t, local(esewa.payments.get(uuid)!.fields.failure_url))).toEqual(failure(orderId, 'declined'));
    expect(await statusOf(orderId)).toBe('DECLINED');
    expect(await stockOf(t, work)).toBe(1);
  });

  it('a forged signature is refused; the order stays unpaid holding its stock', async () => {
    const { work, orderId, paymentUrl } = await walletOrder('esewa');
    const uuid = await toEsewa(paymentUrl);
    const successUrl = esewa.payments.get(uuid)!.fields.success_url;
    const forged = esewaReturnData('not-the-merchant-key', { transaction_code: '000FAKE', status: 'COMPLETE', total_amount: '1180', transaction_uuid: uuid, product_code: PRODUCT_CODE });
    const res = await get(t, `${local(successUrl)}?data=${encodeURIComponent(forged)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 'error', message: COMMERCE_MSG.paymentInvalid, code: 'commerce.paymentInvalid' });
    expect(await statusOf(orderId)).toBe('PENDING');
    expect(await stockOf(t, work)).toBe(0);
  });

  it('another amount (signed by the gateway) is not this order paid: unpaid, held, payable again', async () => {
    const { work, orderId, paymentUrl } = await walletOrder('esewa');
    const uuid = await toEsewa(paymentUrl);
    expect(await callback(t, local(esewa.pay(uuid, { total_amount: '11.8' })))).toEqual(failure(orderId, 'unverified'));
    expect(await statusOf(orderId)).toBe('PENDING');
    expect(await stockOf(t, work)).toBe(0);
    const again = await call(t, 'POST', `/api/user/order/${orderId}/pay`, undefined, buyer.token);
    expect(again.statusCode).toBe(200);
    const retry = await toEsewa(again.body.paymentUrl as string);
    expect(retry).not.toBe(uuid);
    expect(await callback(t, local(esewa.pay(retry)))).toEqual(success(orderId));
    expect(await statusOf(orderId)).toBe('PAID');
    expect((await call(t, 'POST', `/api/user/order/${orderId}/pay`, undefined, buyer.token)).body).toEqual({ status: 'error', message: COMMERCE_MSG.notPayable, code: 'commerce.notPayable' });
  });

  it("another order's genuine return does not pay this order", async () => {
    const first = await walletOrder('esewa');
    const second = await walletOrder('esewa');
    const firstUuid = await toEsewa(first.paymentUrl);
    const secondUuid = await toEsewa(second.paymentUrl);
    const firstData = new URL(esewa.pay(firstUuid)).searchParams.get('data')!;
    const secondSuccess = esewa.payments.get(secondUuid)!.fields.success_url;
    expect(await callback(t, `${local(secondSuccess)}?data=${encodeURIComponent(firstData)}`)).toEqual(failure(second.orderId, 'unverified'));
    expect(await statusOf(second.orderId)).toBe('PENDING');
    // The first order's return was lost: the reconciliation sweep finds it paid at eSewa.
    const gateways = paymentProviders(t.config.payments).gateways();
    const settled = await reconcilePayments(t.db, gateways, new Date(Date.now() + RECONCILE_AFTER_MS + 1_000));
    expect(settled).toContainEqual({ orderId: first.orderId, status: 'approved', changed: true });
    expect(settled.map((s) => s.orderId)).not.toContain(second.orderId);
    expect(await statusOf(first.orderId)).toBe('PAID');
  });
});

describe('Khalti', () => {
  it('paid: initiated in paisa, the lookup confirms; PAID, stock kept', async () => {
    const { work, orderId, paymentUrl } = await walletOrder('khalti', 2_000);
    const pidx = await toKhalti(paymentUrl);
    expect(khalti.payments.get(pidx)!.request).toMatchObject({ amount: 231_000, website_url: t.config.publicUrl });
    expect(await callback(t, local(khalti.pay(pidx)))).toEqual(success(orderId));
    expect(await statusOf(orderId)).toBe('PAID');
    expect(await stockOf(t, work)).toBe(0);
  });

  it('cancelled on Khalti: DECLINED, stock and cart back', async () => {
    const { work, orderId, paymentUrl } = await walletOrder('khalti');
    const pidx = await toKhalti(paymentUrl);
    khalti.payments.get(pidx)!.status = 'User canceled';
    const back = new URL(String(khalti.payments.get(pidx)!.request.return_url));
    back.search = new URLSearchParams({ pidx, status: 'User canceled' }).toString();
    expect(await callback(t, local(back.href))).toEqual(failure(orderId, 'declined'));
    expect(await statusOf(orderId)).toBe('DECLINED');
    expect(await stockOf(t, work)).toBe(1);
  });

  it('a return whose query says Completed while the lookup says Pending: unpaid, held', async () => {
    const { work, orderId, paymentUrl } = await walletOrder('khalti');
    const pidx = await toKhalti(paymentUrl);
    const back = new URL(String(khalti.payments.get(pidx)!.request.return_url));
    back.search = new URLSearchParams({ pidx, status: 'Completed', transaction_id: 'made-up', total_amount: '118000' }).toString();
    expect(await callback(t, local(back.href))).toEqual(failure(orderId, 'pending'));
    expect(await statusOf(orderId)).toBe('PENDING');
    expect(await stockOf(t, work)).toBe(0);
  });

  it('a changed amount and a used transaction are not this order paid', async () => {
    const cheap = await walletOrder('khalti');
    const pidx = await toKhalti(cheap.paymentUrl);
    khalti.payments.get(pidx)!.total_amount = 1_000;
    expect(await callback(t, local(khalti.pay(pidx)))).toEqual(failure(cheap.orderId, 'unverified'));
    expect(await statusOf(cheap.orderId)).toBe('PENDING');

    const paid = await walletOrder('khalti');
    const paidPidx = await toKhalti(paid.paymentUrl);
    const txn = new URL(khalti.pay(paidPidx)).searchParams.get('transaction_id')!;
    expect(await callback(t, local(khalti.pay(paidPidx, txn)))).toEqual(success(paid.orderId));
    const reuse = await walletOrder('khalti');
    const reusePidx = await toKhalti(reuse.paymentUrl);
    expect(await callback(t, local(khalti.pay(reusePidx, txn)))).toEqual(failure(reuse.orderId, 'unverified'));
    expect(await statusOf(reuse.orderId)).toBe('PENDING');
  });

  it('down at return time: unpaid and held; the reconciliation sweep pays it once Khalti answers', async () => {
    const { work, orderId, paymentUrl } = await walletOrder('khalti');
    const pidx = await toKhalti(paymentUrl);
    const back = local(khalti.pay(pidx));
    khalti.down = true;
    try {
      expect(await callback(t, back)).toEqual(failure(orderId, 'unreachable'));
      const gateways = paymentProviders(t.config.payments).gateways();
      // (Earlier tests' lost returns may be settled here: only this order matters.)
      const settledWhileDown = await reconcilePayments(t.db, gateways, new Date(Date.now() + RECONCILE_AFTER_MS + 1_000));
      expect(settledWhileDown.map((s) => s.orderId)).not.toContain(orderId);
      expect(await statusOf(orderId)).toBe('PENDING');
      khalti.down = false;
      // Too soon after the trip began: the buyer may still be paying.
      expect((await reconcilePayments(t.db, gateways, new Date())).map((s) => s.orderId)).not.toContain(orderId);
      const settled = await reconcilePayments(t.db, gateways, new Date(Date.now() + RECONCILE_AFTER_MS + 1_000));
      expect(settled).toContainEqual({ orderId, status: 'approved', changed: true });
    } finally {
      khalti.down = false;
    }
    expect(await statusOf(orderId)).toBe('PAID');
    expect(await stockOf(t, work)).toBe(0);
    expect(await callback(t, back)).toEqual(success(orderId));
  });

  it('down when the buyer leaves for it: Failure says so, the order is held, paying again works', async () => {
    const { orderId, paymentUrl } = await walletOrder('khalti');
    khalti.down = true;
    try {
      expect(await callback(t, paymentUrl)).toEqual(failure(orderId, 'unreachable'));
    } finally {
      khalti.down = false;
    }
    expect(await statusOf(orderId)).toBe('PENDING');
    const again = await call(t, 'POST', `/api/user/order/${orderId}/pay`, undefined, buyer.token);
    const pidx = await toKhalti(again.body.paymentUrl as string);
    expect(await callback(t, local(khalti.pay(pidx)))).toEqual(success(orderId));
  });

  it("a stranger can neither open the link nor pay again for someone else's order", async () => {
    const { orderId, paymentUrl } = await walletOrder('khalti');
    const stranger = await makeUser(t);
    expect((await call(t, 'POST', `/api/user/order/${orderId}/pay`, undefined, stranger.token)).statusCode).toBe(404);
    expect((await get(t, paymentUrl.replace(/key=[^&]+/, `key=${'0'.repeat(64)}`))).status).toBe(404);
  });
});

describe('the card in USD', () => {
  it('asks the card provider for the grand total in USD at CARD_USD_RATE and shows it', async () => {
    const work = await makeWork(t, artist, 1_000, 1);
    const placed = await placeOrder(t, buyer, [work], { method: 'card' });
    const row = await t.db.one<{ currency: string; amount_minor: string }>('select currency, amount_minor from payments where order_id = $1', [placed.body.orderId]);
    // 1,180 NPR at 133.5 NPR per US dollar = 8.84 USD.
    expect(row).toEqual({ currency: 'USD', amount_minor: expect.anything() });
    expect(Number(row!.amount_minor)).toBe(884);
    expect(await (await get(t, placed.body.paymentUrl)).text()).toContain('US$ 8.84');
  });
});
