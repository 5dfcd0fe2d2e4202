// A password reset ends every session, sockets included (issue 19): sockets signed in with a token from
// before the reset are disconnected and hear nothing more, the old token cannot connect again, and the
// socket of the new login works; a logout does the same for that one token. Two server processes:
// live-two-processes.test.ts.
import type { Socket } from 'socket.io-client';
import { call } from '../../support/app';
import { logIn, testApp } from '../../support/helper';
import { liveSocket } from '../../support/live';
import { lastMailTo, resetTokenIn } from '../../support/mail';
import { makeUser, type TestUser } from '../../support/users';

const t = testApp();
const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.disconnect()));

const open = async (who: TestUser | string) => {
  const socket = await liveSocket(t.url, typeof who === 'string' ? who : who.token);
  sockets.push(socket);
  return socket;
};
const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

it('a reset disconnects the sockets of older tokens; the new login has a working socket', async () => {
  const owner = await makeUser(t, { password: 'oldpass1' });
  const other = await makeUser(t, { password: 'otherpass1' });
  const [tabOne, tabTwo, bystander] = [await open(owner), await open(owner), await open(other)];
  const heard: string[] = [];
  for (const s of [tabOne, tabTwo]) s.onAny((event: string) => heard.push(event));
  const ends = [disconnected(tabOne), disconnected(tabTwo)];

  await call(t, 'POST', '/auth/resetpassword', { email: owner.email });
  const token = resetTokenIn((await lastMailTo(t.db, owner.email)).text);
  expect((await call(t, 'POST', `/auth/resetpassword/${token}`, { password: 'newpass1', 'confirm-password': 'newpass1' })).statusCode).toBe(200);
  expect(await Promise.all(ends)).toEqual(['io server disconnect', 'io server disconnect']);
  expect(bystander.connected).toBe(true);

  await expect(open(owner)).rejects.toThrow('Please login first');
  const fresh = await open((await logIn(t, owner.email, 'newpass1')).token);
  const arrived = new Promise((resolve) => fresh.once('newNotification', resolve));
  heard.length = 0;
  expect((await call(t, 'POST', '/api/secure/followartist', { artist: owner.id }, other.token)).statusCode).toBe(200);
  await arrived;
  expect(heard).toEqual([]);
});

it("a logout ends that token's session, its sockets included; the user's other sessions go on", async () => {
  const owner = await makeUser(t, { password: 'secret12' });
  const phone = (await logIn(t, owner.email, 'secret12')).token;
  const [laptopTab, otherLaptopTab, phoneTab] = [await open(owner), await open(owner), await open(phone)];
  const ends = [disconnected(laptopTab), disconnected(otherLaptopTab)];

  expect(await call(t, 'POST', '/auth/logout', undefined, owner.token)).toEqual({ statusCode: 200, body: { status: 'success' } });
  expect(await Promise.all(ends)).toEqual(['io server disconnect', 'io server disconnect']);
  expect((await call(t, 'POST', '/auth/authenticate', undefined, owner.token)).statusCode).toBe(401);
  await expect(open(owner)).rejects.toThrow('Please login first');

  expect(phoneTab.connected).toBe(true);
  expect((await call(t, 'POST', '/auth/authenticate', undefined, phone)).statusCode).toBe(200);
  // Logging out again, or with no valid token, is not an error.
  expect((await call(t, 'POST', '/auth/logout', undefined, owner.token)).statusCode).toBe(200);
  expect((await call(t, 'POST', '/auth/logout')).statusCode).toBe(200);
});
