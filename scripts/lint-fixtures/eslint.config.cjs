// A tiny monorepo that breaks each boundary once (scripts/lint-boundaries.test.cjs lints it).
const tseslint = require('typescript-eslint');
const { boundaries } = require('../lint-boundaries.cjs');

module.exports = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...boundaries(__dirname)];
