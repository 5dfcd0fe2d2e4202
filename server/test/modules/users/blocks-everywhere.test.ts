// A block holds everywhere (issue 19): neither person of a block, whichever way it goes, can put the other
// into a new group, open a one-to-one room with them, or put the other's work in a cart or an order; each
// is refused with the spec's block message and nothing appears on the blocker's side.
import { MSG } from '@kala/shared/messages';
import { call, type TestApp } from '../../support/app';
import { makeUser, type TestUser } from '../../support/users';
import { makeWork, openShop, placeOrder } from '../commerce/order-support';

let t: TestApp;
let studio: TestUser;
let blocked: TestUser;
let friend: TestUser;
let work: string;

beforeAll(async () => {
  ({ t, artist: studio, buyer: blocked } = await openShop());
  friend = await makeUser(t, { name: 'Friend' });
  work = await makeWork(t, studio, 1200, 3);
});
afterAll(() => t.close());

const block = (who: TestUser, whom: TestUser) => call(t, 'PATCH', `/api/block/user/${whom.id}`, undefined, who.token);
const unblock = (who: TestUser, whom: TestUser) => call(t, 'PATCH', `/api/unblock/user/${whom.id}`, undefined, who.token);
const inbox = async (who: TestUser) => (await call(t, 'GET', '/chat/rooms', undefined, who.token)).body.message as { _id: string }[];
const cartOf = async (who: TestUser) => ((await call(t, 'GET', '/api/cart', undefined, who.token)).body.data as { products: unknown[] }).products;
const ordersTo = async (who: TestUser) => (await t.db.many('select 1 from order_items where seller_id = $1', [who.id])).length;

// Each case runs twice: the studio blocked the other person ('them'), then the other blocked the studio ('you').
describe.each([
  ['the studio blocked them', MSG.theyBlockedYou, () => block(studio, blocked), () => unblock(studio, blocked)],
  ['they blocked the studio', MSG.youBlockedThem, () => block(blocked, studio), () => unblock(blocked, studio)],
])('when %s', (_name, message, start, end) => {
  beforeAll(async () => expect((await start()).statusCode).toBe(200));
  afterAll(async () => expect((await end()).statusCode).toBe(200));

  it('a new group with the studio in it is refused; no group reaches anyone', async () => {
    const made = await call(t, 'POST', '/chat/rooms/group', { name: 'Sneaky', participants: [studio.id, friend.id] }, blocked.token);
    expect(made).toMatchObject({ statusCode: 403, body: { message } });
    expect(await inbox(studio)).toEqual([]);
    expect(await inbox(friend)).toEqual([]);
  });

  it('a one-to-one room is not opened: nothing appears in the studio inbox', async () => {
    const opened = await call(t, 'POST', '/chat/rooms/init', { sender: blocked.id, receiver: studio.id }, blocked.token);
    expect(opened).toMatchObject({ statusCode: 403, body: { message } });
    expect(await inbox(studio)).toEqual([]);
    const viaApi = await call(t, 'POST', '/api/messages/new', { receiver: studio.id, message: 'hello?' }, blocked.token);
    expect(viaApi.statusCode).toBe(403);
    expect(await inbox(studio)).toEqual([]);
  });

  it("the studio's work cannot be added to the cart, merged into it, or ordered", async () => {
    const added = await call(t, 'POST', '/api/cart/addItem', { product_id: work }, blocked.token);
    expect(added).toMatchObject({ statusCode: 403, body: { message } });
    const merged = await call(t, 'POST', '/api/cart/merge', { products: [{ product_id: work, quantity: 2 }] }, blocked.token);
    expect(merged.statusCode).toBe(200);
    expect(await cartOf(blocked)).toEqual([]);
    const ordered = await placeOrder(t, blocked, [work]);
    expect(ordered).toMatchObject({ statusCode: 403, body: { message } });
    expect(await ordersTo(studio)).toBe(0);
  });
});

it('once unblocked, the same calls work again', async () => {
  expect((await call(t, 'POST', '/chat/rooms/init', { sender: blocked.id, receiver: studio.id }, blocked.token)).statusCode).toBe(200);
  expect((await call(t, 'POST', '/chat/rooms/group', { name: 'Fine', participants: [studio.id, friend.id] }, blocked.token)).statusCode).toBe(200);
  const merged = await call(t, 'POST', '/api/cart/merge', { products: [{ product_id: work, quantity: 2 }] }, blocked.token);
  expect(merged.body.data).toMatchObject({ products: [{ product_id: { _id: work }, quantity: 2 }] });
  expect((await placeOrder(t, blocked, [work])).statusCode).toBe(200);
});
