// An order's timeline (issue 23 §5, migration 044): every status change the commerce module makes is also a
// step with its time, so the console can show when an order was placed, paid, shipped, delivered, cancelled
// or declined. Written inside the transaction that changes the status.
import type { OrderStep, OrderTimelineEntry } from '@kala/shared/admin';
import type { OrderStatus } from '@kala/shared/commerce';
import type { Db } from '../../db';

/** The step an item status is reached by ('PENDING' is where an order starts: placed). */
export const stepOf = (status: OrderStatus): OrderStep => (status === 'PENDING' ? 'placed' : (status.toLowerCase() as OrderStep));

/** One step of the order; `sellerId` when it is one studio's (shipped, delivered), `at` when it is not now. */
export const recordOrderStep = (q: Pick<Db, 'query'>, orderId: string, step: OrderStep, sellerId: string | null = null, at: Date | null = null) =>
  q.query('insert into order_events (order_id, step, seller_id, at) values ($1, $2, $3, coalesce($4, now()))', [orderId, step, sellerId, at]);

/** The order's steps, oldest first, with the studio's name for a studio's step. */
export const orderTimeline = (db: Pick<Db, 'many'>, orderId: string): Promise<OrderTimelineEntry[]> =>
  db.many<OrderTimelineEntry>(
    `select e.step, e.at, u.name as seller from order_events e left join users u on u.id = e.seller_id where e.order_id = $1 order by e.at, e.id`,
    [orderId],
  );
