// Orders and payments in the console (issue 23): search by buyer, artist, status or date (Nepal's days); one order's
// timeline (placed, paid, shipped, delivered, cancelled, declined) and its payment attempts and callbacks.
import { NEPAL_TIME_ZONE } from '@kala/shared/constants';
import { containing, type Db } from '../../db';
import { notFound } from '../../lib/http-error';
import { orderTimeline } from '../commerce/order-events';

export interface OrderQuery {
  buyer?: string;
  artist?: string;
  status?: string;
  from?: string;
  to?: string;
}

export const searchOrders = (db: Db, q: OrderQuery) =>
  db.many(
    `select o.id, o.created_at as created, o.grand_total_paisa::int as "totalPaisa", o.payment_method as method,
            b.name as buyer, b.email as "buyerEmail",
            (select string_agg(distinct i.status, ',') from order_items i where i.order_id = o.id) as statuses,
            (select string_agg(distinct i.author_name, ', ') from order_items i where i.order_id = o.id) as artists
       from orders o join users b on b.id = o.buyer_id
      where ($1 = '' or b.name ilike $6 or b.email ilike $6)
        and ($2 = '' or exists (select 1 from order_items i where i.order_id = o.id and i.author_name ilike $7))
        and ($3 = '' or exists (select 1 from order_items i where i.order_id = o.id and i.status = upper($3)))
        and ($4 = '' or o.created_at >= (nullif($4, '')::date::timestamp at time zone '${NEPAL_TIME_ZONE}'))
        and ($5 = '' or o.created_at < ((nullif($5, '')::date + 1)::timestamp at time zone '${NEPAL_TIME_ZONE}'))
      order by o.created_at desc limit 100`,
    [q.buyer ?? '', q.artist ?? '', q.status ?? '', q.from ?? '', q.to ?? '', containing(q.buyer ?? ''), containing(q.artist ?? '')],
  );

export async function orderDetail(db: Db, id: string) {
  const order = await db.one(
    `select o.id, o.created_at as created, o.grand_total_paisa::int as "totalPaisa", o.payment_method as method, o.shipping_info as shipping,
            b.name as buyer, b.email as "buyerEmail",
            (select json_agg(json_build_object('name', i.name, 'artist', i.author_name, 'qty', i.qty, 'status', i.status, 'updated', i.updated_at) order by i.position)
               from order_items i where i.order_id = o.id) as items,
            (select coalesce(json_agg(json_build_object('provider', p.provider, 'status', p.status, 'amountPaisa', p.amount_paisa, 'created', p.created_at, 'settled', p.settled_at) order by p.created_at), '[]')
               from payments p where p.order_id = o.id) as payments
       from orders o join users b on b.id = o.buyer_id where o.id = $1`,
    [id],
  );
  if (!order) throw notFound();
  return { ...order, timeline: await orderTimeline(db, id) };
}
