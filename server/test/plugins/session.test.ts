// Sessions: every login-only call answers 401 'Please login first' for a token that names no live session,
// however well it is signed.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { MSG } from '@kala/shared/messages';
import { tokenService } from '../../src/lib/tokens';
import { call, createTestApp, type TestApp } from '../support/app';
import { makeUser } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signed = (subject: string) =>
  new SignJWT({ role: 11 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(t.config.jwtSecret));

/** The development secret the source once held (issue 19): public, so it must sign nothing now. */
const ONCE_IN_THE_SOURCE = 'kala-development-secret-do-not-use-in-production';

it('refuses a token signed with the secret that was once written in the source, and takes one signed with its own', async () => {
  const user = await makeUser(t);
  const authenticate = async (token: string) => (await call(t, 'POST', '/auth/authenticate', undefined, token)).statusCode;
  expect(await authenticate(await t.app.tokens.sign(user.id, 11, 0))).toBe(200);
  // Exactly what the server signed with it before: a real token in every other respect.
  expect(await authenticate(await tokenService(ONCE_IN_THE_SOURCE).sign(user.id, 11, 0))).toBe(401);
});

/** Every operation of the OpenAPI document that declares the JWT, with its parameters filled in. */
async function loginOnlyCalls(): Promise<{ method: string; path: string }[]> {
  await t.app.ready();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => op.security?.length)
      .map(([method]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, randomUUID()) })),
  );
}

it.each([
  ['a subject that is not a uuid', () => signed('not-a-uuid')],
  ['a user that does not exist', () => signed(randomUUID())],
])('answers 401 on every login-only call for a signed token of %s', async (_name, token) => {
  const calls = await loginOnlyCalls();
  expect(calls.length).toBeGreaterThan(15);
  const bearer = await token();
  for (const { method, path } of [...calls, { method: 'POST', path: '/auth/authenticate' }]) {
    const res = await fetch(`${t.url}${path}`, { method, headers: { authorization: `JWT ${bearer}` } });
    expect({ method, path, status: res.status, body: await res.json() }).toEqual({
      method,
      path,
      status: 401,
      body: { status: 'error', message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' },
    });
  }
});

it('two logins in the same second are two sessions: logging one out leaves the other signed in', async () => {
  const user = await makeUser(t, { password: 'twodevices1' });
  const tokens = new Set<string>();
  // Signed back to back (the same second, bar a rare boundary): each token must be its own.
  const service = tokenService(t.config.jwtSecret);
  for (let i = 0; i < 5; i++) tokens.add(await service.sign(user.id, 21, 0));
  expect(tokens.size).toBe(5);

  const [laptop, phone] = [user.token, await service.sign(user.id, 21, 0)];
  expect((await call(t, 'POST', '/auth/logout', undefined, laptop)).statusCode).toBe(200);
  expect((await call(t, 'POST', '/auth/authenticate', undefined, laptop)).statusCode).toBe(401);
  expect((await call(t, 'POST', '/auth/authenticate', undefined, phone)).statusCode).toBe(200);
});
