// Builds the app on a real, private database: in-memory PGlite by default, or a fresh schema of the
// PostgreSQL at DATABASE_URL, dropped again on close.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDb, type Db } from '../../src/db';
import { migrate } from '../../src/db/migrate';
import { runAdminSql } from '../../src/db/postgres';

// Starting a PGlite instance and rendering seed pictures take seconds on a slow machine: the hooks get
// a generous ceiling instead of Jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(120_000);

export const SERVER_ROOT = path.resolve(__dirname, '..', '..');

export interface TestApp {
  app: FastifyInstance;
  /** Where the app listens (a random local port). */
  url: string;
  db: Db;
  config: Config;
  close(): Promise<void>;
}


/** Limits high enough that no test trips one by accident; tests of a limit set their own. */
const HIGH_LIMITS = {
  RATE_LIMIT_MAX: '1000',
  LOGIN_RATE_LIMIT_MAX: '1000',
  WRITE_RATE_LIMIT_MAX: '1000',
  COMMENT_RATE_LIMIT_MAX: '1000',
  UPLOAD_RATE_LIMIT_MAX: '1000',
  ENQUIRY_RATE_LIMIT_MAX: '1000',
};

export function testConfig(env: Record<string, string> = {}, overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-test-'));
  const databaseUrl = process.env.DATABASE_URL ?? '';
  return loadConfig(
    // Each app its own Redis keys: counters and cached totals never leak between tests or runs.
    { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`, ...HIGH_LIMITS, ...env },
    { serverRoot: SERVER_ROOT, web: null, ...overrides },
  );
}

export async function createTestApp(config: Config = testConfig(), options: Partial<AppOptions> = {}): Promise<TestApp> {
  const schema = config.databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (config.databaseUrl && schema) await runAdminSql(config.databaseUrl, `create schema ${schema}`);
  const db = openDb(config, { memory: true, schema });
  await migrate(db, config.serverRoot);
  const app = await buildApp(config, { db, ...options });
  // A real listening server rather than app.inject(): inject loads light-my-request, whose ESM-only
  // dependency (cookie 2) Jest's CommonJS runtime cannot require on Node 20.
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    db,
    config,
    async close() {
      await app.close();
      await db.close().catch(() => undefined); // a test may have closed it already
      if (config.databaseUrl && schema) await runAdminSql(config.databaseUrl, `drop schema ${schema} cascade`);
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `run` on an app of its own (a test that needs its own config), closed after it even when it fails. */
export async function withTestApp<T>(run: (t: TestApp) => Promise<T>, config: Config = testConfig(), options: Partial<AppOptions> = {}): Promise<T> {
  const t = await createTestApp(config, options);
  try {
    return await run(t);
  } finally {
    await t.close();
  }
}

export type Json = Record<string, unknown> & { status: string; message: unknown };

/** A request to the test server: its status code and JSON body. */
export async function call(
  t: Pick<TestApp, 'url'>,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: object,
  token?: string,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `JWT ${token}` } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { statusCode: res.status, body: (await res.json()) as Json };
}

/** A GET returning the raw response (headers, text). */
export const get = (t: Pick<TestApp, 'url'>, path: string, headers: Record<string, string> = {}) => fetch(`${t.url}${path}`, { headers });

/** A GET that names another host in its Host header, as an attacker may (fetch always sends the URL's). */
export function getWithHost(t: Pick<TestApp, 'url'>, path: string, host: string): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}${path}`, { headers: { host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}
