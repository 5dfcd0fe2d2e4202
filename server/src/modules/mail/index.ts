// The mail module: mail templates and, outside production, the outbox page for development.
import fp from 'fastify-plugin';
import outboxRoutes from './outbox-routes';

export default fp(
  async (app) => {
    if (!app.config.isProduction) await app.register(outboxRoutes, { prefix: '/api/dev' });
  },
  { name: 'mail', dependencies: ['config', 'db'] },
);
