-- An artwork's card: the catalogue contract's Artwork without its likes and views, as JSON text made by the
-- server (modules/catalogue/cards.ts, docs/adr/0033-artwork-cards.md). Listings and search read a page's cards
-- and send them as they are. A card is written by the first read that finds it missing; the triggers below
-- empty it whenever anything it is made of changes, whoever writes (this server, the seed, plain SQL).
-- Every emptying statement also gives the row a new version (xmin), which a read's late write of a card
-- made from older data checks, so such a card is never kept.
alter table artworks add column card text;
-- The server's format of the text (cards.ts CARD_FORMAT): a card of another format is made again.
alter table artworks add column card_format smallint not null default 0;

-- The work itself: any change but its view counter (and the card itself). A work's card holds its price,
-- stock, words, sizes, author id and the copy of its category ids (migration 041), so categories added or
-- taken away empty it here too.
create function empty_artwork_card() returns trigger language plpgsql as $$
begin
  new.card := null;
  return new;
end
$$;
create trigger artworks_card before update on artworks for each row
  when (old.card is not null and new.card is not distinct from old.card
        and (to_jsonb(new) - 'views' - 'card_format') is distinct from (to_jsonb(old) - 'views' - 'card_format'))
  execute function empty_artwork_card();

-- Its pictures.
create function empty_cards_of_changed_images() returns trigger language plpgsql as $$
begin
  update artworks set card = null where id in (select artwork_id from changed_images);
  return null;
end
$$;
create trigger artwork_images_card_insert after insert on artwork_images
  referencing new table as changed_images for each statement execute function empty_cards_of_changed_images();
create trigger artwork_images_card_update after update on artwork_images
  referencing new table as changed_images for each statement execute function empty_cards_of_changed_images();
create trigger artwork_images_card_delete after delete on artwork_images
  referencing old table as changed_images for each statement execute function empty_cards_of_changed_images();

-- Its categories' names, slugs and parents.
create function empty_cards_of_changed_categories() returns trigger language plpgsql as $$
begin
  update artworks set card = null where category_ids && (select array_agg(id) from changed_categories);
  return null;
end
$$;
create trigger categories_card_update after update on categories
  referencing new table as changed_categories for each statement execute function empty_cards_of_changed_categories();

-- Its author as every list shows a person (users/repository.ts PERSON_CARD).
create function empty_cards_of_author() returns trigger language plpgsql as $$
begin
  update artworks set card = null where author_id = new.id;
  return null;
end
$$;
create trigger users_card after update of name, slug, role, picture, verified_artist on users for each row
  when ((old.name, old.slug, old.role, old.picture, old.verified_artist) is distinct from (new.name, new.slug, new.role, new.picture, new.verified_artist))
  execute function empty_cards_of_author();

-- Whole tables emptied at once (tests, a restore).
create function empty_all_cards() returns trigger language plpgsql as $$
begin
  update artworks set card = null where card is not null;
  return null;
end
$$;
create trigger artwork_images_card_truncate after truncate on artwork_images for each statement execute function empty_all_cards();
create trigger categories_card_truncate after truncate on categories for each statement execute function empty_all_cards();
