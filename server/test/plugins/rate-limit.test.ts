// The rate limit of the auth calls.
import { MSG } from '@kala/shared/messages';
import { call, createTestApp, testConfig, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(testConfig({ RATE_LIMIT_MAX: '3' }));
});
afterAll(() => t.close());

it('limits login attempts per IP and route with 429 and the envelope', async () => {
  const attempt = () => call(t, 'POST', '/auth/login', { email: 'x@example.com', password: 'nope1234' });
  for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
  expect(await attempt()).toEqual({ statusCode: 429, body: { status: 'error', message: MSG.tooManyRequests } });
  // Another route keeps its own count.
  expect((await call(t, 'POST', '/auth/resetpassword', { email: 'x@example.com' })).statusCode).toBe(404);
});
