// GET /api/check: the client turns maintenance mode on when this fails. GET /api/health (liveness: the
// process answers) and GET /api/ready (readiness: database, Redis and storage reachable) are for nginx,
// systemd and monitoring (issue 21 §4).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG_CODED } from '@kala/shared/messages';
import { HttpError, textFields } from '../../lib/http-error';
import { CodedFields, answers } from '../../lib/schemas';

function readVersion(serverRoot: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const version = readVersion(app.config.serverRoot);
  const schema = {
    tags: ['health'],
    description: "503 with status 'maintenance' when MAINTENANCE is set or the database does not answer.",
    response: answers(Type.Object({ status: Type.Literal('success'), version: Type.String() }), 503),
  };
  app.get('/check', { schema }, async (req) => {
    const maintenance = new HttpError(503, 'maintenance', MSG_CODED.maintenance);
    if (app.config.maintenance) throw maintenance;
    await app.db.query('select 1').catch((err: unknown) => {
      req.log.error({ err }, 'database unreachable');
      throw maintenance;
    });
    return { status: 'success', version };
  });

  app.get(
    '/health',
    { schema: { tags: ['health'], description: 'Liveness: answers while the process runs; asks nothing else.', response: { 200: Type.Object({ status: Type.Literal('success'), version: Type.String() }) } } },
    async () => ({ status: 'success' as const, version }),
  );

  const readySchema = {
    tags: ['health'],
    description: "Readiness: 503 (status 'maintenance', with the names of the failed dependencies) while the database, Redis or the storage is unreachable.",
    response: {
      200: Type.Object({ status: Type.Literal('success'), version: Type.String() }),
      503: Type.Object({ status: Type.String(), message: Type.String(), ...CodedFields, failed: Type.Array(Type.String()), requestId: Type.Optional(Type.String()) }),
    },
  };
  app.get('/ready', { schema: readySchema }, async (req, reply) => {
    const failed = await app.readiness.run();
    if (Object.keys(failed).length === 0) return { status: 'success' as const, version };
    // The reasons (addresses, errors) go to the log only: this answer is public.
    req.log.error({ failed }, 'not ready');
    return reply.code(503).send({ status: 'maintenance', ...textFields(MSG_CODED.maintenance), failed: Object.keys(failed).sort() });
  });
};

export default healthRoutes;
