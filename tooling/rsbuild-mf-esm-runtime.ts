// The Module Federation runtime as ES modules. Rspack's federation plugin points its runtime entry at the
// CommonJS builds (`dist/*.cjs`, found with require.resolve), and CommonJS cannot be tree-shaken: every page
// then carries code this app never runs (the manifest snapshot plugin, preloading, node helpers). Each of
// these packages ships the same code as ES modules next to it (`dist/*.js`); using those lets
// `experiments.optimization.disableSnapshot` and friends drop what they switch off.
import { existsSync } from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';

const MF_CJS = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

export const pluginMfEsmRuntime = (): RsbuildPlugin => ({
  name: 'kala:mf-esm-runtime',
  setup(api) {
    api.modifyRspackConfig((config, { rspack }) => {
      config.plugins.push(
        new rspack.NormalModuleReplacementPlugin(MF_CJS, (resolveData) => {
          const createData = resolveData.createData as { resource?: string } | undefined;
          const esm = createData?.resource?.replace(/\.cjs$/, '.js');
          if (createData && esm && existsSync(esm)) createData.resource = esm;
        }),
      );
    });
  },
});
