// Stored files: /media/* (static from local disk, cached for a year: every upload gets a new name) and
// /api/mediafile/* (the client's fallback location when an image fails to load from /media), which
// streams through the storage driver, so it works for local disk and S3 alike.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../../lib/http-error';

export const MEDIA_MAX_AGE_MS = 365 * 24 * 3600 * 1000;

const schema = {
  tags: ['media'],
  description: 'A stored file by its path under /media/ (fallback location), from local disk or S3.',
  params: Type.Object({ '*': Type.String() }),
};

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/mediafile/*', { schema }, async (req, reply) => {
    const file = await app.storage.get(req.params['*']);
    if (!file) throw notFound();
    reply.header('content-type', file.contentType);
    reply.header('cache-control', `public, max-age=${MEDIA_MAX_AGE_MS / 1000}, immutable`);
    if (file.size !== null) reply.header('content-length', file.size);
    return reply.send(file.body);
  });
};

export default mediaRoutes;
