// Configuration from environment variables: safe by default (issue 19), strict in production.
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, secretFileOf } from '../src/config';
import { hashPassword, unmatchableHash, verifyPassword } from '../src/lib/crypto';

const SERVER_ROOT = path.resolve(__dirname, '..');
/** What production must bring; each test leaves one out. */
const PRODUCTION: Record<string, string> = { NODE_ENV: 'production', JWT_SECRET: 's3cret-from-the-operator', PUBLIC_URL: 'https://kala.example', PAYMENT_SANDBOX: 'allow' };
const productionWithout = (name: string) => Object.fromEntries(Object.entries(PRODUCTION).filter(([key]) => key !== name));

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kala-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env }, { serverRoot: SERVER_ROOT });

describe('in production', () => {
  it('refuses to start without JWT_SECRET', () => {
    const env = productionWithout('JWT_SECRET');
    expect(() => load(env)).toThrow(new ConfigError('JWT_SECRET must be set when NODE_ENV=production'));
    expect(load(PRODUCTION).jwtSecret).toBe('s3cret-from-the-operator');
  });

  it('refuses to start without PUBLIC_URL, or with one that is not an origin', () => {
    const env = productionWithout('PUBLIC_URL');
    expect(() => load(env)).toThrow(/PUBLIC_URL must be set when NODE_ENV=production/);
    for (const bad of ['kala.example', 'ftp://kala.example', 'https://kala.example/shop']) {
      expect(() => load({ ...PRODUCTION, PUBLIC_URL: bad })).toThrow(/PUBLIC_URL must be an http\(s\) origin/);
    }
    expect(load({ ...PRODUCTION, PUBLIC_URL: 'https://kala.example/' }).publicUrl).toBe('https://kala.example');
  });

  it('refuses the sandbox payment gateway unless PAYMENT_SANDBOX=allow', () => {
    const env = productionWithout('PAYMENT_SANDBOX');
    expect(() => load(env)).toThrow(/sandbox payment gateway takes no money/);
    expect(() => load({ ...env, PAYMENT_CARD_PROVIDER: 'esewa', PAYMENT_WALLET_PROVIDER: 'sandbox' })).toThrow(ConfigError);
    expect(load(PRODUCTION).payments.providers).toEqual({ wallet: ['sandbox'], card: 'sandbox' });
  });

  it('never opens the development outbox, even with DEV_OUTBOX=1', () => {
    expect(load({ ...PRODUCTION, DEV_OUTBOX: '1' }).devOutbox).toBe(false);
  });
});

describe('in development', () => {
  it('opens the development outbox only when asked to', () => {
    expect(load().devOutbox).toBe(false);
    expect(load({ DEV_OUTBOX: '1' }).devOutbox).toBe(true);
  });

  it('takes the listening address as PUBLIC_URL', () => {
    expect(load().publicUrl).toBe('http://localhost:8080');
    expect(load({ PORT: '8102' }).publicUrl).toBe('http://localhost:8102');
    expect(load({ PUBLIC_URL: 'http://127.0.0.1:8102' }).publicUrl).toBe('http://127.0.0.1:8102');
  });

  it('has development defaults', () => {
    expect(load()).toMatchObject({ port: 8080, databaseUrl: null, maintenance: false, isProduction: false });
  });
});

describe('the secret without JWT_SECRET', () => {
  it('is made on first start, random, in DATA_DIR readable by its owner only, and kept across restarts', () => {
    const first = load();
    const file = secretFileOf(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(load().jwtSecret).toBe(first.jwtSecret);
    // Another installation gets another secret.
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'kala-config-'));
    expect(loadConfig({ DATA_DIR: elsewhere }, { serverRoot: SERVER_ROOT }).jwtSecret).not.toBe(first.jwtSecret);
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it('is one secret when several processes start at once', async () => {
    const script = `import { loadConfig } from ${JSON.stringify(path.join(SERVER_ROOT, 'src', 'config.ts'))}; process.stdout.write(loadConfig({ DATA_DIR: process.env.DATA_DIR }).jwtSecret);`;
    const start = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: SERVER_ROOT, env: { ...process.env, DATA_DIR: dataDir } });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exited with ${code}`))));
      });
    const secrets = await Promise.all([start(), start(), start(), start()]);
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toBe(readFileSync(secretFileOf(dataDir), 'utf8'));
  }, 60_000);

  it('signs payments with a secret of its own, not one derivable from the source', () => {
    const config = load();
    expect(config.payments.secret).not.toBe(config.jwtSecret);
    expect(config.payments.secret).toMatch(/^[0-9a-f]{64}$/);
    // What it was derived from before: the development secret written in the source.
    const once = createHmac('sha256', 'kala-development-secret-do-not-use-in-production').update('kala-payments').digest('hex');
    expect(config.payments.secret).not.toBe(once);
    expect(load({ PAYMENT_SECRET: 'from-the-operator' }).payments.secret).toBe('from-the-operator');
  });

  it('refuses a secret file that holds no secret', () => {
    load();
    writeFileSync(secretFileOf(dataDir), 'short');
    expect(() => load()).toThrow(ConfigError);
  });
});

describe('password hashes', () => {
  it('cost scrypt N=2^15 wherever a server runs; only the API tests hash cheaper, and no variable lowers it', async () => {
    for (const env of [PRODUCTION, {}, { NODE_ENV: 'development', PASSWORD_COST: '4' }]) expect(load(env).passwordCost).toBe(15);
    expect(load({ NODE_ENV: 'test' }).passwordCost).toBe(10);
    const stored = await hashPassword('right4me', load(PRODUCTION).passwordCost);
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('right4me', stored)).toBe(true);
    expect(await verifyPassword('wrong4me', stored)).toBe(false);
    // An unknown account's login is checked against this at the same cost, and fails.
    expect(unmatchableHash(15)).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('right4me', unmatchableHash(15))).toBe(false);
  });
});
