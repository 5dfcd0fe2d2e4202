// GET /api/check: the client turns maintenance mode on when this fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MSG } from '@kala/shared/messages';
import { HttpError } from '../../lib/http-error';
import { answers } from '../../lib/schemas';

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
    const maintenance = new HttpError(503, 'maintenance', MSG.maintenance);
    if (app.config.maintenance) throw maintenance;
    await app.db.query('select 1').catch((err: unknown) => {
      req.log.error({ err }, 'database unreachable');
      throw maintenance;
    });
    return { status: 'success', version };
  });
};

export default healthRoutes;
