// An order's timeline in the console (issue 23 §5, migration 044): every status change the commerce module
// makes is a step with its time, and the console's order view answers them oldest first, naming the studio
// for a studio's step (shipped, delivered).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OrderTimelineEntry } from '@kala/shared/admin';
import { call, type TestApp } from '../../support/app';
import { makeOperator, type TestUser } from '../../support/users';
import { callback, cancel, decide, makeWork, openShop, placeOrder } from '../commerce/order-support';

let t: TestApp;
let artist: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ({ t, artist, buyer } = await openShop());
  admin = await makeOperator(t);
});
afterAll(() => t.close());

const timelineOf = async (orderId: string) => {
  const answer = await call(t, 'GET', `/api/admin/orders/${orderId}`, undefined, admin.token);
  expect(answer.statusCode).toBe(200);
  return (answer.body.data as { timeline: OrderTimelineEntry[] }).timeline;
};
const steps = (timeline: OrderTimelineEntry[]) => timeline.map((e) => [e.step, e.seller]);
const mark = (orderId: string, status: string) => call(t, 'POST', '/api/sales/status', { order_id: orderId, status }, artist.token);

it('shows a card order placed, paid, shipped and delivered, each with its time, the studio named for its steps', async () => {
  const { orderId, paymentUrl } = (await placeOrder(t, buyer, [await makeWork(t, artist, 2_000)], { method: 'card' })).body;
  expect(steps(await timelineOf(orderId))).toEqual([['placed', null]]);
  await callback(t, await decide(t, paymentUrl, 'approved'));
  expect((await mark(orderId, 'SHIPPED')).statusCode).toBe(200);
  expect((await mark(orderId, 'DELIVERED')).statusCode).toBe(200);
  const timeline = await timelineOf(orderId);
  const studio = (await t.db.one<{ name: string }>('select name from users where id = $1', [artist.id]))!.name;
  expect(steps(timeline)).toEqual([
    ['placed', null],
    ['paid', null],
    ['shipped', studio],
    ['delivered', studio],
  ]);
  const times = timeline.map((e) => new Date(e.at).getTime());
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(times.every((time) => Math.abs(Date.now() - time) < 60_000)).toBe(true);
});

it('shows a declined payment and a cancelled order as their last step; a refused change adds nothing', async () => {
  const declined = (await placeOrder(t, buyer, [await makeWork(t, artist, 1_000)], { method: 'wallet' })).body;
  await callback(t, await decide(t, declined.paymentUrl, 'declined'));
  expect(steps(await timelineOf(declined.orderId))).toEqual([
    ['placed', null],
    ['declined', null],
  ]);

  const cash = (await placeOrder(t, buyer, [await makeWork(t, artist, 500)])).body;
  expect((await mark(cash.orderId, 'DELIVERED')).statusCode).toBe(400);
  expect((await cancel(t, buyer, cash.orderId)).statusCode).toBe(200);
  expect((await cancel(t, buyer, cash.orderId)).statusCode).toBe(400);
  expect(steps(await timelineOf(cash.orderId))).toEqual([
    ['placed', null],
    ['cancelled', null],
  ]);
});

it('backfills the orders made before the timeline with what is known (migration 044)', async () => {
  const { orderId, paymentUrl } = (await placeOrder(t, buyer, [await makeWork(t, artist, 800)], { method: 'card' })).body;
  await callback(t, await decide(t, paymentUrl, 'approved'));
  expect((await mark(orderId, 'SHIPPED')).statusCode).toBe(200);
  expect((await mark(orderId, 'DELIVERED')).statusCode).toBe(200);
  const sql = readFileSync(path.resolve(__dirname, '../../../src/db/migrations/044_order_events.sql'), 'utf8').replace(/--.*$/gm, '');
  const backfill = sql.split(';').filter((statement) => /insert into order_events/.test(statement));
  expect(backfill).toHaveLength(3);
  // Run on a copy of the world without events, then rolled back.
  const rolledBack = new Error('rolled back');
  let steps: string[] = [];
  await expect(
    t.db.tx(async (tx) => {
      await tx.query('delete from order_events');
      for (const statement of backfill) await tx.query(statement);
      steps = (await tx.many<{ step: string }>('select step from order_events where order_id = $1 order by at, id', [orderId])).map((e) => e.step);
      throw rolledBack;
    }),
  ).rejects.toBe(rolledBack);
  // The time it was shipped was not kept before the timeline: only its last status's.
  expect(steps).toEqual(['placed', 'paid', 'delivered']);
  expect((await timelineOf(orderId)).map((e) => e.step)).toEqual(['placed', 'paid', 'shipped', 'delivered']);
});

it("finds orders by a part of the buyer's or the studio's name, taking % and _ as themselves", async () => {
  const { orderId } = (await placeOrder(t, buyer, [await makeWork(t, artist, 2_000)], { method: 'card' })).body;
  const search = async (query: string) => ((await call(t, 'GET', `/api/admin/orders?${query}`, undefined, admin.token)).body.data as { id: string }[]).map((o) => o.id);
  const nameOf = async (id: string) => (await t.db.one<{ name: string }>('select name from users where id = $1', [id]))!.name;
  expect(await search(`buyer=${encodeURIComponent((await nameOf(buyer.id)).slice(1, 5))}`)).toContain(orderId);
  expect(await search(`artist=${encodeURIComponent((await nameOf(artist.id)).slice(1, 5))}`)).toContain(orderId);
  expect(await search('buyer=%25')).toEqual([]);
  expect(await search('artist=_')).toEqual([]);
});

it("finds orders by Nepal's days: one placed at 03:00 on May 2 in Kathmandu is May 2's, not May 1's", async () => {
  const { orderId } = (await placeOrder(t, buyer, [await makeWork(t, artist, 2_000)], { method: 'card' })).body;
  await t.db.query(`update orders set created_at = '2026-05-02T03:00:00+05:45' where id = $1`, [orderId]);
  const search = async (query: string) => ((await call(t, 'GET', `/api/admin/orders?${query}`, undefined, admin.token)).body.data as { id: string }[]).map((o) => o.id);
  expect(await search('from=2026-05-02&to=2026-05-02')).toContain(orderId);
  expect(await search('from=2026-05-01&to=2026-05-01')).not.toContain(orderId);
});
