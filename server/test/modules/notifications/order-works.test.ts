// Order notifications name the works they are about (issue 20), to the buyer and to the studio, and keep
// naming them as the order moves on.
import type { AppNotification } from '@kala/shared/contracts/notifications';
import { call, type TestApp } from '../../support/app';
import type { TestUser } from '../../support/users';
import { cancel, makeWork, openShop, placeOrder, type Placed } from '../commerce/order-support';

let t: TestApp;
let artist: TestUser;
let buyer: TestUser;

beforeAll(async () => ({ t, artist, buyer } = await openShop()));
afterAll(() => t.close());

const list = async (user: TestUser) => (await call(t, 'GET', '/api/notifications/all', undefined, user.token)).body.message as AppNotification[];
/** The user's notifications of a kind, once there are some: orders notify after their answer. */
async function noticesOf(user: TestUser, kind: string): Promise<AppNotification[]> {
  for (let tries = 0; tries < 50; tries++) {
    const found = (await list(user)).filter((n) => n.kind === kind);
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}
const nameOf = async (id: string) => (await t.db.one<{ name: string }>('select name from artworks where id = $1', [id]))!.name;
const userName = async (user: TestUser) => (await t.db.one<{ name: string }>('select name from users where id = $1', [user.id]))!.name;

it('names the works of the order in what the buyer and the studio are told', async () => {
  const works = [await makeWork(t, artist, 1_000), await makeWork(t, artist, 2_000)];
  const names = `${await nameOf(works[0]!)}, ${await nameOf(works[1]!)}`;
  const { orderId } = (await placeOrder(t, buyer, works, { method: 'cash' })).body as unknown as Placed;

  const [sold] = await noticesOf(artist, 'orderSold');
  expect(sold).toMatchObject({ work: names, message: `${await userName(buyer)} ordered “${names}”` });

  expect((await cancel(t, buyer, orderId)).statusCode).toBe(200);
  const cancelled = await noticesOf(buyer, 'orderCancelled');
  expect(cancelled).toHaveLength(1);
  expect(cancelled[0]).toMatchObject({ work: names, message: `Your order of “${names}” from ${await userName(artist)} was cancelled` });
  // Other kinds name no work.
  expect((await list(buyer)).filter((n) => !n.kind.startsWith('order')).every((n) => n.work === null)).toBe(true);
});
