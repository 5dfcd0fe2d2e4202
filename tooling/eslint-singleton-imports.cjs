// ESLint: the kernel's one import rule (issue 22). Module Federation shares @kala/shared's main entry and
// '@kala/shared/query' once per page (mf-shared.config.ts); every other shared file (a subpath entry such as
// @kala/shared/remote-kit, and what it imports relatively) is bundled into each app that imports it. So:
// - a shared file outside a singleton reaches the kernel's page-wide state (shared/src/singleton-state.json),
//   and any singleton file that loads it, by the singleton's package name: a relative import would silently
//   bundle a second copy of that state;
// - a file inside a singleton imports the rest of it relatively: its own package name there is a self-import;
//   and the main entry, the kernel the other singletons build on, imports none of them (they import it).
// The singletons' files are found when the config loads, by following relative imports from their entries.
// Type-only imports load nothing at run time and are always allowed.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const MAIN = '@kala/shared';
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, or null (a package, a stylesheet, JSON). */
function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return EXTENSIONS.map((ext) => base + ext).find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

// import … from 'x', export … from 'x' (not `import type`/`export type`), import 'x', import('x').
const SPECIFIERS = [/^\s*(?:import|export)\s+(?!type\s)[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm, /^\s*import\s*['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];

/** The runtime specifiers of a file: a plain scan, enough for our own code. */
const specifiersOf = (file) => {
  const source = readFileSync(file, 'utf8');
  return SPECIFIERS.flatMap((re) => [...source.matchAll(re)].map((m) => m[1]));
};

/** The files an entry loads by relative imports: its singleton's own files. */
function graphOf(entry) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of specifiersOf(file)) {
      const next = resolveRelative(file, specifier);
      if (next) visit(next);
    }
  };
  visit(entry);
  return files;
}

/** The kernel's singletons: their names in mf-shared.config.ts, their entries in shared/package.json. */
function singletonsOf(root) {
  const names = [...readFileSync(path.join(root, 'mf-shared.config.ts'), 'utf8').matchAll(/'(@kala\/shared(?:\/[^']+)?)'\s*:/g)].map((m) => m[1]);
  const { exports } = JSON.parse(readFileSync(path.join(root, 'shared', 'package.json'), 'utf8'));
  return names.map((name) => {
    const entry = exports[`.${name.slice(MAIN.length)}`];
    if (!entry) throw new Error(`mf-shared.config.ts shares ${name}, which shared/package.json does not export`);
    return { name, files: graphOf(path.join(root, 'shared', entry)) };
  });
}

/** Builds the rule for the monorepo at `root`; throws when the state list names a file no singleton loads. */
function singletonImportsRule(root) {
  const src = path.join(root, 'shared', 'src');
  const singletons = singletonsOf(root);
  const { modules } = JSON.parse(readFileSync(path.join(src, 'singleton-state.json'), 'utf8'));
  const state = new Map();
  for (const relative of Object.keys(modules)) {
    const file = path.join(src, relative);
    const owner = singletons.find((s) => s.files.has(file));
    if (!owner) throw new Error(`shared/src/singleton-state.json: ${relative} is not loaded by ${singletons.map((s) => s.name).join(' or ')}`);
    state.set(file, owner);
  }

  // The state a singleton's file loads relatively (itself included): what a relative import of it would copy.
  const reached = new Map();
  const stateReachedFrom = (file) => {
    if (!reached.has(file)) {
      reached.set(file, []); // a cycle adds nothing new
      const next = specifiersOf(file).map((s) => resolveRelative(file, s)).filter(Boolean);
      reached.set(file, [...new Set([...(state.has(file) ? [file] : []), ...next.flatMap(stateReachedFrom)])]);
    }
    return reached.get(file);
  };
  const shown = (file) => path.relative(src, file);

  return {
    meta: { type: 'problem', schema: [], docs: { description: "Shared files reach the kernel's page-wide state by its package name, and the kernel imports itself relatively" } },
    create(context) {
      const file = context.filename;
      const inside = singletons.filter((s) => s.files.has(file));
      const check = (node) => {
        const specifier = node.source.value;
        if (typeof specifier !== 'string') return;
        const target = resolveRelative(file, specifier);
        for (const singleton of target ? singletons.filter((s) => s.files.has(target) && !inside.includes(s)) : []) {
          const copied = stateReachedFrom(target).filter((f) => state.get(f) === singleton);
          if (copied.length === 0) continue;
          const what = state.has(target) ? 'holds page-wide state' : `loads page-wide state (${copied.map(shown).join(', ')})`;
          context.report({ node, message: `'${specifier}' ${what} of the ${singleton.name} singleton, and this file is bundled apart from it: a relative import makes a second copy. Import it from '${singleton.name}'.` });
        }
        for (const singleton of inside) {
          if (specifier === singleton.name) {
            context.report({ node, message: `This file is inside the ${singleton.name} singleton: import '${specifier}' relatively (by its package name it imports itself).` });
          } else if (singleton.name === MAIN && singletons.some((s) => s.name === specifier)) {
            context.report({ node, message: `This file is inside the ${MAIN} singleton, which '${specifier}' builds on: the kernel does not import it back (the two would import each other; move what both need into the kernel).` });
          }
        }
      };
      const typesOnly = (node) => node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
      return {
        ImportDeclaration: (node) => !typesOnly(node) && check(node),
        ExportNamedDeclaration: (node) => node.source && node.exportKind !== 'type' && check(node),
        ExportAllDeclaration: (node) => node.exportKind !== 'type' && check(node),
        ImportExpression: (node) => node.source.type === 'Literal' && check(node),
      };
    },
  };
}

/**
 * Flat-config block for shared's own files. Tests and the test kit are left out: Jest loads one copy of
 * every file (no federation), so a relative import there reaches the same state.
 */
const singletonImports = (root) => ({
  files: ['shared/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', 'shared/src/testing/**'],
  plugins: { 'kala-kernel': { rules: { 'singleton-imports': singletonImportsRule(root) } } },
  rules: { 'kala-kernel/singleton-imports': 'error' },
});

module.exports = { singletonImports };
