// The repository's lint refuses a browser spec that takes `test` from Playwright directly (it would escape
// the CSP guard in e2e/tests/kala-test.ts) and passes one that takes it from the guard.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.join(__dirname, '..');
const eslintBin = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** The rules the repository's lint reports for `code` placed at `file`. */
function rules(code, file) {
  const run = spawnSync(process.execPath, [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', file], { cwd: root, input: code, encoding: 'utf8' });
  return JSON.parse(run.stdout)[0].messages.map((m) => m.ruleId);
}

jest.setTimeout(60_000);

test.each([
  ["import { test } from '@playwright/test';\nexport const t = test;", ['no-restricted-imports']],
  ["import * as pw from '@playwright/test';\nexport const t = pw.test;", ['no-restricted-imports']],
  ["import { test } from './kala-test';\nexport const t = test;", []],
])('a spec with %s', (code, expected) => {
  expect(rules(`${code}\n`, 'e2e/tests/probe.spec.ts')).toEqual(expected);
});

test('the guard itself may build on Playwright', () => {
  expect(rules("import { test } from '@playwright/test';\nexport const t = test;\n", 'e2e/tests/kala-test.ts')).toEqual([]);
});
