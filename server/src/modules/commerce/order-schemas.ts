// Request and answer shapes of the order, payment and sales calls (docs/api/commerce.md). Amounts in NPR.
import { Type } from '@sinclair/typebox';
import { WALLET_PROVIDERS } from '@kala/shared/commerce';
import { OrderSchema, PaymentMethodSchema, SaleOrderSchema, ShippingFieldsSchema } from '@kala/shared/contracts/commerce';
import { CodedFields, answers } from '../../lib/schemas';

export { OrderSchema };

const security = [{ jwt: [] }];
const Method = PaymentMethodSchema;
const ShippingIn = Type.Partial(ShippingFieldsSchema);

const Ok = Type.Object({ status: Type.Literal('success'), message: Type.String(), ...CodedFields });
const OrderId = Type.String({ maxLength: 100 });
/** The sandbox link's signature (the buyer's `paymentUrl` carries it). */
const SandboxKey = Type.Object({ key: Type.Optional(Type.String({ maxLength: 100 })) });

export const orderSchemas = {
  place: {
    tags: ['orders'],
    security,
    description:
      'Places an order at the current prices (the amounts sent are ignored), reserving the stock. The Idempotency-Key header names one submit: sending it again answers the same order.',
    headers: Type.Object({ 'idempotency-key': Type.String({ minLength: 8, maxLength: 100 }) }),
    body: Type.Object({
      orderItems: Type.Array(
        Type.Object({
          product: Type.String({ maxLength: 100 }),
          qty: Type.Integer({ minimum: 1, maximum: 50 }),
          name: Type.Optional(Type.String()),
          image: Type.Optional(Type.String()),
          price: Type.Optional(Type.Number({ description: 'Ignored: the server prices every item' })),
        }),
        { minItems: 1, maxItems: 100 },
      ),
      paymentMethod: Method,
      paymentProvider: Type.Optional(
        Type.Union(WALLET_PROVIDERS.map((w) => Type.Literal(w)), { description: 'The wallet chosen (GET /api/payments/options); the first offered when absent or not offered' }),
      ),
      shippingInfo: ShippingIn,
      taxPrice: Type.Optional(Type.Number({ description: 'Ignored' })),
      shippingPrice: Type.Optional(Type.Number({ description: 'Ignored' })),
      totalAmount: Type.Optional(Type.Number({ description: 'Ignored' })),
      grandTotal: Type.Optional(Type.Number({ description: 'Ignored' })),
    }),
    response: answers(
      Type.Object({ status: Type.Literal('success'), orderId: Type.String(), paymentMethod: Method, paymentUrl: Type.Optional(Type.String()) }),
      400,
      401,
      404,
    ),
  },
  list: { tags: ['orders'], security, response: answers(Type.Object({ status: Type.Literal('success'), result: Type.Array(Type.Ref('Order')) }), 401) },
  one: {
    tags: ['orders'],
    security,
    params: Type.Object({ id: OrderId }),
    response: answers(Type.Object({ status: Type.Literal('success'), result: Type.Ref('Order') }), 401, 404),
  },
  cancel: {
    tags: ['orders'],
    security,
    description: 'Cancels a PENDING order of yours; its stock comes back.',
    body: Type.Object({ order_id: OrderId, item_id: Type.Optional(Type.String({ maxLength: 100 })) }),
    response: answers(Ok, 400, 401, 404),
  },
  sales: { tags: ['orders'], security, response: answers(Type.Object({ status: Type.Literal('success'), result: Type.Array(SaleOrderSchema) }), 401) },
  advance: {
    tags: ['orders'],
    security,
    description: "Marks your items of an order SHIPPED (paid, or cash on delivery) or DELIVERED (shipped).",
    body: Type.Object({ order_id: OrderId, status: Type.Union([Type.Literal('SHIPPED'), Type.Literal('DELIVERED')]) }),
    response: answers(Ok, 400, 401, 404),
  },
  sandboxPage: {
    tags: ['payments'],
    params: Type.Object({ id: OrderId }),
    querystring: SandboxKey,
    description: "The sandbox gateway page (HTML), for the order's buyer: the signed link (`paymentUrl`) or the buyer's JWT.",
  },
  sandboxDecide: {
    tags: ['payments'],
    params: Type.Object({ id: OrderId }),
    querystring: SandboxKey,
    body: Type.Object({ result: Type.Union([Type.Literal('approved'), Type.Literal('declined')]) }),
    description: "The buyer's decision (signed link or the buyer's JWT): redirects to the signed callback.",
  },
  callback: {
    tags: ['payments'],
    params: Type.Object({ provider: Type.String({ maxLength: 40 }) }),
    querystring: Type.Record(Type.String(), Type.String({ maxLength: 500 })),
    description: "A provider's signed result: verified, applied once, then to /checkout/success or /checkout/failure.",
  },
};
