// Demo orders (issue 11): the demo buyer has one order of each status, partly of the demo studio's works so
// its Sales view has something to ship, and a shipping address that prefills the checkout.
import { ENDED_STATUSES, checkoutTotals, type OrderStatus, type PaymentMethod } from '@kala/shared/commerce';
import type { OrderStep } from '@kala/shared/admin';
import type { Db } from '../db';
import { recordOrderStep } from '../modules/commerce/order-events';
import { DEMO_ARTIST_EMAIL, DEMO_BUYER_EMAIL } from './data';

const SHIPPING = {
  name: 'Demo Buyer',
  email: DEMO_BUYER_EMAIL,
  phoneNumber: '9801234567',
  country: 'Nepal',
  state: 'Bagmati',
  city: 'Lalitpur',
  postalCode: '44700',
  address: 'Jhamsikhel 5',
  address2: '',
};

/** Newest first, as the orders page lists them. */
const ORDERS: { status: OrderStatus; method: PaymentMethod; daysAgo: number; payment: string | null }[] = [
  { status: 'PENDING', method: 'cash', daysAgo: 1, payment: null },
  { status: 'PAID', method: 'card', daysAgo: 4, payment: 'approved' },
  { status: 'SHIPPED', method: 'cash', daysAgo: 9, payment: null },
  { status: 'DELIVERED', method: 'wallet', daysAgo: 21, payment: 'approved' },
  { status: 'CANCELLED', method: 'cash', daysAgo: 26, payment: null },
  { status: 'DECLINED', method: 'card', daysAgo: 30, payment: 'declined' },
];

interface Work {
  id: string;
  author_id: string;
  author_name: string;
  name: string;
  price_paisa: string | number;
  image: string | null;
}

export async function insertOrders(t: Db): Promise<void> {
  const buyer = await t.one<{ id: string }>('select id from users where email = $1', [DEMO_BUYER_EMAIL]);
  if (!buyer) return;
  const { phoneNumber, ...shipping } = SHIPPING;
  await t.query('update users set shipping_info = $2 where id = $1', [buyer.id, JSON.stringify(SHIPPING)]);
  // Works on sale with two or more pieces, the demo studio's first, so no demo order sells a work out.
  const works = await t.many<Work>(
    `select a.id, a.author_id, u.name as author_name, a.name, a.price_paisa,
            (select s->>'fileName' from artwork_images i, jsonb_array_elements(i.sizes) s
              where i.artwork_id = a.id and i.is_cover and s->>'sizeName' = 'thumbnail' limit 1) as image
       from artworks a join users u on u.id = a.author_id
      where a.price_paisa > 0 and a.stock >= 2 order by (u.email = $1) desc, a.created_at desc limit $2`,
    [DEMO_ARTIST_EMAIL, ORDERS.length],
  );
  for (const [i, o] of ORDERS.entries()) {
    const work = works[i];
    if (!work) return;
    const totals = checkoutTotals([{ pricePaisa: Number(work.price_paisa), qty: 1 }]);
    const order = await t.one<{ id: string }>(
      `insert into orders (buyer_id, idempotency_key, payment_method, total_paisa, tax_paisa, shipping_paisa, grand_total_paisa, shipping_info, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(days => $9)) returning id`,
      [buyer.id, `seed-${i}`, o.method, totals.totalPaisa, totals.taxPaisa, totals.shippingPaisa, totals.grandTotalPaisa, JSON.stringify({ ...shipping, phone: phoneNumber }), o.daysAgo],
    );
    await t.query(
      `insert into order_items (order_id, artwork_id, seller_id, name, image, author_name, price_paisa, qty, status, position) values ($1, $2, $3, $4, $5, $6, $7, 1, $8, 0)`,
      [order!.id, work.id, work.author_id, work.name, work.image ?? '', work.author_name, work.price_paisa, o.status],
    );
    if (o.payment) await t.query(`insert into payments (order_id, provider, amount_paisa, status, settled_at) values ($1, 'sandbox', $2, $3, now())`, [order!.id, totals.grandTotalPaisa, o.payment]);
    // Its timeline: placed that day, then a day for each step that led to its status.
    const placed = Date.now() - o.daysAgo * 86_400_000;
    for (const [day, step] of stepsTo(o.status, o.payment === 'approved').entries())
      await recordOrderStep(t, order!.id, step, ['shipped', 'delivered'].includes(step) ? work.author_id : null, new Date(placed + day * 86_400_000));
    if (!ENDED_STATUSES.includes(o.status)) await t.query('update artworks set stock = stock - 1 where id = $1', [work.id]);
  }
}

/** The steps a demo order took to reach its status. */
function stepsTo(status: OrderStatus, paidOnline: boolean): OrderStep[] {
  const ended: Partial<Record<OrderStatus, OrderStep>> = { CANCELLED: 'cancelled', DECLINED: 'declined' };
  const end = ended[status];
  if (end) return ['placed', end];
  const reached = ['PAID', 'SHIPPED', 'DELIVERED'].indexOf(status);
  const steps: OrderStep[] = ['placed'];
  if (reached >= 0 && paidOnline) steps.push('paid');
  if (reached >= 1) steps.push('shipped');
  if (reached >= 2) steps.push('delivered');
  return steps;
}
