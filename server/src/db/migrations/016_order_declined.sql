-- Issue 20: a declined wallet or card payment is an order status of its own (DECLINED), not a buyer's cancel.
alter table order_items drop constraint order_items_status_check;
alter table order_items add constraint order_items_status_check
  check (status in ('PENDING', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'DECLINED'));

-- Orders released by a declined payment before this were marked CANCELLED: they become DECLINED.
update order_items set status = 'DECLINED'
 where status = 'CANCELLED' and order_id in (select order_id from payments where status = 'declined');

-- The buyer hears of a decline in its own words (orderDeclined).
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (kind in (
  'likePost', 'commentPost', 'likeArtwork', 'commentArtwork', 'follow', 'followRequest', 'newPost', 'studioApproved',
  'orderPlaced', 'orderPaid', 'orderShipped', 'orderDelivered', 'orderCancelled', 'orderDeclined', 'orderSold'));
