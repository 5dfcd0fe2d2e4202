// The architecture's import boundaries as lint rules (docs/architecture.md, "Boundaries"):
// - no import cycles;
// - a remote imports @kala/shared and itself, never another remote, the shell or the server;
// - the shell never imports a remote or the server; @kala/shared imports no app; the server no front end;
// - inside a remote, a feature folder imports shared, its own files and the remote's common folders, never
//   another feature's internals (only the remote's `app` folder wires features together);
// - a domain's contract (shared/src/contracts/<domain>.ts: its schemas and types, and <domain>/: its coded
//   answers and their texts) is imported only by its owners, its remote and its
//   server module, and by the places owners.json says show its answers (shared/src/contracts/owners.json);
//   the kernel's contracts by anyone;
// - a shared file bundled apart from the @kala/shared singleton reaches its page-wide state by package name, and
//   the singleton imports itself relatively (tooling/eslint-singleton-imports.cjs).
// Built from the folders on disk, so a new `mf-*` remote is covered the day it is added.
const { existsSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');
const importX = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const { singletonImports } = require('../tooling/eslint-singleton-imports.cjs');

/** Folders of a remote's src that every feature may import. */
const COMMON = ['app', 'api', 'i18n', 'test'];

const dirs = (dir) => (existsSync(dir) ? readdirSync(dir).filter((d) => statSync(path.join(dir, d)).isDirectory()) : []);

function zones(root) {
  const remotes = dirs(root).filter((d) => d.startsWith('mf-'));
  const apps = ['shell', 'server', ...remotes];
  const others = (self) => apps.filter((a) => a !== self).map((a) => `./${a}`);
  const appZones = [
    { target: './shared', from: apps.map((a) => `./${a}`), message: '@kala/shared must not import an app (shell, a remote or the server).' },
    ...apps.map((app) => ({ target: `./${app}`, from: others(app), message: `${app} must not import another app: share through @kala/shared, the bus or the stores.` })),
  ];
  const featureZones = remotes.flatMap((remote) => {
    const src = path.join(root, remote, 'src');
    const features = dirs(src).filter((d) => !COMMON.includes(d));
    return features.map((feature) => ({
      target: `./${remote}/src/${feature}`,
      from: features.filter((f) => f !== feature).map((f) => `./${remote}/src/${f}`),
      message: `A feature imports @kala/shared, its own files and ${COMMON.join('/')}: move what two features need into one of those.`,
    }));
  });
  return [...appZones, ...featureZones.filter((z) => z.from.length > 0), ...contractZones(root, remotes)];
}

/** Every app folder but a contract's owners may not import it (issue 22 §1). */
function contractZones(root, remotes) {
  const table = path.join(root, 'shared', 'src', 'contracts', 'owners.json');
  if (!existsSync(table)) return [];
  const { owners, everyDomain, shows = {} } = require(table);
  const modules = dirs(path.join(root, 'server', 'src', 'modules')).map((m) => `server/src/modules/${m}`);
  const places = ['shell', ...remotes, ...modules].filter((place) => !everyDomain.includes(place));
  return Object.entries(owners).map(([domain, owning]) => ({
    target: places.filter((place) => !owning.includes(place) && !shows[place]?.domains.includes(domain)).map((place) => `./${place}`),
    from: [`./shared/src/contracts/${domain}.ts`, `./shared/src/contracts/${domain}`],
    message: `Only ${owning.join(' and ')} import the ${domain} contract: another domain goes through its own contract or the kernel's.`,
  }));
}

/** Flat-config entries enforcing the boundaries of the monorepo at `root`. */
function boundaries(root) {
  return [
    {
      files: ['**/*.{ts,tsx}'],
      plugins: { 'import-x': importX },
      settings: {
        ...importX.flatConfigs.typescript.settings,
        'import-x/resolver': undefined,
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, '*/tsconfig.json'), alwaysTryTypes: true, noWarnOnMultipleProjects: true })],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(root) }],
      },
    },
    singletonImports(root),
  ];
}

module.exports = { boundaries };
