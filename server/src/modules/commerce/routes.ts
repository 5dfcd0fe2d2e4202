// Cart calls (spec §7.6) under {api} = /api.
import type { FastifyInstance } from 'fastify';
import { authenticate, userOf } from '../auth/current-user';
import { addToCart, getCart, removeFromCart } from './cart';
import { cartSchemas } from './schemas';

export default async function commerceRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preValidation: authenticate };
  const answer = (products: Awaited<ReturnType<typeof getCart>>) => ({ status: 'success', data: { products } });

  app.get('/cart', { ...auth, schema: cartSchemas.get }, async (req) => answer(await getCart(app.db, userOf(req).id)));

  app.post<{ Body: { product_id: string } }>('/cart/addItem', { ...auth, schema: cartSchemas.add }, async (req) =>
    answer(await addToCart(app.db, userOf(req).id, req.body.product_id)),
  );

  app.get<{ Querystring: { productId: string } }>('/cart/removeItem', { ...auth, schema: cartSchemas.remove }, async (req) =>
    answer(await removeFromCart(app.db, userOf(req).id, req.query.productId)),
  );
}
