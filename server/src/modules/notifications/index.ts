// The notifications module: the realtime socket (live.ts), the notifier other modules call after a like,
// comment, follow or post (app.notifier), and the notification calls. It depends on no other module, so
// users, catalogue and social can all report to it.
import fp from 'fastify-plugin';
import { startLive, type Live } from './live';
import { notifier, type Notifier } from './notifications';
import notificationRoutes from './routes';
import { NotificationSchema } from './schemas';

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
    notifier: Notifier;
  }
}

export default fp(
  async (app) => {
    const live = await startLive(app);
    app.decorate('live', live);
    app.decorate('notifier', notifier(app.db, live, app.log));
    app.addSchema(NotificationSchema);
    await app.register(notificationRoutes, { prefix: '/api' });
  },
  { name: 'notifications', dependencies: ['session'] },
);
