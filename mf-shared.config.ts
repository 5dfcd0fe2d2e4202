// Module Federation singletons, one list for the shell and every remote (see TOOLCHAIN.md: subpaths
// are listed separately; each has an explicit requiredVersion so two copies never load). A build provides
// only the shared modules it imports: the shell offers react-query through a lazy import
// (shell/src/remotes/registry.ts), fetched only when a remote asks, so the shell's first paint never loads it.
//
// Tree-shaken singletons (ADR 0007): the shell provides react-router-dom and rxjs cut down to
// the exports listed in tooling/tree-shaken-shared.json, and every remote gets that one copy. The list is the
// union of what any app imports, so a remote is always covered: ESLint rejects an import of a name not in the
// list (tooling/eslint-tree-shaken-shared.cjs) and `npm run size` checks each built app's own used exports
// against it. Add a name there when you need a new export.
import path from 'node:path';
import treeShakenShared from './tooling/tree-shaken-shared.json';

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });
const treeShaken = (name: keyof typeof treeShakenShared, requiredVersion: string) => ({
  ...singleton(requiredVersion),
  treeShaking: { mode: 'runtime-infer' as const, usedExports: treeShakenShared[name] },
});

export const mfShared = {
  react: singleton('^19.2.0'),
  'react/jsx-runtime': singleton('^19.2.0'),
  'react-dom': singleton('^19.2.0'),
  'react-dom/client': singleton('^19.2.0'),
  'react-router-dom': treeShaken('react-router-dom', '^7.18.0'),
  rxjs: treeShaken('rxjs', '^7.8.0'),
  '@tanstack/react-query': singleton('^5.108.0'),
  '@kala/shared': singleton('^0.1.0'),
  '@kala/shared/query': singleton('^0.1.0'),
};

const reactRouterBuild = (file: string) => path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', file);

/** How the shell and every remote resolve packages, so the shared copies are the same builds. */
export const sharedResolve = {
  /**
   * Package exports the builds resolve first: rxjs's ES2015 build, not its ES5 one, so the shared copy is
   * classes rather than tslib's helpers (0.6 KB gz less on every page). Then the bundler's defaults.
   */
  conditionNames: ['es2015', '...'],
  /**
   * react-router publishes its build twice, alike but for one flag: its warnings to developers on
   * (dist/development, which every export condition of its package names) and off (dist/production). Builds
   * take the second, so the shared copy carries no warnings' text and checks none on each render.
   */
  alias: {
    'react-router$': reactRouterBuild('index.mjs'),
    'react-router/dom$': reactRouterBuild('dom-export.mjs'),
  },
};

/** Where a remote's files live: a versioned folder, so a swap never strands an open tab on old chunks. */
export const remoteAssetPrefix = (folder: string, version: string) => `/remotes/${folder}/${version}/`;
