// The commerce domain's shapes (spec §3): a line of the server cart (GET /cart, POST /cart/addItem), an
// order as its buyer sees it and a studio's part of it (the Sales view). Amounts in NPR, at most two
// decimals (the spec's field names and unit; paisa stay inside the server).
import { Type, type Static } from '@sinclair/typebox';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../commerce/orders';
import { SHIPPING_FIELDS, type ShippingAddress } from '../commerce/shipping';

/** An amount in the spec's unit: NPR, at most two decimals (the server keeps integer paisa). */
export const Npr = (description: string) => Type.Number({ minimum: 0, description: `${description}, in NPR (at most two decimals)` });
export const OrderStatusSchema = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));
export const PaymentMethodSchema = Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m)));
/** Every shipping field, as text (typed as the address it is). */
export const ShippingFieldsSchema = Type.Object(Object.fromEntries(SHIPPING_FIELDS.map((f) => [f, Type.String({ maxLength: 200 })])));
const ShippingSchema = Type.Unsafe<ShippingAddress>(ShippingFieldsSchema);

export const OrderItemSchema = Type.Object({
  _id: Type.String(),
  product: Type.Union([
    Type.Object({ _id: Type.String(), slug: Type.String(), author: Type.Object({ _id: Type.String(), name: Type.String(), slug: Type.String(), role: Type.Integer() }) }),
    Type.Null(),
  ]),
  name: Type.String(),
  image: Type.String({ description: "The thumbnail's file name under /media/" }),
  price: Npr('Price at the time of the order'),
  qty: Type.Integer(),
  orderStatus: OrderStatusSchema,
});

export const OrderSchema = Type.Object(
  {
    _id: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    orderStatus: OrderStatusSchema,
    paymentMethod: PaymentMethodSchema,
    totalAmount: Npr('Rounded sum of the items'),
    taxPrice: Npr('Tax on the total (13%)'),
    shippingPrice: Npr('Shipping'),
    grandTotal: Npr('Rounded sum of total, tax and shipping'),
    shippingInfo: ShippingSchema,
    orderItems: Type.Array(OrderItemSchema),
  },
  { $id: 'Order' },
);

/** A studio's part of an order, as the studio sees it (the Sales view). */
export const SaleOrderSchema = Type.Object({
  orderId: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  orderStatus: OrderStatusSchema,
  paymentMethod: PaymentMethodSchema,
  buyer: Type.Object({ name: Type.String(), email: Type.String() }),
  shippingInfo: ShippingSchema,
  items: Type.Array(Type.Object({ _id: Type.String(), name: Type.String(), image: Type.String(), price: Npr('Price'), qty: Type.Integer() })),
});

export const CartLineSchema = Type.Object(
  {
    product_id: Type.Object({
      id: Type.String(),
      _id: Type.String(),
      slug: Type.String(),
      name: Type.String(),
      image: Type.String({ description: "The thumbnail's file name under /media/" }),
      priceField: Type.String(),
      price: Type.Number({ description: 'NPR' }),
      author: Type.Object({ name: Type.String(), slug: Type.String(), role: Type.Integer() }),
      stock: Type.Integer({ description: 'Pieces left now: 0 means sold out' }),
    }),
    quantity: Type.Integer({ minimum: 1 }),
    addedPrice: Type.Number({ description: 'NPR, the price when the line was added (differs from price when it changed since)' }),
  },
  { $id: 'CartLine' },
);

/** One line of the server cart (GET /cart, POST /cart/addItem, GET /cart/removeItem). */
export type CartLine = Static<typeof CartLineSchema>;
