// The boundary rules fail the lint on each kind of crossing (scripts/lint-fixtures breaks each once) and
// pass imports that stay inside the lines.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const fixtures = path.join(__dirname, 'lint-fixtures');
const eslintBin = path.join(__dirname, '..', 'node_modules', 'eslint', 'bin', 'eslint.js');

/** Every problem ESLint reports in the fixture monorepo (one run for all the tests). */
let reported;
function messages() {
  if (!reported) {
    const run = spawnSync(process.execPath, [eslintBin, '--format', 'json', '.'], { cwd: fixtures, encoding: 'utf8' });
    reported = JSON.parse(run.stdout).flatMap((file) => file.messages.map((m) => ({ ...m, file: path.relative(fixtures, file.filePath) })));
  }
  return reported;
}

/** 'file → rule' for every problem. */
const problems = () => messages().map((m) => `${m.file} → ${m.ruleId}`);

jest.setTimeout(60_000);

test("lint refuses a cycle, cross-app imports, a feature reaching into another feature, another domain's contract and the kernel's state by a relative path", () => {
  expect(problems().sort()).toEqual([
    'mf-one/src/app/uses-shell.ts → import-x/no-restricted-paths', // a remote importing the shell
    'mf-one/src/home/uses-gallery.ts → import-x/no-restricted-paths', // one feature into another's internals
    'mf-one/src/home/uses-other-remote.ts → import-x/no-restricted-paths', // a remote importing another remote
    'mf-two/src/app/two-a.ts → import-x/no-cycle',
    'mf-two/src/app/two-b.ts → import-x/no-cycle',
    'mf-two/src/app/uses-gallery-contract.ts → import-x/no-restricted-paths', // a remote importing another domain's contract
    'mf-two/src/app/uses-gallery-errors.ts → import-x/no-restricted-paths', // …or its coded answers, in the contract's folder
    'server/src/modules/orders/schemas.ts → import-x/no-restricted-paths', // a server module importing another domain's contract
    'shared/src/index.ts → import-x/no-cycle', // the self-import below, seen as a cycle
    'shared/src/kit/copies-session.ts → kala-kernel/singleton-imports', // a bundled file importing the kernel's state relatively
    'shared/src/kit/copies-session.ts → kala-kernel/singleton-imports', // …or a kernel file that loads it
    'shared/src/leak.ts → import-x/no-restricted-paths', // shared importing an app
    'shared/src/query/query-client.ts → import-x/no-cycle', // the same cycle, through @kala/shared/query
    'shared/src/ui/self-import.ts → import-x/no-cycle',
    'shared/src/ui/self-import.ts → kala-kernel/singleton-imports', // the kernel importing '@kala/shared'
    'shared/src/ui/self-import.ts → kala-kernel/singleton-imports', // the kernel importing '@kala/shared/query', which builds on it
    'shell/src/shows-gallery.ts → import-x/no-restricted-paths', // a contract the shell does not say it shows (the one it says is fine)
    'shell/src/uses-server.ts → import-x/no-restricted-paths', // the shell importing the server
  ]);
});

test("the kernel's rule says which way to import", () => {
  const said = messages().filter((m) => m.ruleId === 'kala-kernel/singleton-imports').map((m) => `${m.file}:${m.line} ${m.message}`).sort();
  expect(said).toEqual([
    expect.stringMatching(/^shared\/src\/kit\/copies-session.ts:2 '..\/stores\/session' holds page-wide state .* Import it from '@kala\/shared'/),
    expect.stringMatching(/^shared\/src\/kit\/copies-session.ts:4 '..\/ui\/greeting' loads page-wide state \(stores\/session.ts\) .* Import it from '@kala\/shared'/),
    expect.stringMatching(/^shared\/src\/ui\/self-import.ts:2 This file is inside the @kala\/shared singleton: import '@kala\/shared' relatively/),
    expect.stringMatching(/^shared\/src\/ui\/self-import.ts:4 This file is inside the @kala\/shared singleton, which '@kala\/shared\/query' builds on/),
  ]);
});
