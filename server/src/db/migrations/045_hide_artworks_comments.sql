-- Operators hide reported artworks and comments too (issue 23, ADR 0020), as they hide posts (031): the row
-- stays for the record and for its author, who is told why; every listing, page and search leaves it out for
-- everyone else. Comments on posts are reportable ('comment').
alter table artworks add column removed_at timestamptz;
alter table artworks add column removed_reason text not null default '';
alter table post_comments add column removed_at timestamptz;
alter table post_comments add column removed_reason text not null default '';

-- A work hidden or shown again changes totals and rankings: cached listing answers are stale.
create trigger artworks_catalogue_version_removed after update of removed_at on artworks
  for each statement execute function bump_catalogue_version();

alter table reports drop constraint reports_target_type_check;
alter table reports add constraint reports_target_type_check check (target_type in ('feed', 'product', 'user', 'comment'));

-- An operator hid your artwork / your comment: notifications of their own kinds.
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'likePost', 'commentPost', 'likeArtwork', 'commentArtwork', 'follow', 'followRequest', 'newPost', 'studioApproved',
  'orderPlaced', 'orderPaid', 'orderShipped', 'orderDelivered', 'orderCancelled', 'orderDeclined', 'orderSold',
  'postHidden', 'studioDeclined', 'artworkHidden', 'commentHidden'));
