// Compresses answers built per request (API JSON, the shell's page) above a small threshold. Built files
// are not compressed here: the build wrote .br/.gz copies, which the web module sends as they are.
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      // Answers up to this size are compressed in one call and sent with their length. Above the plugin's
      // default for two cores (8 KiB) it streamed them: a listing (18 KB) took 1.9 ms of the main thread instead
      // of 1.1, in many small writes (npm run bench -- --no-cache, docs/performance.md).
      syncThreshold: 128 * 1024,
      encodings: ['br', 'gzip'],
      // Quality 4 costs about as much CPU as gzip and still beats it; 11 is for build time only.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compress' },
);
