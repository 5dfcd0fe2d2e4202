import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginPrecompress } from '../tooling/rsbuild-precompress';
import { pluginStartupFiles } from '../tooling/rsbuild-startup-files';
import { pluginMfEsmRuntime } from '../tooling/rsbuild-mf-esm-runtime';
import { mfShared, remoteAssetPrefix } from '../mf-shared.config';
import pkg from './package.json';

// REMOTE_VERSION lets an operator build a second version side by side (nginx picks the live one).
const version = process.env.REMOTE_VERSION ?? pkg.version;

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginPrecompress(),
    pluginStartupFiles({ start: 'container entry' }),
    pluginMfEsmRuntime(),
    pluginModuleFederation({
      name: 'mf_commerce',
      filename: 'remoteEntry.js',
      exposes: { './app': './src/app/lifecycles.tsx' },
      shared: mfShared,
      dts: false,
      experiments: { externalRuntime: true, optimization: { disableSnapshot: true } },
    }),
  ],
  source: { entry: { index: './src/index.ts' }, define: { __REMOTE_VERSION__: JSON.stringify(version) } },
  output: {
    assetPrefix: remoteAssetPrefix('mf-commerce', version),
    cssModules: { localIdentName: 'com_[local]_[hash:base64:5]' },
    filenameHash: true,
    // REMOTE_DIST lets a deploy (or the nginx e2e) build a version into its own folder.
    distPath: { root: process.env.REMOTE_DIST ?? 'dist' },
    // `node tooling/dependency-costs.mjs mf-commerce` builds with hidden source maps (into REMOTE_DIST).
    ...(process.env.KALA_ANALYZE === '1' && { sourceMap: { js: 'hidden-source-map' } }),
  },
  html: { title: 'mf-commerce' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
