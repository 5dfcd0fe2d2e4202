// The boundary rules fail the lint on each kind of crossing (scripts/lint-fixtures breaks each once) and
// pass imports that stay inside the lines.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const fixtures = path.join(__dirname, 'lint-fixtures');
const eslintBin = path.join(__dirname, '..', 'node_modules', 'eslint', 'bin', 'eslint.js');

/** 'file → rule' for every problem ESLint reports in the fixture monorepo. */
function problems() {
  const run = spawnSync(process.execPath, [eslintBin, '--format', 'json', '.'], { cwd: fixtures, encoding: 'utf8' });
  return JSON.parse(run.stdout).flatMap((file) => file.messages.map((m) => `${path.relative(fixtures, file.filePath)} → ${m.ruleId}`));
}

jest.setTimeout(60_000);

test("lint refuses a cycle, cross-app imports, a feature reaching into another feature and another domain's contract", () => {
  expect(problems().sort()).toEqual([
    'mf-one/src/app/uses-shell.ts → import-x/no-restricted-paths', // a remote importing the shell
    'mf-one/src/home/uses-gallery.ts → import-x/no-restricted-paths', // one feature into another's internals
    'mf-one/src/home/uses-other-remote.ts → import-x/no-restricted-paths', // a remote importing another remote
    'mf-two/src/app/two-a.ts → import-x/no-cycle',
    'mf-two/src/app/two-b.ts → import-x/no-cycle',
    'mf-two/src/app/uses-gallery-contract.ts → import-x/no-restricted-paths', // a remote importing another domain's contract
    'server/src/modules/orders/schemas.ts → import-x/no-restricted-paths', // a server module importing another domain's contract
    'shared/src/leak.ts → import-x/no-restricted-paths', // shared importing an app
    'shell/src/uses-server.ts → import-x/no-restricted-paths', // the shell importing the server
  ]);
});
