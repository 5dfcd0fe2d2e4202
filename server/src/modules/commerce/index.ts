// The commerce module (spec §7.6): the server cart. Depends on no other module.
import fp from 'fastify-plugin';
import commerceRoutes from './routes';
import { CartLineSchema } from './schemas';

export default fp(
  async (app) => {
    app.addSchema(CartLineSchema);
    await app.register(commerceRoutes, { prefix: '/api' });
  },
  { name: 'commerce', dependencies: ['session', 'rate-limit'] },
);
