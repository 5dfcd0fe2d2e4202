// Settling payments and expiring unpaid orders. Both only act on what is still pending, inside one
// transaction with the order row locked, so a replayed callback, a callback racing the expiry sweep or a
// buyer's cancel change nothing the second time.
import type { PaymentFailure } from '@kala/shared/commerce';
import type { Db } from '../../../db';
import { recordOrderStep } from '../order-events';
import { releaseOrder } from '../orders';

export interface Settlement {
  orderId: string;
  /** The payment's state after this call (a settled one is never pending). */
  status: 'approved' | PaymentFailure;
  /** False when the payment was already settled: nothing changed. */
  changed: boolean;
}

export interface PaymentRow {
  id: string;
  order_id: string;
  buyer_id: string;
  provider: string;
  amount_paisa: string | number;
  /** What the provider is asked for: `amount_minor` of `currency` (cents for a USD card), else paisa. */
  currency: 'NPR' | 'USD';
  amount_minor: string | number | null;
  status: 'pending' | Settlement['status'];
  method: string;
}

/** The amount a provider is asked for, in its currency's minor unit. */
export const amountMinorOf = (p: PaymentRow): number => Number(p.amount_minor ?? p.amount_paisa);

export const findPayment = (db: Db, paymentId: string): Promise<PaymentRow | null> =>
  db.one<PaymentRow>(`select p.id, p.order_id, o.buyer_id, p.provider, p.amount_paisa, p.currency, p.amount_minor, p.status, o.payment_method as method
     from payments p join orders o on o.id = p.order_id where p.id = $1`, [
    paymentId,
  ]);

/**
 * Applies a verified result once: approved → the order's items become PAID; declined → the order is released
 * as DECLINED. `txn` is the gateway's transaction id for an approval: it pays one payment only.
 */
export async function settlePayment(db: Db, paymentId: string, approved: boolean, txn: string | null = null): Promise<Settlement | null> {
  return db.tx(async (t) => {
    const payment = await findPayment(t, paymentId);
    if (!payment) return null;
    await t.query('select id from orders where id = $1 for update', [payment.order_id]);
    const settled = await t.one('update payments set status = $2, settled_at = now(), provider_txn = $4 where id = $1 and status = $3 returning id', [
      paymentId,
      approved ? 'approved' : 'declined',
      'pending',
      txn,
    ]);
    // Settled before: its state as it is now (read again under the lock; the first read may be older).
    if (!settled) return { orderId: payment.order_id, status: (await findPayment(t, paymentId))!.status as Settlement['status'], changed: false };
    if (approved) {
      const paid = await t.query(`update order_items set status = 'PAID', updated_at = now() where order_id = $1 and status = 'PENDING'`, [payment.order_id]);
      if (paid.rowCount > 0) await recordOrderStep(t, payment.order_id, 'paid');
      await t.query('update orders set expires_at = null where id = $1', [payment.order_id]);
    } else {
      await releaseOrder(t, payment.order_id, 'declined');
      await returnToCart(t, payment.order_id);
    }
    return { orderId: payment.order_id, status: approved ? 'approved' : 'declined', changed: true };
  });
}

/** A declined payment puts the works back in the buyer's cart, so trying another card is one click away. */
const returnToCart = (t: Db, orderId: string) =>
  t.query(
    `insert into cart_items (user_id, artwork_id, quantity)
     select o.buyer_id, i.artwork_id, i.qty from order_items i join orders o on o.id = i.order_id
      where i.order_id = $1 and i.artwork_id is not null
     on conflict (user_id, artwork_id) do nothing`,
    [orderId],
  );

/**
 * Unpaid wallet and card orders whose hold ran out by `now` give their stock back (their items become
 * CANCELLED). Run on an interval and on demand; `now` is a parameter so tests need not wait. Answers the
 * ids of the orders it released.
 */
export async function expireUnpaidOrders(db: Db, now: Date): Promise<string[]> {
  const due = await db.many<{ id: string }>('select id from orders where expires_at <= $1 order by expires_at', [now]);
  const released: string[] = [];
  for (const { id } of due) {
    const done = await db.tx(async (t) => {
      const still = await t.one('select id from orders where id = $1 and expires_at <= $2 for update', [id, now]);
      return still ? releaseOrder(t, id, 'expired') : false;
    });
    if (done) released.push(id);
  }
  return released;
}
