// The auth module (spec §7.1) under {auth} = /auth: register, verify, login, reset, social sign-in.
// Depends on users (the accounts it creates and reads) and mail.
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic';
import { pruneLoginFailures } from './login-throttle';
import authRoutes from './routes';

export default fp(
  async (app) => {
    await app.register(authRoutes, { prefix: '/auth' });
    runPeriodically(app, 'pruning login failures', 3600_000, () => pruneLoginFailures(app.db));
  },
  { name: 'auth', dependencies: ['users', 'notifications', 'session', 'mailer', 'social-providers', 'rate-limit'] },
);
