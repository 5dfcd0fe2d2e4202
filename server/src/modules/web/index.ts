// The web module: the built front end (shell, remotes, /remotes.json) on the API's port, when it exists.
import fp from 'fastify-plugin';
import webRoutes from './routes';

export default fp(
  async (app) => {
    if (app.config.web) await app.register(webRoutes, app.config.web);
  },
  { name: 'web', dependencies: ['config'] },
);
