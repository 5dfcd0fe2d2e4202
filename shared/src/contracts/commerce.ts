// The commerce domain's shapes (spec §3): a line of the server cart (GET /cart, POST /cart/addItem).
import { Type } from '@sinclair/typebox';

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
