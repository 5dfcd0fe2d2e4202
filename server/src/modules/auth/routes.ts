// Auth calls of spec §7.1 under {auth} = /auth.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG_CODED } from '@kala/shared/messages';
import { HttpError, textFields } from '../../lib/http-error';
import { perAddress } from '../../lib/rate-limits';
import { sha256 } from '../../lib/crypto';
import { currentUserId } from '../../lib/session';
import { deviceCookies } from './device-cookie';
import { tokenFromHeader } from '../../lib/tokens';
import { schemas as s } from './schemas';
import * as auth from './service';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { publicUrl, jwtSecret } = app.config;
  const devices = deviceCookies(jwtSecret, publicUrl.startsWith('https:'));
  const deps: auth.AuthDeps = { db: app.db, mailer: app.mailer, tokens: app.tokens, devices, publicUrl, passwordCost: app.config.passwordCost };
  // Each of these answers a guess (a code, an address, a token): limit them per address and route.
  // Login has a higher flood guard: its failures are throttled per account and per address instead.
  const { max, loginMax, windowMs } = app.config.rateLimit;
  const limited = perAddress(max, windowMs);
  const loginLimited = perAddress(loginMax, windowMs);

  app.post('/register', { schema: s.register, config: limited }, async (req) => {
    await auth.register(deps, req.body);
    return { status: 'success', ...textFields(MSG_CODED.registered) };
  });

  app.post('/verifyemail/:code', { schema: s.verify, config: limited }, async (req) => {
    await auth.verifyEmail(deps, req.params.code);
    return { status: 'success', ...textFields(MSG_CODED.emailVerified) };
  });

  app.post('/resendverificationemail', { schema: s.resend, config: limited }, async (req) => ({
    status: 'success',
    ...textFields(await auth.resendVerification(deps, req.body.email ?? '')),
  }));

  app.post('/login', { schema: s.login, config: loginLimited }, async (req, reply) => {
    const attempt = { email: req.body.email ?? '', password: req.body.password ?? '', address: req.ip, cookieHeader: req.headers.cookie };
    const { deviceCookie, ...session } = await auth.login(deps, attempt);
    reply.header('set-cookie', deviceCookie);
    return { status: 'success', ...session };
  });

  app.post('/authenticate', { schema: s.authenticate }, async (req) => ({
    status: 'success',
    user: await auth.authenticate(deps, await currentUserId(req)),
  }));

  app.post('/logout', { schema: s.logout }, async (req) => {
    const token = tokenFromHeader(req.headers.authorization);
    const claims = token && (await app.tokens.verify(token));
    if (claims) {
      const tokenHash = sha256(token);
      await auth.endSession(app.db, tokenHash, claims.expiresAt);
      app.live.endSession(tokenHash);
    }
    return { status: 'success' };
  });

  app.post('/resetpassword', { schema: s.resetRequest, config: limited }, async (req) => {
    await auth.requestPasswordReset(deps, req.body.email ?? '');
    return { status: 'success', ...textFields(MSG_CODED.checkYourEmail) };
  });

  app.post('/resetpassword/:token', { schema: s.reset, config: limited }, async (req) => {
    const reset = await auth.resetPassword(deps, req.params.token, req.body.password ?? '', req.body['confirm-password'] ?? '');
    // Sockets of the sessions the reset ended are closed too, on every server process.
    app.live.endSessionsBefore(reset.userId, reset.version);
    return { status: 'success', ...textFields(MSG_CODED.passwordChanged) };
  });

  for (const name of ['google', 'facebook'] as const) {
    app.post(`/${name}`, { schema: s.social, config: limited }, async (req) => {
      const provider = app.providers[name];
      if (!provider) throw new HttpError(400, 'error', MSG_CODED.providerNotConfigured);
      const profile = await provider.verify(req.body).catch((err: unknown) => {
        req.log.info({ err, provider: name }, 'social token rejected');
        throw new HttpError(401, 'error', MSG_CODED.socialFailed);
      });
      return { status: 'success', ...(await auth.socialSignIn(deps, profile)) };
    });
  }

  app.get('/providers', { schema: s.providers }, async () => ({
    status: 'success',
    google: app.providers.google?.clientId ?? null,
    facebook: app.providers.facebook?.clientId ?? null,
  }));
};

export default authRoutes;
