// The media module: uploaded pictures at /media/ (local disk) and /api/mediafile/ (any storage).
// Image checks and sizes (upload.ts, images.ts) are used by the modules that take uploads.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import mediaRoutes, { MEDIA_MAX_AGE_MS } from './routes';

/** In its own context: @fastify/static's reply.sendFile stays out of other modules. */
async function localFiles(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, { root: app.config.uploadsDir, prefix: '/media/', maxAge: MEDIA_MAX_AGE_MS, immutable: true });
}

export default fp(
  async (app) => {
    await app.register(localFiles);
    await app.register(mediaRoutes, { prefix: '/api' });
  },
  { name: 'media', dependencies: ['storage'] },
);
