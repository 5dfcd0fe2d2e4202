-- A new work that matches a saved alert (issue 25 §4) is a notification kind of its own.
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'likePost', 'commentPost', 'likeArtwork', 'commentArtwork', 'follow', 'followRequest', 'newPost', 'studioApproved',
  'orderPlaced', 'orderPaid', 'orderShipped', 'orderDelivered', 'orderCancelled', 'orderDeclined', 'orderSold',
  'postHidden', 'studioDeclined', 'alertMatch'));
