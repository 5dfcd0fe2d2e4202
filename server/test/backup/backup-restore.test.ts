// Issue 21 §5: seed, add an order and a chat message, `npm run backup`, wipe the database and the media,
// `npm run restore <archive>` → the same rows and files, and the app serves them. On PostgreSQL (a private
// database on the server of DATABASE_URL, created and dropped here) and on the embedded PGlite.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { openDb } from '../../src/db';
import { migrate } from '../../src/db/migrate';
import { runAdminSql } from '../../src/db/postgres';
import { seed } from '../../src/seed';
import { SERVER_ROOT, call, get, testConfig, type TestApp } from '../support/app';
import { makeUser } from '../support/users';
import { placeOrder } from '../modules/commerce/order-support';

jest.setTimeout(600_000);

async function start(config: Config): Promise<TestApp> {
  const db = openDb(config);
  await migrate(db, config.serverRoot);
  const app = await buildApp(config, { db });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, db, config, close: async () => void (await app.close(), await db.close()) };
}

/** `npm run backup` / `npm run restore`, as an operator runs them (the CLI in its own process). */
function cli(config: Config, ...args: string[]): string {
  const env = { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? '' };
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/backup/cli.ts', ...args], { cwd: SERVER_ROOT, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`backup cli ${args[0]} failed: ${run.stderr}${run.stdout}`);
  return run.stdout;
}

/** What must come back: the rows of the tables that matter, and every stored file's digest. */
async function snapshot(t: TestApp) {
  const rows = async (sql: string) => JSON.stringify(await t.db.many(sql));
  const uploads = t.config.uploadsDir;
  const files = readdirSync(uploads, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(uploads, path.join(e.parentPath, e.name)))
    .sort()
    .map((key) => `${key} ${createHash('sha256').update(readFileSync(path.join(uploads, key))).digest('hex')}`);
  return {
    users: await rows('select id, email, password_hash, role from users order by id'),
    artworks: await rows('select id, slug, stock, price_paisa from artworks order by id'),
    orders: await rows('select * from orders order by id'),
    orderItems: await rows('select * from order_items order by id'),
    chat: await rows('select * from chat_messages order by id'),
    files,
  };
}

const kinds = [
  { name: 'PostgreSQL', skip: !process.env.DATABASE_URL },
  { name: 'PGlite', skip: false },
];

describe.each(kinds)('backup and restore on $name', ({ name, skip }) => {
  const dbName = `kala_backup_${process.pid}_${randomBytes(3).toString('hex')}`;
  const adminUrl = process.env.DATABASE_URL ?? '';
  const databaseUrl = name === 'PostgreSQL' ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString() : '';
  const backups = mkdtempSync(path.join(tmpdir(), 'kala-backups-'));
  let config: Config;

  beforeAll(async () => {
    if (skip) return;
    if (databaseUrl) await runAdminSql(adminUrl, `create database ${dbName}`);
    config = testConfig({ DATABASE_URL: databaseUrl });
  });

  afterAll(async () => {
    if (skip) return;
    if (databaseUrl) await runAdminSql(adminUrl, `drop database if exists ${dbName} with (force)`);
    rmSync(config.dataDir, { recursive: true, force: true });
    rmSync(backups, { recursive: true, force: true });
  });

  (skip ? it.skip : it)('brings back the same rows and files, and the app serves them', async () => {
    let t = await start(config);
    await seed(t.db, { uploadsDir: config.uploadsDir, artworks: 4, log: () => undefined });
    const buyer = await makeUser(t, { name: 'Backup Buyer' });
    const work = (await t.db.one<{ id: string; author_id: string }>('select id, author_id from artworks where stock > 0 and price_paisa > 0 order by slug limit 1'))!;
    const placed = await placeOrder(t, buyer, [work.id]);
    expect(placed.body.status).toBe('success');
    const room = ((await call(t, 'POST', '/chat/rooms/init', { sender: buyer.id, receiver: work.author_id }, buyer.token)).body.room as { _id: string })._id;
    expect((await call(t, 'POST', `/chat/rooms/${room}/messages`, { message: 'Is it framed?' }, buyer.token)).body.status).toBe('success');
    const before = await snapshot(t);
    expect(before.files.length).toBeGreaterThan(4);
    await t.close();

    const archive = /wrote (\S+)/.exec(cli(config, 'backup', backups))![1];
    expect(path.basename(archive)).toMatch(/^kala-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);

    // Wipe: an empty database and no media.
    if (databaseUrl) {
      await runAdminSql(adminUrl, `drop database ${dbName} with (force)`);
      await runAdminSql(adminUrl, `create database ${dbName}`);
    } else {
      rmSync(path.join(config.dataDir, 'pgdata'), { recursive: true, force: true });
    }
    rmSync(config.uploadsDir, { recursive: true, force: true });

    expect(cli(config, 'restore', archive)).toMatch(/restored the backup of .*: the database and \d+ media files/);
    t = await start(config);
    try {
      expect(await snapshot(t)).toEqual(before);
      const orders = await call(t, 'GET', '/api/user/order', undefined, buyer.token);
      expect(orders.body.result).toEqual([expect.objectContaining({ _id: placed.body.orderId })]);
      const messages = await call(t, 'GET', `/chat/rooms/${room}/messages`, undefined, buyer.token);
      expect(JSON.stringify(messages.body)).toContain('Is it framed?');
      const picture = before.files.find((f) => f.startsWith('artworks/'))!.split(' ')[0];
      const served = await get(t, `/media/${picture}`);
      expect({ status: served.status, type: served.headers.get('content-type') }).toEqual({ status: 200, type: 'image/webp' });
    } finally {
      await t.close();
    }
  });
});
