// `npm test`: type check, lint, unit + API tests (Jest), then the browser tests (Playwright).
// Ends with one summary line "N passed, N failed" for CI.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.tmp', 'results');
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0 };
let ok = true;

function step(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (run.status !== 0) ok = false;
  return run.status === 0;
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  step('install chromium', 'bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
}

step('type check', 'npx', ['tsc', '-b', 'tsconfig.json']);
step('lint', 'npx', ['eslint', '.']);
step('unit and API tests', 'npx', ['jest', '--json', `--outputFile=${results}/jest.json`]);
if (existsSync(`${results}/jest.json`)) {
  const jest = JSON.parse(readFileSync(`${results}/jest.json`, 'utf8'));
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests;
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
process.exit(ok && totals.failed === 0 ? 0 : 1);
