// Failed logins are throttled per account and per address (issue 7): the address is the socket's unless a
// proxy is trusted. Here the proxy (this test client, on 127.0.0.1) is trusted, so X-Forwarded-For picks
// the address a login comes from.
import { randomBytes } from 'node:crypto';
import { MSG } from '@kala/shared/messages';
import { ADDRESS_POLICY } from '../../../src/modules/auth/login-throttle';
import { call, createTestApp, testConfig, type TestApp } from '../../support/app';
import { makeUser } from '../../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(testConfig({ TRUST_PROXY: '127.0.0.1' }));
});
afterAll(() => t.close());

const PASSWORD = 'right4me';
/** A fresh address for each caller: 10.x.y.z. */
const newAddress = () => `10.${[...randomBytes(3)].join('.')}`;
const login = (email: string, password: string, address: string) =>
  call(t, 'POST', '/auth/login', { email, password }, undefined, { 'x-forwarded-for': address });

it('lets the right password in from an address that just saw 40 failures on another account', async () => {
  const victim = await makeUser(t, { password: PASSWORD });
  const neighbour = await makeUser(t, { password: PASSWORD });
  const office = newAddress();
  for (let i = 0; i < 40; i++) expect([401, 429]).toContain((await login(victim.email, `guess${i}`, office)).statusCode);
  // Failures on 40 other accounts from the same address count too, and are still within its allowance.
  for (let i = 0; i < 40; i++) expect((await login(`nobody-${i}@kala.test`, 'guess123', office)).statusCode).toBe(401);
  const ok = await login(neighbour.email, PASSWORD, office);
  expect(ok.statusCode).toBe(200);
  expect(ok.body.status).toBe('success');
});

it('refuses the 41st guess on one account from a fresh address, with Retry-After', async () => {
  const victim = await makeUser(t, { password: PASSWORD });
  const answers: number[] = [];
  for (let i = 0; i < 40; i++) answers.push((await login(victim.email, `guess${i}`, newAddress())).statusCode);
  // Only the free allowance and the first delayed guess were checked at all.
  expect(answers.filter((s) => s === 401).length).toBeLessThanOrEqual(6);
  expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(34);
  const res = await fetch(`${t.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
    body: JSON.stringify({ email: victim.email, password: 'guess41' }),
  });
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({ status: 'error', message: MSG.tooManyRequests });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
});

it('clears the account after a good password, so a few typos never add up', async () => {
  const user = await makeUser(t, { password: PASSWORD });
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'typo1234', newAddress())).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD, newAddress())).statusCode).toBe(200);
  }
});

it('slows down one address spraying many accounts, not the others', async () => {
  const sprayer = newAddress();
  for (let i = 0; i < ADDRESS_POLICY.free + 1; i++) expect((await login(`spray-${i}@kala.test`, 'guess123', sprayer)).statusCode).toBe(401);
  const user = await makeUser(t, { password: PASSWORD });
  expect((await login(user.email, PASSWORD, sprayer)).statusCode).toBe(429);
  expect((await login(user.email, PASSWORD, newAddress())).statusCode).toBe(200);
});
