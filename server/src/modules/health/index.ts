// The health module: GET /api/check, which the client polls for maintenance mode.
import fp from 'fastify-plugin';
import healthRoutes from './routes';

export default fp(
  async (app) => {
    await app.register(healthRoutes, { prefix: '/api' });
  },
  { name: 'health', dependencies: ['config', 'db'] },
);
