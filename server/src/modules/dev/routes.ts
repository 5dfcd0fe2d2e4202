// Development helpers; app.ts does not register them when NODE_ENV=production.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { listOutbox } from '../mail/mailer';

const OutboxEntry = Type.Object({ to: Type.String(), subject: Type.String(), text: Type.String(), created: Type.String() });

export default async function devRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/outbox',
    { schema: { tags: ['dev'], description: 'Mails kept in the outbox, newest first (no SMTP_URL).', response: { 200: Type.Array(OutboxEntry) } } },
    () => listOutbox(app.db),
  );
}
