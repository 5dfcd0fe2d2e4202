-- Issue 3: follower counters, featured works and the home slider, artwork comments, the server cart and
-- full-text search.

-- Follower counters, changed in the same transaction as the follow row (accepted follows only).
alter table users add column followers_count integer not null default 0 check (followers_count >= 0);
alter table users add column following_count integer not null default 0 check (following_count >= 0);
update users u
   set followers_count = (select count(*) from follows f where f.artist_id = u.id and f.status = 'accepted'),
       following_count = (select count(*) from follows f where f.follower_id = u.id and f.status = 'accepted');
-- The studios list sorts artists by followers.
create index users_artist_followers_idx on users (followers_count desc, id) where role between 11 and 20;
-- Trending studios count the follows of the last 30 days.
create index follows_artist_created_idx on follows (artist_id, created_at);
create index follows_follower_idx on follows (follower_id, status);

-- Works the operator puts on the home page.
alter table artworks add column featured boolean not null default false;
create index artworks_featured_idx on artworks (created_at desc) where featured;

create table home_slides (
  id uuid primary key default gen_random_uuid(),
  position integer not null,
  title text not null,
  artwork_id uuid not null references artworks (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index home_slides_position_idx on home_slides (position);

create table artwork_comments (
  id uuid primary key default gen_random_uuid(),
  artwork_id uuid not null references artworks (id) on delete cascade,
  author_id uuid not null references users (id) on delete cascade,
  comment text not null check (char_length(comment) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index artwork_comments_artwork_idx on artwork_comments (artwork_id, created_at desc, id desc);

-- The server cart: one line per user and work.
create table cart_items (
  user_id uuid not null references users (id) on delete cascade,
  artwork_id uuid not null references artworks (id) on delete cascade,
  quantity integer not null default 1 check (quantity > 0),
  created_at timestamptz not null default now(),
  primary key (user_id, artwork_id)
);
create index cart_items_artwork_idx on cart_items (artwork_id);

-- Full-text search. Language-neutral 'simple' configuration (titles are in English, Nepali and Chinese);
-- prefix queries ('lands:*') do the work a stemmer would.
-- Artworks: name (A), tags and category names (B), description (C). Category names live in another table,
-- so the application refreshes the vector whenever it writes a work (modules/catalogue/search.ts).
alter table artworks add column search tsvector not null default ''::tsvector;
update artworks a set search =
  setweight(to_tsvector('simple', a.name), 'A') ||
  setweight(to_tsvector('simple', array_to_string(a.tags, ' ')), 'B') ||
  setweight(to_tsvector('simple', coalesce((select string_agg(c.name, ' ') from artwork_categories ac
                                              join categories c on c.id = ac.category_id
                                             where ac.artwork_id = a.id), '')), 'B') ||
  setweight(to_tsvector('simple', a.description), 'C');
create index artworks_search_idx on artworks using gin (search);

-- People: name (A) and biography (B), kept by PostgreSQL itself.
alter table users add column search tsvector generated always as (
  setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', coalesce(bio, '')), 'B')
) stored;
create index users_search_idx on users using gin (search);
