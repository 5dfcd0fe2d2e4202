// The alerts module (issue 25 §4, ADR 0024): saved alerts, matched against every newly published work after
// its upload answered (the catalogue's `published` event, one work at a time), a grouped notification per
// alert through app.notifier, and at most one mail a day listing the new works. Depends on catalogue
// (the work, categories), users (the studio, the mail's address), notifications and the mailer.
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic';
import { sendDigests } from './digest';
import { matchQueue } from './matching';
import alertRoutes from './routes';

/** How often the mail is looked for; a person gets one a day at most whatever this is. */
const DIGEST_SWEEP_MS = 15 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    alerts: { idle(): Promise<void> };
  }
}

export default fp(
  async (app) => {
    const queue = matchQueue(app);
    app.catalogueEvents.on('published', (slug) => queue.add(slug));
    app.decorate('alerts', { idle: queue.idle });
    app.addHook('onClose', () => queue.idle());
    await app.register(alertRoutes, { prefix: '/api' });
    const { db, mailer, config } = app;
    runPeriodically(app, 'alert mails', DIGEST_SWEEP_MS, () => sendDigests({ db, mailer, publicUrl: config.publicUrl, secret: config.jwtSecret, log: app.log }));
  },
  { name: 'alerts', dependencies: ['catalogue', 'users', 'notifications', 'mailer', 'session', 'rate-limit'] },
);
