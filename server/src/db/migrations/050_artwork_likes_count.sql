-- Each work's likes counted as they change (issue 26). Home's Popular row counted the likes of every work of
-- its category to rank them (114 ms a ranking at 100,000 works), and a signed-in home's Recommended row counted
-- the likes of every work it might offer, on each visit. Statement triggers on likes keep the count in step
-- with every write, whoever makes it (this server, the seed, plain SQL, a cascade from a deleted person), as
-- migration 049 does for a studio's works.
alter table artworks add column likes_count integer not null default 0;

-- A like counted is not a change of the work: its card (migration 047) stays, as for a view.
drop trigger artworks_card on artworks;
create trigger artworks_card before update on artworks for each row
  when (old.card is not null and new.card is not distinct from old.card
        and (to_jsonb(new) - 'views' - 'likes_count' - 'card_format') is distinct from (to_jsonb(old) - 'views' - 'likes_count' - 'card_format'))
  execute function empty_artwork_card();

-- Adds the changes (a work, ±1 for each like) to the works' counts. A work deleted in the same statement (the
-- cascade that deletes its likes) is no longer there to update.
create function shift_likes_count(works uuid[], changes integer[]) returns void language sql as $$
  update artworks a set likes_count = a.likes_count + d.n
    from (select w, sum(n)::int as n from unnest(works, changes) as t(w, n) group by w having sum(n) <> 0) d
   where a.id = d.w;
$$;

-- The trigger's argument is 1 for likes added, -1 for likes deleted.
create function count_added_or_deleted_likes() returns trigger language plpgsql as $$
begin
  perform shift_likes_count(array_agg(l.artwork_id), array_agg(TG_ARGV[0]::int)) from changed_likes l having count(*) > 0;
  return null;
end
$$;

-- A like moved to another work (no route does it; plain SQL may): counted out as it was and in as it is.
create function count_updated_likes() returns trigger language plpgsql as $$
begin
  perform shift_likes_count(array_agg(c.w), array_agg(c.n))
     from (select artwork_id as w, -1 as n from was union all select artwork_id, 1 from now_is) c
   having count(*) > 0;
  return null;
end
$$;

create trigger likes_count_insert after insert on likes
  referencing new table as changed_likes for each statement execute function count_added_or_deleted_likes('1');
create trigger likes_count_delete after delete on likes
  referencing old table as changed_likes for each statement execute function count_added_or_deleted_likes('-1');
create trigger likes_count_update after update on likes
  referencing old table as was new table as now_is for each statement execute function count_updated_likes();

create function reset_likes_count() returns trigger language plpgsql as $$
begin
  update artworks set likes_count = 0 where likes_count <> 0;
  return null;
end
$$;
create trigger likes_count_truncate after truncate on likes for each statement execute function reset_likes_count();

-- The counts of the likes already there.
update artworks a set likes_count = l.n
  from (select artwork_id, count(*)::int as n from likes group by artwork_id) l
 where l.artwork_id = a.id;

-- The most liked shown works first, newest among equals: Recommended's order, read in order until a row is full.
create index artworks_most_liked_idx on artworks (likes_count desc, created_at desc, id desc) where removed_at is null;
