-- Each studio's shown works counted as they change (issue 26). The studios list sorted by works counted every
-- studio's works on each request and named each card's categories from all its works: 0.15–1.3 s a page on
-- 100,000 works. A studio's page counted its works on each visit too. Statement triggers keep the counts in
-- step with every write to artworks, whoever makes it (this server, the seed, plain SQL); a work counts
-- while nobody hid it (moderation.ts shownSql).
alter table users add column works_count integer not null default 0;

-- A studio's shown works in each category and sub-category it has (the copy in artworks.category_ids,
-- migration 041, which its own triggers keep in step with artwork_categories).
create table studio_category_works (
  author_id uuid not null references users (id) on delete cascade,
  category_id uuid not null references categories (id) on delete cascade,
  works integer not null,
  primary key (author_id, category_id)
);

-- Adds the changes (author, category or null for the author's total, ±1 for each work) to both counts.
create function shift_studio_works(authors uuid[], categories uuid[], changes integer[]) returns void language sql as $$
  with total as (
    select a, sum(n)::int as n from unnest(authors, categories, changes) as t(a, c, n)
     where c is null group by a having sum(n) <> 0
  )
  update users u set works_count = u.works_count + total.n from total where u.id = total.a;
  with per_category as (
    select a, c, sum(n)::int as n from unnest(authors, categories, changes) as t(a, c, n)
     where c is not null group by a, c having sum(n) <> 0
  )
  insert into studio_category_works as s (author_id, category_id, works)
  select a, c, n from per_category
   -- A category deleted in the same statement (a cascade) is no longer there to count.
   where exists (select 1 from categories where id = c) and exists (select 1 from users where id = a)
  on conflict (author_id, category_id) do update set works = s.works + excluded.works;
  delete from studio_category_works where works <= 0;
$$;

-- One row per shown work and category it has, and one more (category null) for the author's total; the
-- trigger's argument is 1 for works added, -1 for works deleted.
create function count_added_or_deleted_works() returns trigger language plpgsql as $$
begin
  perform shift_studio_works(array_agg(w.author_id), array_agg(c), array_agg(TG_ARGV[0]::int))
     from changed_works w, unnest(array_append(w.category_ids, null)) c where w.removed_at is null
   having count(*) > 0;
  return null;
end
$$;

-- Each updated work counted out as it was and in as it is: a work whose author, hiding and categories stayed
-- cancels out. Updates that change none of them (a view counted, a card written) leave nothing and call
-- nothing (the having): calling the shift anyway tripled the cost of counting a view. No join of the two
-- tables: unindexed, it went quadratic when a bulk load's 100,000 works were updated in one statement.
create function count_updated_works() returns trigger language plpgsql as $$
begin
  perform shift_studio_works(array_agg(d.a), array_agg(d.c), array_agg(d.n))
     from (select a, c, sum(n)::int as n
             from (select w.author_id as a, c, -1 as n from was w, unnest(array_append(w.category_ids, null)) c where w.removed_at is null
                   union all
                   select w.author_id, c, 1 from now_is w, unnest(array_append(w.category_ids, null)) c where w.removed_at is null) changes
            group by a, c having sum(n) <> 0) d
   having count(*) > 0;
  return null;
end
$$;

-- Counted a statement at a time (a bulk load too); a trigger with transition tables serves one event and
-- takes no column list.
create trigger artworks_studio_works_update after update on artworks
  referencing old table as was new table as now_is for each statement execute function count_updated_works();
create trigger artworks_studio_works_insert after insert on artworks
  referencing new table as changed_works for each statement execute function count_added_or_deleted_works('1');
create trigger artworks_studio_works_delete after delete on artworks
  referencing old table as changed_works for each statement execute function count_added_or_deleted_works('-1');

create function reset_studio_works() returns trigger language plpgsql as $$
begin
  update users set works_count = 0 where works_count <> 0;
  delete from studio_category_works;
  return null;
end
$$;
create trigger artworks_studio_works_truncate after truncate on artworks for each statement execute function reset_studio_works();

-- The counts of the works already there.
update users u set works_count = w.n
  from (select author_id, count(*)::int as n from artworks where removed_at is null group by author_id) w
 where w.author_id = u.id;
insert into studio_category_works (author_id, category_id, works)
select author_id, c, count(*)::int from artworks, unnest(category_ids) c where removed_at is null group by author_id, c;

-- An author's own works page counts the few an operator hid on top.
create index artworks_hidden_by_author_idx on artworks (author_id) where removed_at is not null;
