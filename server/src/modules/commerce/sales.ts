// A studio's sales: the items of its works in other people's orders, grouped by order, and the two steps a
// studio takes itself (a paid or cash-on-delivery order SHIPPED, then DELIVERED).
import { SELLER_STEPS, paisaToNpr, type OrderStatus, type SaleOrder } from '@kala/shared/commerce';
import { COMMERCE_CODED } from '@kala/shared/contracts/commerce/errors';
import { withValues } from '@kala/shared/errors';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/ids';
import { recordOrderStep, stepOf } from './order-events';
import { orderStatusOf } from './orders';

interface SaleRow {
  order_id: string;
  created_at: Date | string;
  payment_method: SaleOrder['paymentMethod'];
  buyer: SaleOrder['buyer'];
  shipping_info: SaleOrder['shippingInfo'];
  /** `price` in paisa here; the answer has NPR. */
  items: { _id: string; name: string; image: string; price: number; qty: number; status: OrderStatus }[];
}

/** The studio's sold items by order, newest first. */
export async function listSales(db: Db, sellerId: string): Promise<SaleOrder[]> {
  const rows = await db.many<SaleRow>(
    `select o.id as order_id, o.created_at, o.payment_method, o.shipping_info,
            json_build_object('name', b.name, 'email', b.email) as buyer,
            json_agg(json_build_object('_id', i.id, 'name', i.name, 'image', i.image, 'price', i.price_paisa, 'qty', i.qty, 'status', i.status) order by i.position) as items
       from order_items i join orders o on o.id = i.order_id join users b on b.id = o.buyer_id
      where i.seller_id = $1 group by o.id, b.id order by o.created_at desc, o.id`,
    [sellerId],
  );
  return rows.map((r) => ({
    orderId: r.order_id,
    createdAt: new Date(r.created_at).toISOString(),
    orderStatus: orderStatusOf(r.items.map((i) => i.status)),
    paymentMethod: r.payment_method,
    buyer: r.buyer,
    shippingInfo: r.shipping_info,
    items: r.items.map(({ status: _status, ...item }) => ({ ...item, price: paisaToNpr(Number(item.price)) })),
  }));
}

/**
 * Moves the studio's items of an order one step (SHIPPED from PAID, or from PENDING for cash on delivery;
 * DELIVERED from SHIPPED). Answers the buyer's id, for the notification.
 */
export async function advanceSale(db: Db, sellerId: string, orderId: string, to: OrderStatus): Promise<string> {
  const from = SELLER_STEPS[to];
  if (!from) throw badRequest(withValues(COMMERCE_CODED.cannotMark, { status: to }));
  if (!isUuid(orderId)) throw notFound(COMMERCE_CODED.orderNotFound);
  return db.tx(async (t) => {
    // The order's row is locked as the buyer's cancel locks it: a cancel and a shipment never both go through.
    const mine = await t.one<{ buyer_id: string; payment_method: string }>(
      'select o.buyer_id, o.payment_method from orders o where o.id = $1 and exists (select 1 from order_items i where i.order_id = o.id and i.seller_id = $2) for update',
      [orderId, sellerId],
    );
    if (!mine) throw notFound(COMMERCE_CODED.orderNotFound);
    // An unpaid wallet or card order is not shipped: only cash on delivery ships while PENDING.
    const allowed = mine.payment_method === 'cash' ? from : from.filter((s) => s !== 'PENDING');
    const moved = await t.query(`update order_items set status = $3, updated_at = now() where order_id = $1 and seller_id = $2 and status = any($4::text[])`, [
      orderId,
      sellerId,
      to,
      allowed,
    ]);
    if (moved.rowCount === 0) throw badRequest(withValues(COMMERCE_CODED.cannotMark, { status: to }));
    await recordOrderStep(t, orderId, stepOf(to), sellerId);
    // A COD order shipped is no longer the buyer's to cancel, and no longer expires.
    await t.query('update orders set expires_at = null where id = $1', [orderId]);
    return mine.buyer_id;
  });
}
