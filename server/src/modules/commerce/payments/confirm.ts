// Confirming a gateway payment with the gateway itself (ADR 0021), after a return or from the
// reconciliation sweep. Only the gateway's own answer, for exactly the payment's amount, with a transaction
// id no other payment used, pays an order; anything short of that leaves it unpaid and holding its stock.
import type { PaymentFailure, PaymentUnsettled } from '@kala/shared/commerce';
import { isUniqueViolation, type Db } from '../../../db';
import { amountMinorOf, findPayment, settlePayment, type PaymentRow } from './settle';
import type { GatewayProvider } from './types';

export interface Confirmation {
  orderId: string;
  status: 'approved' | PaymentFailure | PaymentUnsettled;
  /** True when this call settled the payment (tell the buyer once). */
  changed: boolean;
}

/** Records an attempt: the gateway's reference for one trip of the buyer to it. */
export const recordAttempt = (db: Db, paymentId: string, ref: string, now: Date) =>
  db.query('insert into payment_attempts (ref, payment_id, created_at) values ($1, $2, $3)', [ref, paymentId, now]);

/** The payment an attempt belongs to. */
export const paymentOfAttempt = async (db: Db, ref: string): Promise<string | null> =>
  (await db.one<{ payment_id: string }>('select payment_id from payment_attempts where ref = $1', [ref]))?.payment_id ?? null;

export const latestAttempt = async (db: Db, paymentId: string): Promise<string | null> =>
  (await db.one<{ ref: string }>('select ref from payment_attempts where payment_id = $1 order by created_at desc limit 1', [paymentId]))?.ref ?? null;

const txnUsed = async (db: Db, provider: string, txn: string) => !!(await db.one('select id from payments where provider = $1 and provider_txn = $2', [provider, txn]));

/**
 * Asks `gateway` about attempt `ref` of `payment` and applies the answer once. `mayRelease`: a gateway's
 * "ended unpaid" releases the order (a cancel, Khalti's return, the sweep); a return claiming payment never
 * releases it (the buyer may still pay again).
 */
export async function confirmAttempt(db: Db, gateway: GatewayProvider, payment: PaymentRow, ref: string, mayRelease: boolean): Promise<Confirmation> {
  const unsettled = (status: PaymentUnsettled): Confirmation => ({ orderId: payment.order_id, status, changed: false });
  // Another payment's attempt (another order's transaction) proves nothing about this one.
  if ((await paymentOfAttempt(db, ref)) !== payment.id) return unsettled('unverified');
  // Settled before (a replayed return): where it stands, nothing asked, nothing changed.
  if (payment.status !== 'pending') return { orderId: payment.order_id, status: payment.status, changed: false };
  const amount = amountMinorOf(payment);
  const answer = await gateway.check(ref, amount);
  if (answer.state === 'paid') {
    if (answer.amountMinor !== amount || (await txnUsed(db, gateway.name, answer.txn))) return unsettled('unverified');
    // The unique index has the last word when two payments claim one transaction at once.
    return (await settlePayment(db, payment.id, true, answer.txn).catch((err: unknown) => (isUniqueViolation(err) ? null : Promise.reject(err)))) ?? unsettled('unverified');
  }
  if (answer.state === 'failed') return mayRelease ? (await settlePayment(db, payment.id, false))! : unsettled('unverified');
  return unsettled(answer.state);
}

/** How long after a trip to a gateway began the sweep asks about it (a buyer may still be paying). */
export const RECONCILE_AFTER_MS = 5 * 60_000;

/**
 * Reconciliation: pending gateway payments whose order still holds its stock and whose last trip began at
 * least RECONCILE_AFTER_MS before `now` (the return was lost: the tab closed, the gateway or we were down)
 * are asked about: paid ones become PAID, ended ones are released; the rest wait for the next sweep or the
 * hold's end. `now` is a parameter, like the expiry sweep's. Answers what it settled.
 */
export async function reconcilePayments(db: Db, gateways: GatewayProvider[], now: Date): Promise<Confirmation[]> {
  if (gateways.length === 0) return [];
  const due = await db.many<{ id: string; ref: string }>(
    `select p.id, a.ref from payments p join orders o on o.id = p.order_id
       join lateral (select ref, created_at from payment_attempts where payment_id = p.id order by created_at desc limit 1) a on true
      where p.status = 'pending' and p.provider = any($1::text[]) and o.expires_at > $2 and a.created_at <= $3
      order by a.created_at`,
    [gateways.map((g) => g.name), now, new Date(now.getTime() - RECONCILE_AFTER_MS)],
  );
  const settled: Confirmation[] = [];
  for (const { id, ref } of due) {
    const payment = await findPayment(db, id);
    const gateway = gateways.find((g) => g.name === payment?.provider);
    if (!payment || !gateway) continue;
    const done = await confirmAttempt(db, gateway, payment, ref, true);
    if (done.changed) settled.push(done);
  }
  return settled;
}
