// Issue 21 §3: PostgreSQL restarted under load. While it is away every answer is a 503 in the envelope (with
// its request id), never a 500 or a hang; the server recovers by itself when it returns; nothing written before
// is lost. On a private PostgreSQL (port 8224), stopped and started here.
import { MSG } from '@kala/shared/messages';
import { call, createTestApp, testConfig, type TestApp } from '../support/app';
import { privatePostgres, until, type PrivatePostgres } from '../support/private-services';
import { makeUser, type TestUser } from '../support/users';

jest.setTimeout(300_000);

let pg: PrivatePostgres;
let t: TestApp;
let ana: TestUser;
let bo: TestUser;
let room: string;

beforeAll(async () => {
  pg = privatePostgres(8224);
  pg.start();
  t = await createTestApp(testConfig({ DATABASE_URL: pg.url }));
  [ana, bo] = [await makeUser(t, { name: 'Ana' }), await makeUser(t, { name: 'Bo' })];
  room = ((await call(t, 'POST', '/chat/rooms/init', { sender: ana.id, receiver: bo.id }, ana.token)).body.room as { _id: string })._id;
});

afterAll(async () => {
  await t?.close().catch(() => undefined);
  pg?.remove();
});

/** Reads and writes in a loop until stopped: every answer's status and body. */
function load() {
  const answers: { statusCode: number; body: Record<string, unknown>; write?: string }[] = [];
  let running = true;
  let n = 0;
  const worker = async () => {
    while (running) {
      const text = `message ${n++}`;
      const write = await call(t, 'POST', `/chat/rooms/${room}/messages`, { message: text }, ana.token);
      answers.push({ ...write, write: text });
      answers.push(await call(t, 'GET', `/chat/rooms/${room}/messages`, undefined, bo.token));
      answers.push(await call(t, 'GET', '/api/user/profile', undefined, bo.token));
    }
  };
  const workers = Promise.all([worker(), worker()]);
  return { answers, stop: async () => ((running = false), await workers) };
}

it('answers 503 in the envelope while PostgreSQL is away, recovers when it returns, and loses nothing written', async () => {
  const traffic = load();
  await until(async () => traffic.answers.filter((a) => a.statusCode === 200).length >= 30);
  pg.stop();
  await until(async () => traffic.answers.some((a) => a.statusCode === 503), 60_000);
  expect((await call(t, 'GET', '/api/ready')).body).toMatchObject({ status: 'maintenance', failed: ['database'] });
  expect((await call(t, 'GET', '/api/health')).statusCode).toBe(200);
  pg.start();
  const afterRestart = traffic.answers.length;
  await until(async () => traffic.answers.slice(afterRestart).filter((a) => a.statusCode === 200 && a.write).length >= 5, 60_000);
  await traffic.stop();

  // Every answer was a success or the maintenance envelope with its id: no 500, nothing else.
  for (const a of traffic.answers) {
    if (a.statusCode !== 200) expect(a).toMatchObject({ statusCode: 503, body: { status: 'maintenance', message: MSG.maintenance, code: 'common.maintenance', requestId: expect.any(String) } });
  }
  expect((await call(t, 'GET', '/api/ready')).statusCode).toBe(200);
  // Every write that was answered with success is there, once.
  const acknowledged = traffic.answers.filter((a) => a.write && a.statusCode === 200).map((a) => a.write!);
  const stored = (await t.db.many<{ body: string }>('select body from chat_messages where room_id = $1', [room])).map((r) => r.body);
  expect(stored).toEqual(expect.arrayContaining(acknowledged));
  expect(new Set(stored).size).toBe(stored.length);
});
