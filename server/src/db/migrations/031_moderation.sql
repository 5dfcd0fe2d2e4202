-- The operators' console (issue 23, ADR 0020).
-- Artist codes: an optional expiry and a revocation (an unused code can be withdrawn).
alter table artist_codes add column expires_at timestamptz;
alter table artist_codes add column revoked_at timestamptz;
-- Why a studio request was declined (told to the applicant).
alter table studio_requests add column reason text not null default '';
-- Who hid a post and why (a hidden post stays visible to its author, who is told).
alter table posts add column removed_reason text not null default '';

-- An operator hid your post / declined your studio request: notifications of their own kinds.
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'likePost', 'commentPost', 'likeArtwork', 'commentArtwork', 'follow', 'followRequest', 'newPost', 'studioApproved',
  'orderPlaced', 'orderPaid', 'orderShipped', 'orderDelivered', 'orderCancelled', 'orderDeclined', 'orderSold',
  'postHidden', 'studioDeclined'));
