-- A work's views count viewers, not calls: one row per viewer (a user id, or a keyed hash of address and
-- user agent) per work per day; only a new row raises artworks.views. Rows older than yesterday are pruned.
create table artwork_views (
  artwork_id uuid not null references artworks (id) on delete cascade,
  viewer text not null,
  day date not null default current_date,
  primary key (artwork_id, viewer, day)
);
create index artwork_views_day_idx on artwork_views (day);
