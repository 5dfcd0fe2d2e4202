-- Home's Featured row is now a cached answer (ADR 0023) like the listings: a work featured or no longer
-- featured must raise the display version (migration 040) as its other shown fields do.
drop trigger artworks_catalogue_display on artworks;
create trigger artworks_catalogue_display after update of slug, author_id, name, description, tags, width, height, breadth, weight, featured on artworks
  for each statement execute function bump_catalogue_display();
