-- Saved alerts (issue 25 §4, ADR 0024), owned by modules/alerts. One published work must find its matching
-- alerts among 100,000 in well under 50 ms, so every alert is reached through exactly one index, by its most
-- selective criterion (its "anchor"): the studio, else the category, else the tags, else the first search
-- word's first letters, else the price range. Each branch of the match query (modules/alerts/matching.ts)
-- uses one partial index below and checks the alert's other criteria on the few rows it finds.
create table alerts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  studio_id uuid references users (id) on delete cascade,
  category_id uuid references categories (id) on delete cascade,
  -- Paisa, inclusive bounds; '(,)' when the alert names no price.
  price int8range not null default '(,)',
  tags text[] not null default '{}',
  -- The words as typed, the prefix tsquery matched against the work's search vector (artworks.search), and
  -- the first three letters of its first word: the key a query-only alert is found by.
  query text,
  query_ts tsquery,
  query_head text,
  active boolean not null default true,
  created_at timestamptz not null default now()
);
create index alerts_user_idx on alerts (user_id, created_at desc);
-- The studio and category branches find the most rows (everyone who wants "any new painting"): their
-- indexes carry every column the match reads, so it is answered from the index alone (an index-only scan).
create index alerts_studio_idx on alerts (studio_id) include (id, user_id, category_id, price, tags, query_ts)
  where active and studio_id is not null;
create index alerts_category_idx on alerts (category_id) include (id, user_id, price, tags, query_ts)
  where active and studio_id is null and category_id is not null;
create index alerts_tags_idx on alerts using gin (tags)
  where active and studio_id is null and category_id is null and tags <> '{}';
create index alerts_query_idx on alerts (query_head)
  where active and studio_id is null and category_id is null and tags = '{}' and query_head is not null;
create index alerts_price_idx on alerts using gist (price)
  where active and studio_id is null and category_id is null and tags = '{}' and query_head is null;

-- Works an alert matched: the daily mail lists those not mailed yet. Name and link are kept for the mail.
create table alert_hits (
  alert_id uuid not null references alerts (id) on delete cascade,
  artwork_id uuid not null references artworks (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  name text not null,
  link text not null,
  created_at timestamptz not null default now(),
  mailed_at timestamptz,
  primary key (alert_id, artwork_id)
);
create index alert_hits_unmailed_idx on alert_hits (user_id) where mailed_at is null;

-- Per person: when the last alert mail left (at most one a day) and whether they unsubscribed from them.
create table alert_mail (
  user_id uuid primary key references users (id) on delete cascade,
  last_sent_at timestamptz,
  unsubscribed_at timestamptz
);
