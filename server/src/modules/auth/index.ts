// The auth module (spec §7.1) under {auth} = /auth: register, verify, login, reset, social sign-in.
// Depends on users (the accounts it creates and reads) and mail.
import fp from 'fastify-plugin';
import authRoutes from './routes';

export default fp(
  async (app) => {
    await app.register(authRoutes, { prefix: '/auth' });
  },
  { name: 'auth', dependencies: ['users', 'session', 'mailer', 'social-providers', 'rate-limit'] },
);
