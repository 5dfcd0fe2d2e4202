// `app.mailer`: SMTP when SMTP_URL is set, else the outbox table (and the log); tests may bring their own.
import fp from 'fastify-plugin';
import { outboxMailer, smtpMailer, type Mailer } from '../modules/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ mailer?: Mailer }>(
  async (app, { mailer }) => {
    const { smtpUrl, mailFrom } = app.config;
    const fallback = () => (smtpUrl ? smtpMailer(smtpUrl, mailFrom) : outboxMailer(app.db, (o, m) => app.log.info(o, m)));
    app.decorate('mailer', mailer ?? fallback());
  },
  { name: 'mailer', dependencies: ['config', 'db'] },
);
