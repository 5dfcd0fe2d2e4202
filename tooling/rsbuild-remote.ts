// The one Rsbuild config of every remote: Module Federation with the shared singletons, precompressed
// files, the startup list the server preloads, the routes it publishes, and the budget settings of ADR 0007. A remote's own
// rsbuild.config.ts only names itself.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginPrecompress } from './rsbuild-precompress';
import { pluginStartupFiles } from './rsbuild-startup-files';
import { pluginRouteManifest } from './rsbuild-route-manifest';
import { pluginMfEsmRuntime } from './rsbuild-mf-esm-runtime';
import { mfShared, remoteAssetPrefix, sharedResolve } from '../mf-shared.config';
import { MINIFY, cssModuleNames } from './rsbuild-minify';

export interface RemoteBuild {
  /** Folder and npm name, `mf-social`; the Module Federation name is the same with `_`. */
  folder: string;
  /** Prefix of the remote's CSS-module class names, so they never collide with another remote's. */
  cssPrefix: string;
  /** The package version; REMOTE_VERSION lets an operator build a second version side by side. */
  version: string;
}

export function defineRemoteConfig({ folder, cssPrefix, version: packageVersion }: RemoteBuild) {
  const version = process.env.REMOTE_VERSION ?? packageVersion;
  const name = folder.replace(/-/g, '_');
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginPrecompress(),
      pluginStartupFiles({ start: 'container entry' }),
      pluginRouteManifest(name),
      pluginMfEsmRuntime(),
      pluginModuleFederation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './app': './src/app/lifecycles.tsx' },
        shared: mfShared,
        dts: false,
        experiments: { externalRuntime: true, optimization: { disableSnapshot: true } },
      }),
    ],
    source: { entry: { index: './src/index.ts' }, define: { __REMOTE_VERSION__: JSON.stringify(version) } },
    output: {
      assetPrefix: remoteAssetPrefix(folder, version),
      cssModules: cssModuleNames(cssPrefix),
      filenameHash: true,
      minify: MINIFY,
      // REMOTE_DIST lets a deploy (or the nginx e2e) build a version into its own folder.
      distPath: { root: process.env.REMOTE_DIST ?? 'dist' },
      // `node tooling/dependency-costs.mjs <folder>` builds with hidden source maps (into REMOTE_DIST).
      ...(process.env.KALA_ANALYZE === '1' && { sourceMap: { js: 'hidden-source-map' as const } }),
    },
    html: { title: folder },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    tools: { rspack: { resolve: sharedResolve } },
  });
}
