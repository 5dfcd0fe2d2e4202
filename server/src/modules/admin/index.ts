// The admin module (issue 23, ADR 0020): the operators' console calls under /api/admin, every one behind
// requireAdmin, every write in the append-only audit log. The command line's make-admin / revoke-admin and
// its local channel (local-channel.ts) live here too.
import fp from 'fastify-plugin';
import { requireAdmin } from './guard';
import adminRoutes from './routes';

export default fp(
  async (app) => {
    await app.register(
      async (admin) => {
        admin.addHook('onRequest', requireAdmin);
        await admin.register(adminRoutes);
      },
      { prefix: '/api/admin' },
    );
  },
  { name: 'admin', dependencies: ['session', 'notifications', 'storage', 'users'] },
);
