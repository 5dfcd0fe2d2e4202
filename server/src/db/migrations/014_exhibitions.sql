-- Issue 13: curated exhibitions (current, previous, upcoming by their dates), their works on the wall, and
-- the buying enquiries visitors send from the viewer.

create table exhibitions (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  title text not null check (char_length(title) between 1 and 200),
  artist_name text not null check (char_length(artist_name) between 1 and 100),
  -- The studio showing, when it has an account: it gets the enquiries by mail and a link to its profile.
  artist_id uuid references users (id) on delete set null,
  subtitle text not null default '',
  excerpt text not null default '',
  -- ImageSets ({slug, alt, sizes}); the list falls back to the first work when a show has no listing picture.
  listing_thumb jsonb,
  banner jsonb,
  background jsonb,
  dark_listing boolean not null default false,
  parallax_background boolean not null default false,
  background_colour text not null default '#f4f1ec' check (background_colour ~ '^#[0-9a-fA-F]{6}$'),
  -- Storage key of a looping audio file, or null.
  audio_key text,
  explicit boolean not null default false,
  -- Only published shows are listed or opened; the operator publishes when a show is ready.
  published boolean not null default false,
  starts_at timestamptz not null,
  ends_at timestamptz check (ends_at is null or ends_at > starts_at),
  created_at timestamptz not null default now()
);
create index exhibitions_dates_idx on exhibitions (starts_at desc) where published;

create table exhibition_items (
  id uuid primary key default gen_random_uuid(),
  exhibition_id uuid not null references exhibitions (id) on delete cascade,
  position integer not null,
  title text not null,
  details text not null default '',
  image jsonb not null,
  margin_left integer not null default 0 check (margin_left between 0 and 400),
  margin_right integer not null default 0 check (margin_right between 0 and 400),
  unique (exhibition_id, position)
);

create table exhibition_enquiries (
  id uuid primary key default gen_random_uuid(),
  exhibition_id uuid references exhibitions (id) on delete set null,
  name text not null,
  email text not null,
  phone text not null,
  message text not null,
  art text not null default '',
  artist text not null default '',
  art_image text not null default '',
  created_at timestamptz not null default now()
);
