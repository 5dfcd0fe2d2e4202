-- 'Price: low to high' lists Not For Sale works (price 0) last: an index in that exact order, so a page is
-- still read from an index with no sort step. artworks_price_low_idx stays for the same sort when the
-- filters exclude Not For Sale works (store, a minimum price above 0), where the listing orders by the
-- plain price. 'Price: high to low' already ends with them (prices are never negative).
create index artworks_price_low_nfs_last_idx on artworks ((price_paisa = 0), price_paisa, created_at desc, id desc);
