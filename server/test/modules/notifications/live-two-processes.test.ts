// Scale-out (ARCHITECTURE §5): two server processes on two ports share PostgreSQL and Redis; a
// notification or a chat message made by a request to one reaches a socket connected to the other, through the socket.io
// Redis adapter, and a password reset or a logout on one disconnects the old sockets on the other. Needs DATABASE_URL and a
// reachable Redis (as in CI); skipped otherwise.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLES } from '@kala/shared/constants';
import type { ChatMessage } from '@kala/shared/contracts/chat';
import type { AppNotification } from '@kala/shared/contracts/notifications';
import { loadConfig } from '../../../src/config';
import { openDb, type Db } from '../../../src/db';
import { migrate } from '../../../src/db/migrate';
import { runAdminSql } from '../../../src/db/postgres';
import { sha256 } from '../../../src/lib/crypto';
import { tokenService } from '../../../src/lib/tokens';
import { SERVER_ROOT, call } from '../../support/app';
import { TEST_REDIS_URL, redisReachable } from '../../support/redis';
import { liveSocket } from '../../support/live';
import { startServer, stopServers } from '../../support/spawn-server';

jest.setTimeout(120_000);

const databaseUrl = process.env.DATABASE_URL ?? '';
const redisUrl = TEST_REDIS_URL;

const skip = !databaseUrl;
(skip ? describe.skip : describe)('two server processes sharing Redis', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const children: ChildProcess[] = [];
  let db: Db;
  let servers: string[] = [];
  let reachable = false;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-live-'));

  beforeAll(async () => {
    reachable = await redisReachable();
    if (!reachable) return;
    await runAdminSql(databaseUrl, `create schema ${schema}`);
    db = openDb({ databaseUrl, dataDir: '', serverRoot: SERVER_ROOT }, { schema });
    await migrate(db, SERVER_ROOT);
    const env = {
      DATABASE_URL: databaseUrl,
      KALA_TEST_SCHEMA: schema,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `${schema}:`,
      // No JWT_SECRET: the two processes, started at once, make and share one secret in DATA_DIR.
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    };
    const started = await Promise.all([startServer(SERVER_ROOT, env), startServer(SERVER_ROOT, env)]);
    children.push(...started.map((s) => s.child));
    servers = started.map((s) => s.url);
  });

  afterAll(async () => {
    await stopServers(children);
    if (db) {
      await db.close();
      await runAdminSql(databaseUrl, `drop schema ${schema} cascade`);
    }
  });

  const person = async (name: string, role: number) => {
    const tokens = tokenService(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }, { serverRoot: SERVER_ROOT }).jwtSecret);
    const id = (await db.one<{ id: string }>(`insert into users (name, email, role, slug, email_verified) values ($1, $2, $3, $2, true) returning id`, [name, `${randomBytes(4).toString('hex')}@kala.test`, role]))!.id;
    return { id, token: await tokens.sign(id, role, 0) };
  };

  it('delivers a notification created on one process to a socket connected to the other', async () => {
    if (!reachable) return console.warn('Redis not reachable: two-process test skipped');
    const studio = await person('Studio Two', ROLES.artist);
    const fan = await person('Fan One', ROLES.user);
    const socket = await liveSocket(servers[1], studio.token);
    try {
      const arrived = new Promise<AppNotification>((resolve) => socket.once('newNotification', resolve));
      const followed = await call({ url: servers[0] }, 'POST', '/api/secure/followartist', { artist: studio.id }, fan.token);
      expect(followed.body.status).toBe('success');
      expect(await arrived).toMatchObject({ kind: 'follow', sender: { _id: fan.id, name: 'Fan One' } });
    } finally {
      socket.disconnect();
    }
  });

  it('delivers a chat message sent through one process to the other member, connected to the other process', async () => {
    if (!reachable) return console.warn('Redis not reachable: two-process test skipped');
    const [ana, bo] = [await person('Ana Two', ROLES.user), await person('Bo Two', ROLES.user)];
    const opened = await call({ url: servers[0] }, 'POST', '/chat/rooms/init', { sender: ana.id, receiver: bo.id }, ana.token);
    const room = (opened.body.room as { _id: string })._id;
    const socket = await liveSocket(servers[1], bo.token);
    try {
      const arrived = new Promise<ChatMessage>((resolve) => socket.once('receive-message', resolve));
      const sent = await call({ url: servers[0] }, 'POST', `/chat/rooms/${room}/messages`, { message: 'across processes' }, ana.token);
      expect(sent.body.status).toBe('success');
      expect(await arrived).toMatchObject({ room, message: 'across processes', postedBy: { _id: ana.id } });
    } finally {
      socket.disconnect();
    }
  });

  it('a password reset through one process disconnects the old sockets connected to the other', async () => {
    if (!reachable) return console.warn('Redis not reachable: two-process test skipped');
    const owner = await person('Reset Two', ROLES.user);
    const resetToken = randomBytes(32).toString('base64url');
    await db.query(`insert into reset_tokens (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')`, [owner.id, sha256(resetToken)]);
    const socket = await liveSocket(servers[1], owner.token);
    try {
      const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      const reset = await call({ url: servers[0] }, 'POST', `/auth/resetpassword/${resetToken}`, { password: 'newpass1', 'confirm-password': 'newpass1' });
      expect(reset.statusCode).toBe(200);
      expect(await ended).toBe('io server disconnect');
      await expect(liveSocket(servers[1], owner.token)).rejects.toThrow('Please login first');
    } finally {
      socket.disconnect();
    }
  });

  it("a logout through one process disconnects that token's socket connected to the other", async () => {
    if (!reachable) return console.warn('Redis not reachable: two-process test skipped');
    const owner = await person('Logout Two', ROLES.user);
    const socket = await liveSocket(servers[1], owner.token);
    try {
      const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      expect((await call({ url: servers[0] }, 'POST', '/auth/logout', undefined, owner.token)).statusCode).toBe(200);
      expect(await ended).toBe('io server disconnect');
    } finally {
      socket.disconnect();
    }
  });
});
