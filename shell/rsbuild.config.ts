import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginPrecompress } from '../tooling/rsbuild-precompress';
import { pluginServiceWorker } from '../tooling/rsbuild-service-worker';
import { pluginStartupFiles } from '../tooling/rsbuild-startup-files';
import { pluginMfEsmRuntime } from '../tooling/rsbuild-mf-esm-runtime';
import { mfShared, sharedResolve } from '../mf-shared.config';
import { MINIFY, cssModuleNames } from '../tooling/rsbuild-minify';
import path from 'node:path';
import pkg from './package.json';

const REACT_ROUTER_COOKIES = path.resolve(__dirname, '../tooling/stubs/react-router-cookies.mjs');

// Each deploy gets an id; the running page compares it with /version.json to offer 'Update Available'.
const buildId = process.env.BUILD_ID ?? `${pkg.version}-${Date.now().toString(36)}`;

export default defineConfig({
  plugins: [
    pluginReact(),
    // Before precompression: sw.js gets its .br/.gz copies too.
    pluginServiceWorker('./sw/service-worker.ts'),
    pluginPrecompress(),
    pluginStartupFiles({ start: './bootstrap', provides: { forRemotes: ['@tanstack/react-query'] } }),
    pluginMfEsmRuntime(),
    // Remotes are not baked in: the shell reads /remotes.json at start and registers them at run time.
    pluginModuleFederation({
      name: 'kala_shell',
      remotes: {},
      shared: mfShared,
      dts: false,
      shareStrategy: 'loaded-first',
      experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
    }),
  ],
  source: { entry: { index: './src/index.ts' }, define: { __BUILD_ID__: JSON.stringify(buildId) } },
  html: {
    title: 'Kala — art from the studios of Nepal',
    meta: { description: 'Kala is an online art marketplace and social network for the studios of Nepal.', 'theme-color': '#984B48' },
    // PNGs only, here and in the manifest: Chromium draws an SVG icon (the page's, or the manifest's it fetches
    // for installing) on the page's main thread as a document of its own, after the first paint: 34 ms in a
    // newly started browser on a fast machine (a new page's style and its default font looked up), 5 ms in one
    // already running.
    favicon: './public/favicon-32.png',
    // Installable (issue 25): the web app manifest and the home-screen icon.
    tags: [
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, head: true },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' }, head: true },
    ],
  },
  output: {
    assetPrefix: '/',
    // Eight hex digits tell contents apart well enough; the entry lists every chunk's (issue 26 §3: −95 B gz).
    filenameHash: 'contenthash:8',
    minify: MINIFY,
    // `node tooling/dependency-costs.mjs shell` builds with hidden source maps into its own folder.
    ...(process.env.KALA_ANALYZE === '1' && { sourceMap: { js: 'hidden-source-map' }, distPath: { root: process.env.KALA_DIST } }),
    cssModules: cssModuleNames('sh'),
    copy: [{ from: './public', to: '.' }],
  },
  server: { port: 8081 },
  tools: {
    rspack: (config, { rspack }) => {
      // react-router's cookie helpers are server-only: their two CommonJS packages stay out (issue 26 §3).
      config.plugins.push(
        new rspack.NormalModuleReplacementPlugin(/^(cookie|set-cookie-parser)$/, (resolveData) => {
          if (/[\\/]react-router[\\/]/.test(resolveData.context ?? '')) resolveData.request = REACT_ROUTER_COOKIES;
        }),
      );
      config.module.rules.push({ test: REACT_ROUTER_COOKIES, sideEffects: false });
      config.resolve = { ...config.resolve, ...sharedResolve, alias: { ...config.resolve?.alias, ...sharedResolve.alias } };
      // /version.json: what the update prompt compares against the running build.
      config.plugins.push({
        apply(compiler: import('@rspack/core').Compiler) {
          compiler.hooks.thisCompilation.tap('kala-version-file', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'kala-version-file', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
              compilation.emitAsset('version.json', new rspack.sources.RawSource(JSON.stringify({ buildId })));
            });
          });
        },
      });
      return config;
    },
  },
});
