-- An order's timeline (issue 23 §5): each step an order takes, with its time. The status lives on the items
-- (012), each studio moving its own, so a step names the studio when it is one studio's (shipped, delivered)
-- and none when it is the whole order's (placed, paid, cancelled, declined). The commerce module writes a
-- row whenever it changes a status (commerce/order-events.ts).
create table order_events (
  id bigint generated always as identity primary key,
  order_id uuid not null references orders (id) on delete cascade,
  step text not null check (step in ('placed', 'paid', 'shipped', 'delivered', 'cancelled', 'declined')),
  seller_id uuid references users (id) on delete set null,
  at timestamptz not null default now()
);
create index order_events_order_idx on order_events (order_id, at, id);

-- What is known of the orders made before: when each was placed, when an approved payment settled, and the
-- time each studio's items reached the status they have now (an earlier step's time was not kept: a
-- delivered order shows no shipping time).
insert into order_events (order_id, step, seller_id, at)
select id, 'placed', null, created_at from orders;
insert into order_events (order_id, step, seller_id, at)
select order_id, 'paid', null, coalesce(settled_at, created_at) from payments where status = 'approved';
insert into order_events (order_id, step, seller_id, at)
select order_id, lower(status), case when status in ('SHIPPED', 'DELIVERED') then seller_id end, max(updated_at)
  from order_items where status in ('SHIPPED', 'DELIVERED', 'CANCELLED', 'DECLINED')
 group by order_id, status, case when status in ('SHIPPED', 'DELIVERED') then seller_id end;
