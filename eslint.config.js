// Lint: typescript-eslint's recommended rules, React hooks rules, kebab-case file names, and the
// architecture's import boundaries (scripts/lint-boundaries.cjs), and imports from tree-shaken shared modules
// kept to their list (tooling/eslint-tree-shaken-shared.cjs); browser specs take `test` from e2e/tests/kala-test.ts.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const { boundaries } = require('./scripts/lint-boundaries.cjs');
const { treeShakenShared } = require('./tooling/eslint-tree-shaken-shared.cjs');
const playwright = require('eslint-plugin-playwright');

const kebabCase = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const name = context.filename.split('/').pop().replace(/(\.(test|module|config|d))?\.(t|j|mj|cj)sx?$/, '');
    if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(name)) context.report({ loc: { line: 1, column: 0 }, message: `File name "${name}" is not kebab-case` });
    return {};
  },
};

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', '.tmp/**', '**/test-results/**', '**/playwright-report/**', 'scripts/lint-fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, kala: { rules: { 'kebab-case-files': kebabCase } } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'kala/kebab-case-files': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/refs': 'off',
    },
  },
  ...boundaries(__dirname),
  treeShakenShared,
  // Every browser spec takes `test` from kala-test.ts, whose guard fails a test on any CSP refusal.
  {
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import `test` from './kala-test': it fails a test on any Content Security Policy refusal." }] }],
    },
  },
  // Browser tests that cannot pass by not waiting: every `expect` awaited, no timers, no `force`
  // (a person cannot click through what covers a button), no assertion that is always true. A
  // waitForFunction predicate must answer synchronously: it takes a returned promise as a truthy answer and
  // stops waiting at once (layout-shift.ts waited on nothing that way); ask with page.evaluate in expect.poll.
  {
    files: ['e2e/tests/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/missing-playwright-await': 'error',
      'playwright/valid-expect': 'error',
      'playwright/valid-expect-in-promise': 'error',
      'playwright/no-force-option': 'error',
      'playwright/no-wait-for-timeout': 'error',
      'playwright/no-wait-for-selector': 'error',
      'playwright/no-element-handle': 'error',
      'playwright/no-focused-test': 'error',
      'playwright/no-unsafe-references': 'error',
      'playwright/no-useless-not': 'error',
      'playwright/no-unnecessary-assertions': 'error',
      // A test's assertions may sit in the file's own helpers, named expect… (expectFits, say).
      'playwright/expect-expect': ['error', { assertFunctionPatterns: ['^expect'] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForFunction'] > :matches(ArrowFunctionExpression, FunctionExpression)[async=true]",
          message: 'waitForFunction does not await its predicate: a promise is a truthy answer. Use expect.poll(() => page.evaluate(…)).',
        },
      ],
    },
  },
  { files: ['**/*.{js,cjs,mjs}'], languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module' } },
  { files: ['**/*.test.cjs'], languageOptions: { globals: { ...globals.jest } } },
);
