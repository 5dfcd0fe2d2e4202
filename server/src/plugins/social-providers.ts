// `app.providers`: Google and Facebook sign-in, each only when the operator configured its ids.
import fp from 'fastify-plugin';
import { providersFromConfig, type Providers } from '../modules/auth/providers';

declare module 'fastify' {
  interface FastifyInstance {
    providers: Providers;
  }
}

export default fp<{ providers?: Providers }>(
  async (app, { providers }) => {
    app.decorate('providers', providers ?? providersFromConfig(app.config));
  },
  { name: 'social-providers', dependencies: ['config'] },
);
