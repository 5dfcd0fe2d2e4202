// The auth module (spec §7.1) under {auth} = /auth: register, verify, login, logout, reset, social sign-in.
// Depends on users (the accounts it creates and reads) and mail.
import fp from 'fastify-plugin';
import { pruneIdempotentAnswers } from '../../lib/idempotency';
import { runPeriodically } from '../../lib/periodic';
import { pruneLoginFailures } from './login-throttle';
import authRoutes from './routes';
import { pruneEndedSessions } from './service';

export default fp(
  async (app) => {
    await app.register(authRoutes, { prefix: '/auth' });
    runPeriodically(app, 'pruning login failures', 3600_000, () => pruneLoginFailures(app.db));
    runPeriodically(app, 'pruning ended sessions', 3600_000, () => pruneEndedSessions(app.db));
    runPeriodically(app, 'pruning idempotent answers', 3600_000, () => pruneIdempotentAnswers(app.db));
  },
  { name: 'auth', dependencies: ['users', 'notifications', 'session', 'mailer', 'social-providers', 'rate-limit'] },
);
