// Issue 21 §3 and ADR 0017: two server processes (two apps in this process) on one database and a private Redis
// (port 8225). With Redis up, chat, rate limits and the catalogue cache work across them; with Redis stopped,
// each keeps serving its own sockets (limits fail open, the cache misses); when Redis returns, both recover
// by themselves and deliver across processes again.
import type { FastifyInstance } from 'fastify';
import type { ChatMessage } from '@kala/shared/contracts/chat';
import { MSG } from '@kala/shared/messages';
import { buildApp } from '../../src/app';
import { call, createTestApp, testConfig, type TestApp } from '../support/app';
import { liveSocket } from '../support/live';
import { privateRedis, until, type PrivateRedis } from '../support/private-services';
import { makeUser, type TestUser } from '../support/users';

jest.setTimeout(300_000);

let redis: PrivateRedis;
let a: TestApp;
let appB: FastifyInstance;
let b: { url: string };

beforeAll(async () => {
  redis = privateRedis(8225);
  await redis.start();
  // The same configuration (Redis key prefix, JWT secret in DATA_DIR) and database for both processes.
  const config = testConfig({ REDIS_URL: redis.url, WRITE_RATE_LIMIT_MAX: '4' });
  a = await createTestApp(config);
  appB = await buildApp(config, { db: a.db });
  b = { url: await appB.listen({ port: 0, host: '127.0.0.1' }) };
});

afterAll(async () => {
  await appB?.close();
  await a?.close();
  await redis?.stop();
});

async function pair(): Promise<{ from: TestUser; to: TestUser; room: string }> {
  const [from, to] = [await makeUser(a), await makeUser(a)];
  const room = ((await call(a, 'POST', '/chat/rooms/init', { sender: from.id, receiver: to.id }, from.token)).body.room as { _id: string })._id;
  return { from, to, room };
}

/** `to`'s socket on `server` hears the message `from` sends through `via`. */
async function delivered(server: { url: string }, via: { url: string }, { from, to, room }: Awaited<ReturnType<typeof pair>>, text: string) {
  const socket = await liveSocket(server.url, to.token);
  try {
    // Bounded, so a message lost while the adapter resubscribes fails this try instead of hanging it.
    const arrived = new Promise<ChatMessage>((resolve, reject) => {
      socket.on('receive-message', (m: ChatMessage) => m.message === text && resolve(m));
      setTimeout(() => reject(new Error(`'${text}' not delivered`)), 5000).unref();
    });
    const sent = await call(via, 'POST', `/chat/rooms/${room}/messages`, { message: text }, from.token);
    expect(sent.statusCode).toBe(200);
    return await arrived;
  } finally {
    socket.disconnect();
  }
}

describe('with Redis up', () => {
  it('counts a rate limit across both processes', async () => {
    const { from, room } = await pair();
    const send = (via: { url: string }, n: number) => call(via, 'POST', `/chat/rooms/${room}/messages`, { message: `m${n}` }, from.token);
    for (const [n, via] of [a, b, a, b].entries()) expect((await send(via, n)).statusCode).toBe(200);
    expect(await send(b, 5)).toEqual({ statusCode: 429, body: { status: 'error', message: MSG.tooManyRequests, code: 'common.tooManyRequests' } });
  });

  it('delivers a chat message sent through one process to a socket on the other', async () => {
    expect(await delivered(b, a, await pair(), 'from A to B')).toMatchObject({ message: 'from A to B' });
  });

  it('shares the catalogue cache: what one process computed, the other reads', async () => {
    await a.app.catalogueCache.set('test:shared-total', { total: 42 });
    expect(await appB.catalogueCache.get('test:shared-total')).toEqual({ total: 42 });
  });
});

describe('with Redis stopped, then back', () => {
  it('keeps serving, reports not ready, and recovers by itself', async () => {
    const people = await pair();
    await redis.stop();
    await until(async () => (await call(a, 'GET', '/api/ready')).statusCode === 503);
    expect((await call(b, 'GET', '/api/ready')).body).toMatchObject({ status: 'maintenance', failed: ['redis'] });

    // One process alone: its sockets hear its messages; the limit fails open; the listing comes from the database.
    expect(await delivered(a, a, people, 'while Redis is away')).toMatchObject({ message: 'while Redis is away' });
    for (let n = 0; n < 5; n++) expect((await call(a, 'POST', `/chat/rooms/${people.room}/messages`, { message: `open ${n}` }, people.from.token)).statusCode).toBe(200);
    expect((await call(b, 'GET', '/api/store')).body.status).toBe('success');
    expect((await call(b, 'GET', '/api/health')).statusCode).toBe(200);

    await redis.start();
    await until(async () => (await call(a, 'GET', '/api/ready')).statusCode === 200 && (await call(b, 'GET', '/api/ready')).statusCode === 200);
    // Across processes again once the adapter has subscribed anew (ioredis does it on reconnecting).
    const again = await pair();
    await until(async () => Boolean(await delivered(b, a, again, `back ${Date.now()}`)), 30_000);
    expect(await delivered(a, b, again, 'from B to A after the outage')).toMatchObject({ message: 'from B to A after the outage' });
  });
});
