// Header-only posts: a JSON content type with an empty body is no body, not a 400.
import { MSG } from '@kala/shared/messages';
import { seed } from '../../src/seed';
import { call, createTestApp, type TestApp } from '../support/app';
import { makeUser, type TestUser } from '../support/users';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.db, { uploadsDir: t.config.uploadsDir, artworks: 1 });
  user = await makeUser(t);
});
afterAll(() => t.close());

const post = (path: string, headers: Record<string, string>) => fetch(`${t.url}${path}`, { method: 'POST', headers });

it('authenticates a header-only POST sent with content-type: application/json', async () => {
  const res = await post('/auth/authenticate', { 'content-type': 'application/json', authorization: `JWT ${user.token}` });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { status: string }).status).toBe('success');
  const anonymous = await post('/auth/authenticate', { 'content-type': 'application/json' });
  expect({ status: anonymous.status, body: await anonymous.json() }).toEqual({ status: 401, body: { status: 'error', message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } });
});

it('accepts any header-only POST with a JSON content type', async () => {
  const work = (await t.db.one<{ id: string }>('select id from artworks limit 1'))!;
  const res = await post(`/api/like/product/${work.id}`, { 'content-type': 'application/json', authorization: `JWT ${user.token}` });
  expect(res.status).toBe(200);
});

it('still refuses broken JSON and a missing body where one is needed', async () => {
  const broken = await fetch(`${t.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
  expect(broken.status).toBe(400);
  expect((await call(t, 'POST', '/auth/login', undefined, undefined, { 'content-type': 'application/json' })).statusCode).toBe(400);
});
