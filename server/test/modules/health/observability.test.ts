// Issue 21 §4: request ids (header, log lines, 5xx bodies), liveness apart from readiness, and /metrics.
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { MSG } from '@kala/shared/messages';
import { s3Storage, type Storage } from '../../../src/modules/media/storage';
import { call, createTestApp, get, testConfig, withTestApp, type TestApp } from '../../support/app';
import { liveSocket } from '../../support/live';
import { makeUser } from '../../support/users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const lines: Array<Record<string, unknown>> = [];
  let t: TestApp;
  beforeAll(async () => {
    // A storage that fails as a broken disk would: the media route's unexpected error is a 500.
    const broken = { kind: 'local', get: () => Promise.reject(new Error('disk on fire')), check: () => Promise.resolve() } as unknown as Storage;
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
    t = await createTestApp(testConfig({ LOG_LEVEL: 'info' }), { storage: broken, logStream });
  });
  afterAll(() => t.close());

  it("answers nginx's X-Request-Id in the header and logs every line of the request with it", async () => {
    const res = await get(t, '/api/check', { 'x-request-id': '0123456789abcdef0123456789abcdef' });
    expect(res.headers.get('x-request-id')).toBe('0123456789abcdef0123456789abcdef');
    const tagged = lines.filter((l) => l.reqId === '0123456789abcdef0123456789abcdef').map((l) => l.msg);
    expect(tagged).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('makes an id when none is given, or when the given one is not a plain token', async () => {
    expect((await get(t, '/api/check')).headers.get('x-request-id')).toMatch(UUID);
    expect((await get(t, '/api/check', { 'x-request-id': 'x"}\\n{"forged":1' })).headers.get('x-request-id')).toMatch(UUID);
  });

  it('puts the id in a 500 answer and on the error log line, so a user can quote it', async () => {
    const res = await get(t, '/api/mediafile/artworks/a.webp', { 'x-request-id': 'quote-me-500' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ status: 'error', message: MSG.somethingWrong, code: 'common.somethingWrong', requestId: 'quote-me-500' });
    expect(lines.find((l) => l.reqId === 'quote-me-500' && l.msg === 'request failed')).toMatchObject({ level: 50, err: { message: 'disk on fire' } });
  });

  it('leaves the id out of answers below 500', async () => {
    const res = await call(t, 'GET', '/api/no-such-route');
    expect(res).toEqual({ statusCode: 404, body: { status: 'not-found', message: MSG.notFound, code: 'common.notFound' } });
  });
});

describe('liveness and readiness', () => {
  it('is live and ready while everything answers', () =>
    withTestApp(async (t) => {
      expect(await call(t, 'GET', '/api/health')).toEqual({ statusCode: 200, body: { status: 'success', version: expect.any(String) } });
      expect(await call(t, 'GET', '/api/ready')).toEqual({ statusCode: 200, body: { status: 'success', version: expect.any(String) } });
    }));

  it('stays live but is not ready without its database; a request needing it is a 503 with its id', () =>
    withTestApp(async (t) => {
      await t.db.close();
      expect((await call(t, 'GET', '/api/health')).statusCode).toBe(200);
      const ready = await fetch(`${t.url}/api/ready`, { headers: { 'x-request-id': 'ready-1' } });
      expect({ status: ready.status, body: await ready.json() }).toEqual({
        status: 503,
        body: { status: 'maintenance', message: MSG.maintenance, code: 'common.maintenance', failed: ['database'], requestId: 'ready-1' },
      });
      const listing = await call(t, 'GET', '/api/categories');
      expect(listing).toEqual({ statusCode: 503, body: { status: 'maintenance', message: MSG.maintenance, code: 'common.maintenance', requestId: expect.any(String) } });
    }));

  it('is not ready while Redis or the object storage is unreachable', async () => {
    // Nothing listens on these two ports of this suite's range.
    const storage = s3Storage({ bucket: 'kala', endpoint: 'http://127.0.0.1:8223', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', publicUrl: null });
    await withTestApp(
      async (t) => {
        const ready = await call(t, 'GET', '/api/ready');
        expect(ready).toEqual({ statusCode: 503, body: { status: 'maintenance', message: MSG.maintenance, code: 'common.maintenance', failed: ['redis', 'storage'], requestId: expect.any(String) } });
        expect((await call(t, 'GET', '/api/health')).statusCode).toBe(200);
      },
      testConfig({ REDIS_URL: 'redis://127.0.0.1:8222' }),
      { storage },
    );
  });
  it('is not ready, and closes cleanly, while Redis takes the connection but never answers', async () => {
    // A connection that stays open without a reply holds every client's commands in its queue until the close;
    // a command the caller never awaits must not become an unhandled rejection then (it would end the process).
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    // A port of the system's choosing: the ops range's fixed ports belong to the fault tests' private services.
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      await withTestApp(async (t) => {
        const ready = await call(t, 'GET', '/api/ready');
        expect(ready.statusCode).toBe(503);
        expect(ready.body.failed).toEqual(['redis']);
      }, testConfig({ REDIS_URL: `redis://127.0.0.1:${port}` }));
    } finally {
      // The clients' queues are flushed when their connections close: let that happen inside this test.
      const closed = new Promise((resolve) => silent.close(resolve));
      for (const socket of held) socket.destroy();
      await closed;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', () =>
    withTestApp(async (t) => {
      expect((await get(t, '/metrics')).status).toBe(404);
    }));

  it('asks for the token, then answers requests, sockets, chat, the pool, event-loop lag and memory', async () => {
    const t = await createTestApp(testConfig({ METRICS_TOKEN: 'scrape-secret-1' }));
    const [ana, bo] = [await makeUser(t, { name: 'Ana' }), await makeUser(t, { name: 'Bo' })];
    const socket = await liveSocket(t.url, bo.token);
    try {
      expect((await get(t, '/metrics')).status).toBe(401);
      expect((await get(t, '/metrics', { authorization: 'Bearer scrape-secret-2' })).status).toBe(401);
      await call(t, 'GET', '/api/check');
      const room = ((await call(t, 'POST', '/chat/rooms/init', { sender: ana.id, receiver: bo.id }, ana.token)).body.room as { _id: string })._id;
      const arrived = new Promise((resolve) => socket.once('receive-message', resolve));
      expect((await call(t, 'POST', `/chat/rooms/${room}/messages`, { message: 'counted' }, ana.token)).body.status).toBe('success');
      await arrived;

      const res = await get(t, '/metrics', { authorization: 'Bearer scrape-secret-1' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/check",status_code="200"\} 1$/m);
      expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/chat\/rooms\/:roomId\/messages",status_code="200"\} \d+$/m);
      expect(text).toMatch(/^kala_sockets_open 1$/m);
      expect(text).toMatch(/^kala_chat_messages_delivered_total 2$/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
      // A pool exists on PostgreSQL only (PGlite is one connection behind a queue).
      if (t.db.kind === 'postgres') expect(text).toMatch(/^kala_db_pool_connections\{state="waiting"\} 0$/m);
    } finally {
      socket.disconnect();
      await t.close();
    }
  });
});
