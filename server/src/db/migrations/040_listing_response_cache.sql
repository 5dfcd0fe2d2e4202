-- Whole listing and search answers cached under a version (docs/adr/0023-cached-answers-and-first-render.md).
-- catalogue_version.n (migration 003) covers totals and rankings. An answer also shows what n leaves out:
-- likes, pictures, the author's name and picture, a work's text and sizes, and people found by search
-- (ranked by followers). `display` is raised by every statement that changes one of those; view counters
-- raise neither (a cached answer's views may lag by the entry's short lifetime). `epoch` tells one
-- database from another (a reset database starts its counters again at 0): it is part of every key.
alter table catalogue_version add column display bigint not null default 0;
alter table catalogue_version add column epoch uuid not null default gen_random_uuid();

create function bump_catalogue_display() returns trigger language plpgsql as $$
begin
  update catalogue_version set display = display + 1;
  return null;
end
$$;

create trigger likes_catalogue_display after insert or update or delete or truncate on likes
  for each statement execute function bump_catalogue_display();
create trigger artwork_images_catalogue_display after insert or update or delete or truncate on artwork_images
  for each statement execute function bump_catalogue_display();
create trigger artworks_catalogue_display after update of slug, author_id, name, description, tags, width, height, breadth, weight on artworks
  for each statement execute function bump_catalogue_display();
create trigger users_catalogue_display after insert or delete or truncate on users
  for each statement execute function bump_catalogue_display();
create trigger users_catalogue_display_update after update of name, slug, role, picture, verified_artist, bio, followers_count on users
  for each statement execute function bump_catalogue_display();
