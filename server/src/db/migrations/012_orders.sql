-- Issue 11: orders, their items and payments (ADR 0010). Money is integer paisa.

-- One checkout makes one order. Totals are the server's (spec §9), never the client's.
create table orders (
  id uuid primary key default gen_random_uuid(),
  buyer_id uuid not null references users (id) on delete cascade,
  -- The client's key for one submit: a retried submit finds the order it already made.
  idempotency_key text not null,
  payment_method text not null check (payment_method in ('cash', 'wallet', 'card')),
  total_paisa bigint not null check (total_paisa >= 0),
  tax_paisa bigint not null check (tax_paisa >= 0),
  shipping_paisa bigint not null check (shipping_paisa >= 0),
  grand_total_paisa bigint not null check (grand_total_paisa >= 0),
  shipping_info jsonb not null,
  -- An unpaid wallet or card order gives its stock back after this (null: cash on delivery, or settled).
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  unique (buyer_id, idempotency_key)
);
create index orders_buyer_idx on orders (buyer_id, created_at desc);
create index orders_expiry_idx on orders (expires_at) where expires_at is not null;

-- The status lives on the items: a studio ships its own works, so one order may be partly shipped.
create table order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  -- Kept when the work or its studio is deleted: the buyer's record stays.
  artwork_id uuid references artworks (id) on delete set null,
  seller_id uuid references users (id) on delete set null,
  name text not null,
  image text not null default '',
  author_name text not null,
  price_paisa bigint not null check (price_paisa > 0),
  qty integer not null check (qty > 0),
  status text not null default 'PENDING' check (status in ('PENDING', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED')),
  position integer not null,
  updated_at timestamptz not null default now()
);
create index order_items_order_idx on order_items (order_id, position);
create index order_items_seller_idx on order_items (seller_id, updated_at desc);

-- A payment attempt through a provider; settled once (the callback is idempotent).
create table payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  provider text not null,
  amount_paisa bigint not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'declined', 'expired', 'cancelled')),
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index payments_order_idx on payments (order_id);

-- Order notifications (issue 11) join the kinds of 009.
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'likePost', 'commentPost', 'likeArtwork', 'commentArtwork', 'follow', 'followRequest', 'newPost', 'studioApproved',
  'orderPlaced', 'orderPaid', 'orderShipped', 'orderDelivered', 'orderCancelled', 'orderSold'));

-- The price a cart line was added at, so the cart can mark a work whose price changed since (in paisa).
alter table cart_items add column added_price_paisa bigint;
update cart_items ci set added_price_paisa = a.price_paisa from artworks a where a.id = ci.artwork_id;
