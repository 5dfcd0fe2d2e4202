// Orders (spec §3, §4, §7.6; ADR 0010). Placing validates every line against the database and reserves the
// stock in the same transaction with a conditional decrement, so the last piece is sold once however many
// buyers press Submit together; the client's idempotency key makes a retried submit find its first order.
import { CASH_ON_DELIVERY_MAX_PIECES, ENDED_STATUSES, ONLINE_METHODS, checkoutTotals, paisaToNpr, shippingProblems, usdCentsOf, type Order, type OrderItem, type OrderStatus, type PaymentFailure, type PaymentMethod, type ShippingAddress } from '@kala/shared/commerce';
import { COMMERCE_CODED } from '@kala/shared/contracts/commerce/errors';
import { MSG_CODED } from '@kala/shared/messages';
import { withValues } from '@kala/shared/errors';
import { isUniqueViolation, lockFor, type Db } from '../../db';
import { badRequest, notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/ids';
import { assertNoneBlocked } from '../users/block-check';
import { personJson } from '../users/repository';
import { reserveStock, returnStock } from '../catalogue/artworks';
import { recordOrderStep, stepOf } from './order-events';

export interface PlaceOrderInput {
  key: string;
  method: PaymentMethod;
  lines: { product: string; qty: number }[];
  shipping: ShippingAddress;
  /** The provider that takes a wallet or card payment (by configuration). */
  provider: string | null;
  /** NPR per US dollar: a card payment is asked for in USD (spec §9). */
  cardUsdRate: number;
}

export interface PlacedOrder {
  orderId: string;
  paymentMethod: PaymentMethod;
  /** The pending payment of a wallet or card order. */
  paymentId: string | null;
  /** False when the key named an order placed before (nothing new happened). */
  created: boolean;
}

interface WorkRow {
  id: string;
  author_id: string;
  author_name: string;
  name: string;
  price_paisa: string | number;
  thumbnail: string | null;
}

const THUMBNAIL_SQL = `(select s->>'fileName' from artwork_images i, jsonb_array_elements(i.sizes) s
  where i.artwork_id = a.id and s->>'sizeName' = 'thumbnail' order by i.is_cover desc, i.position limit 1)`;

/** Same work twice is one line, in the order the buyer added them. */
function mergeLines(lines: PlaceOrderInput['lines']): { product: string; qty: number }[] {
  const qty = new Map<string, number>();
  for (const l of lines) qty.set(l.product, (qty.get(l.product) ?? 0) + l.qty);
  return [...qty].map(([product, n]) => ({ product, qty: n }));
}

function checkInput(input: PlaceOrderInput): void {
  if (input.method === 'bank') throw badRequest(COMMERCE_CODED.bankListedOnly);
  const problem = shippingProblems(input.shipping)[0];
  if (problem) throw badRequest(COMMERCE_CODED[problem.key]);
  if (input.lines.length === 0) throw badRequest(COMMERCE_CODED.cartEmpty);
  if (!input.lines.every((l) => isUuid(l.product))) throw notFound(MSG_CODED.artworkUnavailable);
}

async function findByKey(db: Db, buyerId: string, key: string): Promise<PlacedOrder | null> {
  const row = await db.one<{ id: string; payment_method: PaymentMethod; payment_id: string | null }>(
    `select o.id, o.payment_method, (select p.id from payments p where p.order_id = o.id order by p.created_at desc limit 1) as payment_id
       from orders o where o.buyer_id = $1 and o.idempotency_key = $2`,
    [buyerId, key],
  );
  return row && { orderId: row.id, paymentMethod: row.payment_method, paymentId: row.payment_id, created: false };
}

class KeyTaken extends Error {}

/** Places the order at the works' current prices; throws the first problem (nothing is kept then). */
export async function placeOrder(db: Db, buyerId: string, input: PlaceOrderInput, now: Date, holdMinutes: number): Promise<PlacedOrder> {
  const earlier = await findByKey(db, buyerId, input.key);
  if (earlier) return earlier;
  checkInput(input);
  const lines = mergeLines(input.lines);
  try {
    return await db.tx((t) => insertOrder(t, buyerId, input, lines, now, holdMinutes));
  } catch (err) {
    // The same key submitted twice at once: the first one's order is the answer.
    if (err instanceof KeyTaken || isUniqueViolation(err)) {
      const first = await findByKey(db, buyerId, input.key);
      if (first) return first;
    }
    throw err;
  }
}

async function insertOrder(
  t: Db,
  buyerId: string,
  input: PlaceOrderInput,
  lines: { product: string; qty: number }[],
  now: Date,
  holdMinutes: number,
): Promise<PlacedOrder> {
  const works = await t.many<WorkRow>(
    `select a.id, a.author_id, u.name as author_name, a.name, a.price_paisa, ${THUMBNAIL_SQL} as thumbnail
       from artworks a join users u on u.id = a.author_id where a.id = any($1::uuid[]) and a.removed_at is null`,
    [lines.map((l) => l.product)],
  );
  const byId = new Map(works.map((w) => [w.id, w]));
  const priced = lines.map((l) => {
    const work = byId.get(l.product);
    if (!work) throw notFound(MSG_CODED.artworkUnavailable);
    if (work.author_id === buyerId) throw badRequest(MSG_CODED.ownWork);
    if (!(Number(work.price_paisa) > 0)) throw badRequest(MSG_CODED.notForSale);
    return { ...l, work, pricePaisa: Number(work.price_paisa) };
  });
  await assertNoneBlocked(t, buyerId, priced.map((l) => l.work.author_id));
  if (input.method === 'cash') await assertRoomForCash(t, buyerId, priced.reduce((n, l) => n + l.qty, 0));
  const totals = checkoutTotals(priced);
  const online = ONLINE_METHODS.includes(input.method) && input.provider !== null;
  const order = await t.one<{ id: string }>(
    `insert into orders (buyer_id, idempotency_key, payment_method, total_paisa, tax_paisa, shipping_paisa, grand_total_paisa, shipping_info, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (buyer_id, idempotency_key) do nothing returning id`,
    [buyerId, input.key, input.method, totals.totalPaisa, totals.taxPaisa, totals.shippingPaisa, totals.grandTotalPaisa, JSON.stringify(input.shipping),
      online ? new Date(now.getTime() + holdMinutes * 60_000) : null, now],
  );
  if (!order) throw new KeyTaken();
  // Rows are locked in id order, so two orders of the same works never wait on each other (no deadlock).
  const byLockOrder = [...priced.entries()].sort(([, a], [, b]) => a.product.localeCompare(b.product));
  for (const [position, line] of byLockOrder) {
    // The reservation: only a row that still has the stock is decremented; a waiting buyer re-reads it.
    if (!(await reserveStock(t, line.product, line.qty))) throw badRequest(withValues(COMMERCE_CODED.soldOut, { name: line.work.name }));
    await t.query(
      `insert into order_items (order_id, artwork_id, seller_id, name, image, author_name, price_paisa, qty, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [order.id, line.product, line.work.author_id, line.work.name, line.work.thumbnail ?? '', line.work.author_name, line.pricePaisa, line.qty, position],
    );
  }
  await recordOrderStep(t, order.id, 'placed', null, now);
  await t.query('delete from cart_items where user_id = $1 and artwork_id = any($2::uuid[])', [buyerId, lines.map((l) => l.product)]);
  const usd = input.method === 'card';
  const payment = online
    ? await t.one<{ id: string }>('insert into payments (order_id, provider, amount_paisa, currency, amount_minor) values ($1, $2, $3, $4, $5) returning id', [
        order.id,
        input.provider,
        totals.grandTotalPaisa,
        usd ? 'USD' : 'NPR',
        usd ? usdCentsOf(totals.grandTotalPaisa, input.cardUsdRate) : null,
      ])
    : null;
  return { orderId: order.id, paymentMethod: input.method, paymentId: payment?.id ?? null, created: true };
}

/** 400 when these pieces would take the buyer's unshipped cash-on-delivery pieces over the bound. */
async function assertRoomForCash(t: Db, buyerId: string, pieces: number): Promise<void> {
  // One buyer's cash orders are counted in turn, so two placed at once cannot both slip under the bound.
  await lockFor(t, `cash-orders:${buyerId}`);
  const waiting = await t.one<{ n: string }>(
    `select coalesce(sum(i.qty), 0) as n from orders o join order_items i on i.order_id = o.id
      where o.buyer_id = $1 and o.payment_method = 'cash' and i.status = 'PENDING'`,
    [buyerId],
  );
  if (Number(waiting?.n) + pieces > CASH_ON_DELIVERY_MAX_PIECES) throw badRequest(withValues(COMMERCE_CODED.cashPiecesMax, { max: CASH_ON_DELIVERY_MAX_PIECES }));
}

const RANK: Record<OrderStatus, number> = { PENDING: 0, PAID: 1, SHIPPED: 2, DELIVERED: 3, CANCELLED: 4, DECLINED: 4 };

/** An order's status is its least advanced live item's; when every item has ended, how it ended (DECLINED, CANCELLED). */
export const orderStatusOf = (statuses: OrderStatus[]): OrderStatus => {
  const live = statuses.filter((s) => !ENDED_STATUSES.includes(s));
  if (live.length === 0) return statuses.includes('DECLINED') ? 'DECLINED' : 'CANCELLED';
  // Studios ship a cash order's items apart: once one has, the order is no longer PENDING (the buyer's to
  // cancel, whole), but the least step of the items that moved.
  const moved = live.filter((s) => s !== 'PENDING');
  return (moved.length > 0 ? moved : live).reduce((least, s) => (RANK[s] < RANK[least] ? s : least));
};

interface OrderRow {
  id: string;
  created_at: Date | string;
  payment_method: PaymentMethod;
  total_paisa: string | number;
  tax_paisa: string | number;
  shipping_paisa: string | number;
  grand_total_paisa: string | number;
  shipping_info: ShippingAddress;
  /** `price` in paisa here; the answer has NPR. */
  items: OrderItem[];
}

const ORDER_SQL = `select o.id, o.created_at, o.payment_method, o.total_paisa, o.tax_paisa, o.shipping_paisa, o.grand_total_paisa, o.shipping_info,
    json_agg(json_build_object(
      '_id', i.id, 'name', i.name, 'image', i.image, 'price', i.price_paisa, 'qty', i.qty, 'orderStatus', i.status,
      'product', case when a.id is null then null else json_build_object('_id', a.id, 'slug', a.slug,
        'author', ${personJson('u', ['_id', 'name', 'slug', 'role'])}) end
    ) order by i.position) as items
  from orders o join order_items i on i.order_id = o.id
  left join artworks a on a.id = i.artwork_id left join users u on u.id = a.author_id`;

const toOrder = (r: OrderRow): Order => ({
  _id: r.id,
  createdAt: new Date(r.created_at).toISOString(),
  orderStatus: orderStatusOf(r.items.map((i) => i.orderStatus)),
  paymentMethod: r.payment_method,
  totalAmount: paisaToNpr(Number(r.total_paisa)),
  taxPrice: paisaToNpr(Number(r.tax_paisa)),
  shippingPrice: paisaToNpr(Number(r.shipping_paisa)),
  grandTotal: paisaToNpr(Number(r.grand_total_paisa)),
  shippingInfo: r.shipping_info,
  orderItems: r.items.map((item) => ({ ...item, price: paisaToNpr(Number(item.price)) })),
});

/** The buyer's orders, newest first. */
export async function listOrders(db: Db, buyerId: string): Promise<Order[]> {
  const rows = await db.many<OrderRow>(`${ORDER_SQL} where o.buyer_id = $1 group by o.id order by o.created_at desc, o.id`, [buyerId]);
  return rows.map(toOrder);
}

/** One of the buyer's orders; another user's is not found (its existence is not told). */
export async function getOrder(db: Db, buyerId: string, orderId: string): Promise<Order> {
  const row = isUuid(orderId) ? await db.one<OrderRow>(`${ORDER_SQL} where o.id = $1 and o.buyer_id = $2 group by o.id`, [orderId, buyerId]) : null;
  if (!row) throw notFound(COMMERCE_CODED.orderNotFound);
  return toOrder(row);
}

/**
 * Ends a pending order (cancelled, declined or expired): its items become DECLINED when the payment was
 * declined and CANCELLED otherwise, their stock comes back, its pending payment closes. Runs inside the
 * caller's transaction; false when nothing was pending.
 */
export async function releaseOrder(t: Db, orderId: string, paymentStatus: PaymentFailure): Promise<boolean> {
  const ended: OrderStatus = paymentStatus === 'declined' ? 'DECLINED' : 'CANCELLED';
  const items = await t.many<{ artwork_id: string | null; qty: number }>(
    `update order_items set status = $2, updated_at = now() where order_id = $1 and status = 'PENDING' returning artwork_id, qty`,
    [orderId, ended],
  );
  for (const item of items) if (item.artwork_id) await returnStock(t, item.artwork_id, item.qty);
  if (items.length > 0) await recordOrderStep(t, orderId, stepOf(ended));
  await t.query(`update payments set status = $2, settled_at = now() where order_id = $1 and status = 'pending'`, [orderId, paymentStatus]);
  await t.query('update orders set expires_at = null where id = $1', [orderId]);
  return items.length > 0;
}

/** The buyer cancels a PENDING order (spec §4); anything else is refused and nothing changes. */
export async function cancelOrder(db: Db, buyerId: string, orderId: string): Promise<void> {
  await db.tx(async (t) => {
    const order = isUuid(orderId) ? await t.one('select id from orders where id = $1 and buyer_id = $2 for update', [orderId, buyerId]) : null;
    if (!order) throw notFound(COMMERCE_CODED.orderNotFound);
    const statuses = await t.many<{ status: OrderStatus }>('select status from order_items where order_id = $1', [orderId]);
    if (!statuses.every((s) => s.status === 'PENDING')) throw badRequest(COMMERCE_CODED.notCancellable);
    await releaseOrder(t, orderId, 'cancelled');
  });
}
