// The mail module: mail templates and, when opened with DEV_OUTBOX=1 (never in production), the outbox page.
// Closed by default: it shows every reset link and code, so anyone reaching it could take any account.
import fp from 'fastify-plugin';
import outboxRoutes from './outbox-routes';

export default fp(
  async (app) => {
    if (app.config.devOutbox) await app.register(outboxRoutes, { prefix: '/api/dev' });
  },
  { name: 'mail', dependencies: ['config', 'db'] },
);
