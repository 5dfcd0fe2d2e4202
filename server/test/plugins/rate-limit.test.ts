// The per-address limits of the auth calls. The address is the socket's unless TRUST_PROXY names the proxy.
import { MSG } from '@kala/shared/messages';
import { call, createTestApp, testConfig, type TestApp } from '../support/app';

const limited = { statusCode: 429, body: { status: 'error', message: MSG.tooManyRequests } };

/** The eight limited auth calls, each with a body it answers below 500. */
const AUTH_CALLS: [string, object][] = [
  ['/auth/login', { email: 'x@example.com', password: 'nope1234' }],
  ['/auth/register', { name: 'X' }],
  ['/auth/verifyemail/ABCDEFGH', {}],
  ['/auth/resendverificationemail', { email: 'x@example.com' }],
  ['/auth/resetpassword', { email: 'x@example.com' }],
  ['/auth/resetpassword/not-a-token', { password: 'newpass1', 'confirm-password': 'newpass1' }],
  ['/auth/google', { accessToken: 'token' }],
  ['/auth/facebook', { accessToken: 'token', userID: '1' }],
];

describe('no trusted proxy (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testConfig({ RATE_LIMIT_MAX: '3', LOGIN_RATE_LIMIT_MAX: '3' }));
  });
  afterAll(() => t.close());

  it('limits the auth calls per address and route with 429 and the envelope', async () => {
    const attempt = () => call(t, 'POST', '/auth/resetpassword', { email: 'x@example.com' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(404);
    expect(await attempt()).toEqual(limited);
    // Another route keeps its own count.
    expect((await call(t, 'POST', '/auth/login', { email: 'x@example.com', password: 'nope1234' })).statusCode).toBe(401);
  });

  it('does not reset any limit for a client that sends its own X-Forwarded-For', async () => {
    for (const [path, body] of AUTH_CALLS) {
      for (let i = 0; i < 3; i++) await call(t, 'POST', path, body, undefined, { 'x-forwarded-for': `203.0.113.${i}` });
      expect({ path, ...(await call(t, 'POST', path, body, undefined, { 'x-forwarded-for': '198.51.100.7' })) }).toEqual({ path, ...limited });
    }
  });
});

describe('TRUST_PROXY names the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testConfig({ RATE_LIMIT_MAX: '3', TRUST_PROXY: '127.0.0.1' }));
  });
  afterAll(() => t.close());

  it("counts each client address the proxy forwards on its own", async () => {
    const from = (address: string) => call(t, 'POST', '/auth/resetpassword', { email: 'x@example.com' }, undefined, { 'x-forwarded-for': address });
    for (let i = 0; i < 3; i++) expect((await from('198.51.100.1')).statusCode).toBe(404);
    expect(await from('198.51.100.1')).toEqual(limited);
    expect((await from('198.51.100.2')).statusCode).toBe(404);
  });
});
