// ESLint: an app may import from a tree-shaken shared module (mf-shared.config.ts) only the names listed in
// tooling/tree-shaken-shared.json. The shell provides each such module cut down to that list and every remote
// gets the shell's copy (ADR 0007), so an import of another name would be undefined at run time in a remote.
// Types cost nothing at run time and are always allowed; a namespace, default or dynamic import, or
// `export *`, would need every export, so it is refused.
const lists = require('./tree-shaken-shared.json');

const allowed = new Map(Object.entries(lists).map(([name, names]) => [name, new Set(names)]));
const LIST = 'tooling/tree-shaken-shared.json';

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Imports from tree-shaken shared modules stay within their used-exports list' } },
  create(context) {
    const check = (node, names) => {
      const list = allowed.get(node.source?.value);
      if (!list) return;
      for (const { name, loc } of names) {
        if (name === null) {
          context.report({ node, message: `'${node.source.value}' is tree-shaken for every app: import named exports only (see ${LIST})` });
        } else if (!list.has(name)) {
          context.report({ loc, message: `'${name}' of '${node.source.value}' is not in ${LIST}: add it there (the shell's shared copy keeps only listed exports)` });
        }
      }
    };
    const nameOf = (identifier) => identifier.name ?? identifier.value;
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        check(node, node.specifiers.filter((s) => s.importKind !== 'type').map((s) => ({ name: s.type === 'ImportSpecifier' ? nameOf(s.imported) : null, loc: s.loc })));
      },
      ExportNamedDeclaration(node) {
        if (!node.source || node.exportKind === 'type') return;
        check(node, node.specifiers.filter((s) => s.exportKind !== 'type').map((s) => ({ name: nameOf(s.local), loc: s.loc })));
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== 'type') check(node, [{ name: null, loc: node.loc }]);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, [{ name: null, loc: node.loc }]);
      },
    };
  },
};

/** Flat-config block: app code that ships to the browser (tests and the test kit run unfederated). */
const treeShakenShared = {
  files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', 'shared/src/testing/**', '**/src/test/**'],
  plugins: { 'kala-shared': { rules: { 'tree-shaken-imports': rule } } },
  rules: { 'kala-shared/tree-shaken-imports': 'error' },
};

module.exports = { treeShakenShared, rule };
