// Sessions: `app.tokens` signs and checks the JWTs; `request.user` is set by lib/session's `authenticate`.
import fp from 'fastify-plugin';
import type { SignedInUser } from '../lib/session';
import { tokenService, type TokenService } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** Set by the `authenticate` hook of auth calls. */
    user: SignedInUser | null;
  }
}

export default fp(
  async (app) => {
    app.decorate('tokens', tokenService(app.config.jwtSecret));
    app.decorateRequest('user', null);
  },
  { name: 'session', dependencies: ['config', 'db'] },
);
