-- Listing and search speed (docs/adr/0005-listing-totals.md).

-- A catalogue version, raised by every statement that can change a listing total or a search ranking.
-- Cached totals and ranked search ids are keyed by it, so a cached answer is never read after such a write
-- has committed, whoever made it (this server, another process, the seed, plain SQL). The row is updated in
-- the writing transaction: readers see the new version exactly when they see the new data.
create table catalogue_version (
  id boolean primary key default true check (id),
  n bigint not null default 0
);
insert into catalogue_version default values;

create function bump_catalogue_version() returns trigger language plpgsql as $$
begin
  update catalogue_version set n = n + 1;
  return null;
end
$$;

-- Totals depend on which works exist, their price and stock, and their categories; search ranks on the
-- search vector and the creation date. View counters, likes and featured flags change neither.
create trigger artworks_catalogue_version after insert or delete or truncate on artworks
  for each statement execute function bump_catalogue_version();
create trigger artworks_catalogue_version_update after update of price_paisa, stock, search, created_at, id on artworks
  for each statement execute function bump_catalogue_version();
create trigger artwork_categories_catalogue_version after insert or update or delete or truncate on artwork_categories
  for each statement execute function bump_catalogue_version();
create trigger categories_catalogue_version after insert or update or delete or truncate on categories
  for each statement execute function bump_catalogue_version();

-- Indexes in the listings' exact orders (ties broken by id desc), so a page is read straight from the index
-- without an extra sort step.
drop index artworks_created_idx;
create index artworks_newest_idx on artworks (created_at desc, id desc);
drop index artworks_price_idx;
create index artworks_price_low_idx on artworks (price_paisa, created_at desc, id desc);
create index artworks_price_high_idx on artworks (price_paisa desc, created_at desc, id desc);
drop index artworks_in_store_idx;
create index artworks_in_store_idx on artworks (created_at desc, id desc) where price_paisa > 0 and stock > 0;
