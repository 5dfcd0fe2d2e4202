// GET /api/dev/outbox: the mails kept in the outbox. Shows codes and reset links: only with DEV_OUTBOX=1, never in production.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { listOutbox } from './mailer';

const OutboxEntry = Type.Object({ to: Type.String(), subject: Type.String(), text: Type.String(), created: Type.String() });
const schema = { tags: ['dev'], description: 'Mails kept in the outbox, newest first (no SMTP_URL).', response: { 200: Type.Array(OutboxEntry) } };

const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/outbox', { schema }, () => listOutbox(app.db));
};

export default outboxRoutes;
