// Request and answer shapes of the cart calls (docs/api/catalogue.md, Cart).
import { Type } from '@sinclair/typebox';
import { answers } from '../../lib/schemas';
import { CartLineSchema } from '@kala/shared/contracts/commerce';

export { CartLineSchema };

const security = [{ jwt: [] }];
const CartAnswer = Type.Object({ status: Type.Literal('success'), data: Type.Object({ products: Type.Array(Type.Ref('CartLine')) }) });

export const cartSchemas = {
  get: { tags: ['cart'], security, response: answers(CartAnswer, 401) },
  add: {
    tags: ['cart'],
    security,
    description: 'Adds one of a work in store that is not your own; adding it again raises the quantity by 1 (up to the stock).',
    body: Type.Object({
      product_id: Type.String({ maxLength: 100, description: 'The artwork id' }),
      quantity: Type.Optional(Type.Literal(1, { description: 'Always 1 (spec §9)' })),
    }),
    response: answers(CartAnswer, 400, 401, 404),
  },
  merge: {
    tags: ['cart'],
    security,
    description:
      "Adds a guest's cart after login: each line raised to at least the guest's quantity (never lowered, capped by the stock). " +
      'Works no longer for sale, your own and those of someone a block stands between are left out. Sending it again changes nothing.',
    body: Type.Object({
      products: Type.Array(
        Type.Object({ product_id: Type.String({ maxLength: 100, description: 'The artwork id' }), quantity: Type.Integer({ minimum: 1, maximum: 1000 }) }),
        { maxItems: 200 },
      ),
    }),
    response: answers(CartAnswer, 400, 401),
  },
  remove: {
    tags: ['cart'],
    security,
    querystring: Type.Object({ productId: Type.String({ minLength: 1, maxLength: 100 }) }),
    response: answers(CartAnswer, 400, 401),
  },
};
