export const OrderSchema = { $id: 'Order' };
