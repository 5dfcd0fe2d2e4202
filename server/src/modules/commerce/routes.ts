// Cart calls (spec §7.6) under {api} = /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { perUser } from '../../lib/rate-limits';
import { authenticate, userOf } from '../../lib/session';
import { addToCart, getCart, mergeIntoCart, removeFromCart, type CartLine } from './cart';
import { cartSchemas } from './schemas';

const commerceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preValidation: authenticate };
  const { writeMax, windowMs } = app.config.rateLimit;
  const limited = (name: string) => ({ preHandler: perUser(app, name, writeMax, windowMs) });
  const answer = (products: CartLine[]) => ({ status: 'success', data: { products } });

  app.get('/cart', { ...auth, schema: cartSchemas.get }, async (req) => answer(await getCart(app.db, userOf(req).id)));

  app.post('/cart/addItem', { ...auth, ...limited('cart-add'), schema: cartSchemas.add }, async (req) => answer(await addToCart(app.db, userOf(req).id, req.body.product_id)));

  app.post('/cart/merge', { ...auth, ...limited('cart-merge'), schema: cartSchemas.merge }, async (req) =>
    answer(await mergeIntoCart(app.db, userOf(req).id, req.body.products)),
  );

  app.get('/cart/removeItem', { ...auth, ...limited('cart-remove'), schema: cartSchemas.remove }, async (req) =>
    answer(await removeFromCart(app.db, userOf(req).id, req.query.productId)),
  );
};

export default commerceRoutes;
