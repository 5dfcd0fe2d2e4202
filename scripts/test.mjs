// `npm test`: type check, lint, unit + API tests (Jest), then the browser tests (Playwright).
// Ends with one summary line "N passed, N failed" for CI.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.tmp', 'results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0 };
const failedSteps = new Set();

function step(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (run.status !== 0) failedSteps.add(name);
  return run.status === 0;
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  step('install chromium', 'bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
}

step('type check', 'npx', ['tsc', '-b', 'tsconfig.json']);
step('lint', 'npx', ['eslint', '.']);
/** Jest's JSON report, or null when Jest wrote none. */
const readJest = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
// A worker killed by a signal is Node's own crash, not a test's verdict: V8 can SIGSEGV while several
// processes start PGlite's WebAssembly at once (nodejs/node#64500, open). Such files alone run again once,
// by themselves; any assertion that failed, or a file that failed to run for another reason, still fails.
const crashed = (jest) => jest.testResults.filter((file) => /terminated by another process: signal=SIG/.test(file.message ?? ''));
if (!step('unit and API tests', 'npx', ['jest', '--json', `--outputFile=${results}/jest.json`])) {
  const jest = readJest(`${results}/jest.json`);
  const files = jest ? crashed(jest).map((file) => file.name) : [];
  if (files.length > 0 && jest.numFailedTests === 0 && jest.numRuntimeErrorTestSuites === files.length) {
    console.log(`\n${files.length} test file(s) lost to a crashed Jest worker (a signal), run again once: ${files.join(' ')}`);
    if (step('unit and API tests: the crashed files again', 'npx', ['jest', '--json', `--outputFile=${results}/jest-again.json`, '--runTestsByPath', ...files])) failedSteps.delete('unit and API tests');
  }
}
for (const report of ['jest.json', 'jest-again.json'].map((name) => readJest(`${results}/${name}`))) {
  totals.passed += report?.numPassedTests ?? 0;
  totals.failed += report?.numFailedTests ?? 0;
}
ensureChromium();
// `size` is `npm run size`: the JavaScript budgets per page and part (ADR 0007); its table prints in this step.
step('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...['desktop', 'mobile', 'size', 'nginx'].map((p) => `--project=${p}`)], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json` });
if (existsSync(`${results}/e2e.json`)) {
  const { stats } = JSON.parse(readFileSync(`${results}/e2e.json`, 'utf8'));
  totals.passed += stats.expected;
  totals.failed += stats.unexpected + stats.flaky;
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.size === 0 && totals.failed === 0 ? 0 : 1);
