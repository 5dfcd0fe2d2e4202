// Writes brotli (.br) and gzip (.gz) copies of every text file a build emits, so the Node server and nginx
// serve compressed files with no work per request (gzip_static / brotli_static, @fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const TEXT = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 256;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompress(dir: string): void {
  for (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

export const pluginPrecompress = (): RsbuildPlugin => ({
  name: 'kala:precompress',
  setup(api) {
    // After every other plugin's last word on the files (the startup files' compile hint, the service worker).
    api.onAfterBuild({ order: 'post', handler: () => precompress(api.context.distPath) });
  },
});
