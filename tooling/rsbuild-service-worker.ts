// The shell's service worker (issue 25, ADR 0022): shell/sw/service-worker.ts bundled for a worker with
// esbuild, then Workbox's injectManifest writes the precache list of the finished build into it (dist/sw.js).
// After the build, before precompression (the plugin is listed before pluginPrecompress). Outside the
// initial JavaScript budget: the page registers it after load; `npm run size` lists it.
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import type { RsbuildPlugin } from '@rsbuild/core';

export const pluginServiceWorker = (source: string): RsbuildPlugin => ({
  name: 'kala:service-worker',
  setup(api) {
    api.onAfterBuild(async () => {
      const dist = api.context.distPath;
      const bundled = path.join(api.context.cachePath, 'sw.bundled.js');
      await build({ entryPoints: [source], bundle: true, minify: true, format: 'iife', target: 'es2020', outfile: bundled, define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'warning' });
      const { warnings } = await injectManifest({
        swSrc: bundled,
        swDest: path.join(dist, 'sw.js'),
        globDirectory: dist,
        // The shell's own files, its offline page and icons; index.html is written per request (never precached).
        globPatterns: ['static/**/*.{js,css,svg,png,woff2}', 'offline.html', 'offline.css', 'offline.js', 'manifest.webmanifest', 'icons/*.png', 'favicon-32.png'],
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
        // Hashed names need no revision.
        dontCacheBustURLsMatching: /\/static\/.+\.[0-9a-f]{8,}\./,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      });
      for (const w of warnings) api.logger.warn(`service worker: ${w}`);
    });
  },
});
