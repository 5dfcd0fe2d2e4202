// Module Federation singletons, one list for the shell and every remote (see TOOLCHAIN.md: subpaths
// are listed separately; each has an explicit requiredVersion so two copies never load). A build provides
// only the shared modules it imports: the shell offers react-query through a lazy import
// (shell/src/remotes/registry.ts), fetched only when a remote asks, so the shell's first paint never loads it.
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export const mfShared = {
  react: singleton('^19.2.0'),
  'react/jsx-runtime': singleton('^19.2.0'),
  'react-dom': singleton('^19.2.0'),
  'react-dom/client': singleton('^19.2.0'),
  'react-router-dom': singleton('^7.18.0'),
  rxjs: singleton('^7.8.0'),
  i18next: singleton('^27.0.0'),
  'react-i18next': singleton('^18.0.0'),
  '@tanstack/react-query': singleton('^5.108.0'),
  '@kala/shared': singleton('^0.1.0'),
  '@kala/shared/query': singleton('^0.1.0'),
};

/** Where a remote's files live: a versioned folder, so a swap never strands an open tab on old chunks. */
export const remoteAssetPrefix = (folder: string, version: string) => `/remotes/${folder}/${version}/`;
