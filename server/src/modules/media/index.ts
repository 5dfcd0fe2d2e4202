// The media module: uploaded pictures at /media/ (local disk) and /api/mediafile/ (any storage).
// Image checks and sizes (upload.ts, images.ts) are used by the modules that take uploads.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import { savingDataFor } from '../../lib/data-saver';
import mediaRoutes, { MEDIA_MAX_AGE_MS } from './routes';

/** A picture's larger sizes (images.ts names them `<slug>-<size>.webp`). */
const LARGER_SIZE = /-(gallery|productImage)\.webp$/;

/**
 * In its own context: @fastify/static's reply.sendFile stays out of other modules. Saving data (issue 25),
 * a larger size is answered with the picture's thumbnail: the page asks as usual, the wire carries less.
 */
async function localFiles(app: FastifyInstance): Promise<void> {
  const root = app.config.uploadsDir;
  await app.register(fastifyStatic, { root, serve: false });
  const sent = { maxAge: MEDIA_MAX_AGE_MS, immutable: true };
  app.get('/media/*', { schema: { hide: true, params: Type.Object({ '*': Type.String() }) } }, (req, reply) => {
    const file = (req.params as { '*': string })['*'];
    if (!LARGER_SIZE.test(file)) return reply.sendFile(file, sent);
    // The same address answers two ways: caches keep them apart.
    reply.header('Vary', 'Save-Data, ECT, Cookie');
    const small = file.replace(LARGER_SIZE, '-thumbnail.webp');
    return reply.sendFile(savingDataFor(req) && existsSync(path.join(root, small)) ? small : file, sent);
  });
}

export default fp(
  async (app) => {
    await app.register(localFiles);
    await app.register(mediaRoutes, { prefix: '/api' });
  },
  { name: 'media', dependencies: ['storage'] },
);
