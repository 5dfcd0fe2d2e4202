-- Issue 8: search that forgives typos. pg_trgm ships with PostgreSQL (a trusted extension since 13, so the
-- database owner may create it) and with PGlite (@electric-sql/pglite/contrib/pg_trgm, loaded by the worker).
-- It lives in public: test schemas put public after themselves on the search path. The extension is one per
-- database: two schemas migrating at once (parallel test workers) would both try to create it, so they take
-- turns (a transaction-scoped advisory lock; migrations run in a transaction).
select pg_advisory_xact_lock(hashtext('kala:create-extension'));
create extension if not exists pg_trgm with schema public;

-- Every word of every search vector (artworks and people), with a trigram index: a search word that matches
-- nothing is widened to the indexed words that look like it ('thanka' -> 'thangka'), the approach the
-- PostgreSQL manual gives for spelling suggestions. Words are only added (a stale one finds no rows).
create table search_words (word text primary key);
create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops);

insert into search_words (word)
select word from ts_stat('select search from artworks union all select search from users')
on conflict do nothing;

create function remember_search_words() returns trigger language plpgsql as $$
begin
  insert into search_words (word) select unnest(tsvector_to_array(new.search)) on conflict do nothing;
  return new;
end $$;

create trigger artworks_search_words after insert or update of search on artworks
  for each row execute function remember_search_words();
-- users.search is generated from name and bio.
create trigger users_search_words after insert or update of name, bio on users
  for each row execute function remember_search_words();
