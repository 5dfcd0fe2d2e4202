// Stored files: /media/* (static, cached for a year: every upload gets a new name) and
// /api/mediafile/* (the client's fallback location when an image fails to load from /media).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';

export const MEDIA_MAX_AGE_MS = 365 * 24 * 3600 * 1000;

export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/mediafile/*',
    {
      schema: {
        tags: ['media'],
        description: 'A stored file by its path under /media/ (fallback location).',
        params: Type.Object({ '*': Type.String() }),
      },
    },
    (req: FastifyRequest<{ Params: { '*': string } }>, reply) =>
      reply.sendFile(req.params['*'], app.config.uploadsDir, { maxAge: MEDIA_MAX_AGE_MS, immutable: true }),
  );
}
