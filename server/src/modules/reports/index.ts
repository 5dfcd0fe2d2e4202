// The reports module: report categories, reports of posts, artworks and people, and the moderation queue
// the operator works through with `npm run admin -- reports`.
import fp from 'fastify-plugin';
import reportRoutes from './routes';

export default fp(
  async (app) => {
    await app.register(reportRoutes, { prefix: '/api' });
  },
  { name: 'reports', dependencies: ['session', 'rate-limit', 'notifications'] },
);
