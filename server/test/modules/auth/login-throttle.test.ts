// Failed logins are throttled per account and per address (issue 7): the address is the socket's unless a
// proxy is trusted. Here the proxy (this test client, on 127.0.0.1) is trusted, so X-Forwarded-For picks
// the address a login comes from. A browser that logged in before is not locked out by others (issue 19).
import { randomBytes } from 'node:crypto';
import { MSG } from '@kala/shared/messages';
import { ACCOUNT_POLICY, ADDRESS_POLICY } from '../../../src/modules/auth/login-throttle';
import { call, createTestApp, testConfig, type TestApp } from '../../support/app';
import { lastMailTo, resetTokenIn } from '../../support/mail';
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
  expect(await res.json()).toEqual({ status: 'error', message: MSG.tooManyRequests, code: 'common.tooManyRequests' });
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

describe('a browser that logged in before (device cookie, issue 19)', () => {
  /** A login as a browser sends it: its address and its cookies. Answers status, body and the headers that matter. */
  async function browserLogin(email: string, password: string, address: string, cookie = '') {
    const res = await fetch(`${t.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie && { cookie }) },
      body: JSON.stringify({ email, password }),
    });
    return { status: res.status, body: (await res.json()) as unknown, retryAfter: res.headers.get('retry-after'), setCookie: res.headers.get('set-cookie') };
  }
  /** The owner's browser: logs in once from its address and keeps the cookie it was given. */
  async function ownersBrowser(email: string, address = newAddress()) {
    const first = await browserLogin(email, PASSWORD, address);
    expect(first.status).toBe(200);
    return { address, cookie: first.setCookie!.split(';')[0] };
  }
  /** Someone elsewhere guesses until the account is locked. */
  async function lockOut(email: string) {
    for (let i = 0; i < 10; i++) await browserLogin(email, `guess${i}`, newAddress());
    expect((await browserLogin(email, PASSWORD, newAddress())).status).toBe(429);
  }
  const slowed = { status: 429, body: { status: 'error', message: MSG.tooManyRequests, code: 'common.tooManyRequests' } };

  it('is given at a successful login: signed, httpOnly, sent to the login call only', async () => {
    const user = await makeUser(t, { password: PASSWORD });
    const { setCookie } = await browserLogin(user.email, PASSWORD, newAddress());
    expect(setCookie).toMatch(/^kala_device_[\w-]+=[\w-]+\.\d+\.[\w-]+; Max-Age=\d+; Path=\/auth\/login; HttpOnly; SameSite=Strict$/);
    expect((await browserLogin(user.email, 'wrong123', newAddress())).setCookie).toBeNull();
  });

  it("lets the owner in while others' guesses from many addresses lock the account", async () => {
    const owner = await makeUser(t, { password: PASSWORD });
    const browser = await ownersBrowser(owner.email);
    await lockOut(owner.email);
    expect((await browserLogin(owner.email, PASSWORD, browser.address, browser.cookie)).status).toBe(200);
    // From another network too (a phone leaving the wifi): the cookie, not the address, is trusted.
    expect((await browserLogin(owner.email, PASSWORD, newAddress(), browser.cookie)).status).toBe(200);
    // The attack is still held back: the owner's login did not clear it.
    expect((await browserLogin(owner.email, `guess-after`, newAddress())).status).toBe(429);
  });

  it('slows the owner on a new device during an attack, says when to retry, and never whether the password was right', async () => {
    const owner = await makeUser(t, { password: PASSWORD });
    await lockOut(owner.email);
    const newDevice = newAddress();
    const right = await browserLogin(owner.email, PASSWORD, newDevice);
    const wrong = await browserLogin(owner.email, 'wrong123', newDevice);
    expect({ status: right.status, body: right.body }).toEqual(slowed);
    expect({ status: wrong.status, body: wrong.body }).toEqual(slowed);
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
    expect(Number(wrong.retryAfter)).toBeGreaterThan(0);
    expect(right.setCookie).toBeNull();
  });

  it("lets the owner in from a shared address that others' failures on other accounts have locked", async () => {
    const owner = await makeUser(t, { password: PASSWORD });
    const cafe = newAddress();
    const browser = await ownersBrowser(owner.email, cafe);
    for (let i = 0; i < ADDRESS_POLICY.free + 1; i++) await browserLogin(`cafe-${i}@kala.test`, 'guess123', cafe);
    const neighbour = await makeUser(t, { password: PASSWORD });
    expect((await browserLogin(neighbour.email, PASSWORD, cafe)).status).toBe(429);
    expect((await browserLogin(owner.email, PASSWORD, cafe, browser.cookie)).status).toBe(200);
  });

  it('keeps its own count and limit: its own guesses lock it, not the account', async () => {
    const owner = await makeUser(t, { password: PASSWORD });
    const browser = await ownersBrowser(owner.email);
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await browserLogin(owner.email, `typo${i}`, browser.address, browser.cookie)).status);
    expect(answers.filter((s) => s === 401).length).toBe(ACCOUNT_POLICY.free + 1);
    expect(answers.slice(ACCOUNT_POLICY.free + 1).every((s) => s === 429)).toBe(true);
    const locked = await browserLogin(owner.email, PASSWORD, browser.address, browser.cookie);
    expect({ status: locked.status, body: locked.body }).toEqual(slowed);
    expect((await browserLogin(owner.email, PASSWORD, newAddress())).status).toBe(200);
  });

  it("exempts nobody with another account's cookie, a forged one, or one from before a password reset", async () => {
    const owner = await makeUser(t, { password: PASSWORD });
    const browser = await ownersBrowser(owner.email);
    const other = await makeUser(t, { password: PASSWORD });
    const othersCookie = (await ownersBrowser(other.email)).cookie;
    await lockOut(owner.email);
    const [name, value] = browser.cookie.split('=');
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const renamed = `${othersCookie.split('=')[0]}=${value}`;
    for (const cookie of [othersCookie, forged, renamed]) expect((await browserLogin(owner.email, PASSWORD, newAddress(), cookie)).status).toBe(429);

    // The owner resets the password (a reset clears the account's lock): cookies from before are retired.
    await call(t, 'POST', '/auth/resetpassword', { email: owner.email });
    const token = resetTokenIn((await lastMailTo(t.db, owner.email)).text);
    expect((await call(t, 'POST', `/auth/resetpassword/${token}`, { password: 'fresh4me', 'confirm-password': 'fresh4me' })).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) await browserLogin(owner.email, `guess${i}`, newAddress());
    expect((await browserLogin(owner.email, 'fresh4me', browser.address, browser.cookie)).status).toBe(429);
  });
});
