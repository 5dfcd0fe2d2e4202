-- Accounts, catalogue and mail: the platform spine. Money is integer paisa (NPR * 100).

create table users (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  -- Stored lower-cased by the application; the check keeps a stray upper-case address out.
  email text not null unique check (email = lower(email)),
  -- Null for accounts created through a social sign-in that never set a password.
  password_hash text,
  role smallint not null default 21,
  slug text not null unique,
  picture text,
  cover text,
  verified_artist boolean not null default false,
  email_verified boolean not null default false,
  profile_updated boolean not null default false,
  initiate_follows boolean not null default false,
  private boolean not null default false,
  bio text,
  achievements text,
  dob date,
  address text,
  shipping_info jsonb not null default '{}'::jsonb,
  google_id text unique,
  facebook_id text unique,
  created_at timestamptz not null default now()
);
create index users_role_idx on users (role);

create table categories (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name text not null,
  parent uuid references categories (id) on delete cascade,
  position integer not null default 0
);
create index categories_parent_idx on categories (parent);

-- A studio's styles (the categories shown on its profile and cards).
create table user_categories (
  user_id uuid not null references users (id) on delete cascade,
  category_id uuid not null references categories (id) on delete cascade,
  primary key (user_id, category_id)
);

create table artworks (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  author_id uuid not null references users (id) on delete cascade,
  name text not null,
  description text not null default '',
  price_paisa bigint not null default 0 check (price_paisa >= 0),
  stock integer not null default 0 check (stock >= 0),
  tags text[] not null default '{}',
  -- Inches and kilograms, as the spec's attributes.
  width real,
  height real,
  breadth real,
  weight real,
  views integer not null default 0,
  created_at timestamptz not null default now()
);
create index artworks_created_idx on artworks (created_at desc, id);
create index artworks_price_idx on artworks (price_paisa, created_at desc);
create index artworks_author_idx on artworks (author_id, created_at desc);
-- The store lists only what can be bought.
create index artworks_in_store_idx on artworks (created_at desc) where price_paisa > 0 and stock > 0;

create table artwork_images (
  id uuid primary key default gen_random_uuid(),
  artwork_id uuid not null references artworks (id) on delete cascade,
  position integer not null,
  is_cover boolean not null default false,
  slug text not null,
  alt text not null default '',
  -- [{sizeName, fileName, width, height}], fileName relative to /media/.
  sizes jsonb not null,
  unique (artwork_id, position)
);

create table artwork_categories (
  artwork_id uuid not null references artworks (id) on delete cascade,
  category_id uuid not null references categories (id) on delete cascade,
  primary key (artwork_id, category_id)
);
-- Listing by category walks from the category to its artworks.
create index artwork_categories_category_idx on artwork_categories (category_id, artwork_id);

create table likes (
  user_id uuid not null references users (id) on delete cascade,
  artwork_id uuid not null references artworks (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, artwork_id)
);
create index likes_artwork_idx on likes (artwork_id);

create table follows (
  follower_id uuid not null references users (id) on delete cascade,
  artist_id uuid not null references users (id) on delete cascade,
  -- 'requested' while a private artist has not approved the follow.
  status text not null default 'accepted' check (status in ('accepted', 'requested')),
  created_at timestamptz not null default now(),
  primary key (follower_id, artist_id),
  check (follower_id <> artist_id)
);
create index follows_artist_idx on follows (artist_id, status);

-- Email verification codes and reset tokens are stored as sha256 hashes, never in clear.
create table email_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_codes_user_idx on email_codes (user_id);

create table reset_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index reset_tokens_user_idx on reset_tokens (user_id);

-- Mail kept when no SMTP server is configured (development), listed at /api/dev/outbox.
create table outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  created_at timestamptz not null default now()
);
