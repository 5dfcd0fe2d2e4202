// The buyer hears of every step of an order, the studio of a sale (issue 11), through the notifications
// module. The other party is the sender, so the notification shows who it is about. Routes await these:
// the answer means the buyer has been told, and a lost database is the request's error, not an unhandled
// rejection (a failed insert itself is logged and swallowed by the notifier).
import { pathTo } from '@kala/shared/routing';
import type { OrderNotificationKind } from '@kala/shared/commerce';
import type { FastifyInstance } from 'fastify';

interface Party {
  seller_id: string;
  buyer_id: string;
  image: string;
  work: string;
}

/** Sellers of an order, each with their first item's picture and the names of their works in it. */
const partiesOf = (app: FastifyInstance, orderId: string) =>
  app.db.many<Party>(
    `select i.seller_id, o.buyer_id, (array_agg(i.image order by i.position))[1] as image, string_agg(i.name, ', ' order by i.position) as work
       from order_items i join orders o on o.id = i.order_id
      where i.order_id = $1 and i.seller_id is not null group by i.seller_id, o.buyer_id order by i.seller_id`,
    [orderId],
  );

const toBuyer = (app: FastifyInstance, p: Party, kind: OrderNotificationKind, orderId: string) =>
  app.notifier.notify({ recipient: p.buyer_id, kind, subject: orderId, sender: p.seller_id, link: pathTo('orders'), image: p.image || null, work: p.work });

/** Tells the buyer (one notification per studio of the order); `onlySeller` narrows it to one studio's part. */
export async function noticeToBuyer(app: FastifyInstance, orderId: string, kind: OrderNotificationKind, onlySeller?: string): Promise<void> {
  for (const p of await partiesOf(app, orderId)) {
    if (onlySeller && p.seller_id !== onlySeller) continue;
    await toBuyer(app, p, kind, orderId);
  }
}

/** A new order: the buyer hears it is placed, each studio that it sold works (the parties read once). */
export async function noticeNewOrder(app: FastifyInstance, orderId: string): Promise<void> {
  for (const p of await partiesOf(app, orderId)) {
    await toBuyer(app, p, 'orderPlaced', orderId);
    await app.notifier.notify({ recipient: p.seller_id, kind: 'orderSold', subject: orderId, sender: p.buyer_id, link: pathTo('sales'), image: p.image || null, work: p.work });
  }
}
