-- 043 (alert matches) and 045 (hidden artworks and comments) were written side by side and each re-created
-- the kinds' check from its own list: 045's left out 'alertMatch'. Every kind the server writes, once.
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'likePost', 'commentPost', 'likeArtwork', 'commentArtwork', 'follow', 'followRequest', 'newPost', 'studioApproved',
  'orderPlaced', 'orderPaid', 'orderShipped', 'orderDelivered', 'orderCancelled', 'orderDeclined', 'orderSold',
  'postHidden', 'studioDeclined', 'artworkHidden', 'commentHidden', 'alertMatch'));
