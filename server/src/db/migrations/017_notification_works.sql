-- Issue 20: an order's notification names the works it is about ("Your order of “Red Tara” from Asha was
-- cancelled"). Existing order notifications take their works' names from the order.
alter table notifications add column work text;
update notifications n set work = (
  select string_agg(i.name, ', ' order by i.position) from order_items i
   where i.order_id = n.subject_id and i.seller_id = case when n.kind = 'orderSold' then n.recipient_id else n.sender_id end)
 where n.kind like 'order%';
