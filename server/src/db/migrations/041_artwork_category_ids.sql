-- A listing filtered by category walks the sort's index and keeps the works in the category or one of its
-- sub-categories. Asking artwork_categories for each work walked cost a random index probe per row (18 ms
-- for a page of `painting` on 100,000 works); the work's own copy of its category ids is checked on the
-- row the index scan reads anyway (docs/performance.md, issue 26). artwork_categories stays the source:
-- statement triggers keep the copy in step with every write to it, whoever makes it.
alter table artworks add column category_ids uuid[] not null default '{}';
update artworks a set category_ids = ids.ids
  from (select artwork_id, array_agg(category_id order by category_id) as ids from artwork_categories group by artwork_id) ids
 where ids.artwork_id = a.id;

create function sync_artwork_category_ids() returns trigger language plpgsql as $$
begin
  update artworks a
     set category_ids = coalesce((select array_agg(ac.category_id order by ac.category_id) from artwork_categories ac where ac.artwork_id = a.id), '{}')
   where a.id in (select artwork_id from changed_categories);
  return null;
end
$$;

-- A trigger with transition tables serves one event; each names its rows changed_categories.
create trigger artwork_categories_ids_insert after insert on artwork_categories
  referencing new table as changed_categories for each statement execute function sync_artwork_category_ids();
create trigger artwork_categories_ids_delete after delete on artwork_categories
  referencing old table as changed_categories for each statement execute function sync_artwork_category_ids();
create trigger artwork_categories_ids_update after update on artwork_categories
  referencing new table as changed_categories for each statement execute function sync_artwork_category_ids();

create function clear_artwork_category_ids() returns trigger language plpgsql as $$
begin
  update artworks set category_ids = '{}' where category_ids <> '{}';
  return null;
end
$$;
create trigger artwork_categories_ids_truncate after truncate on artwork_categories
  for each statement execute function clear_artwork_category_ids();

-- Counting a category's works (a listing's total, once per catalogue version) and listing a small category
-- (a bitmap of its works, then the page sorted) read this instead of the whole table.
create index artworks_category_ids_idx on artworks using gin (category_ids);
