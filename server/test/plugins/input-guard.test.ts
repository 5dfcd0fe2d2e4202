// Text PostgreSQL cannot store and numbers that are not exact are refused with 400, never a 500.
import { MSG } from '@kala/shared/messages';
import { ROLES } from '@kala/shared/constants';
import { seed } from '../../src/seed';
import { call, createTestApp, type TestApp } from '../support/app';
import { makeUser, type TestUser } from '../support/users';

let t: TestApp;
let user: TestUser;
let work: { id: string; slug: string };
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.db, { uploadsDir: t.config.uploadsDir, artworks: 2 });
  user = await makeUser(t, { role: ROLES.artist });
  work = (await t.db.one<{ id: string; slug: string }>('select id, slug from artworks limit 1'))!;
});
afterAll(() => t.close());

const invalid = { statusCode: 400, body: { status: 'error', message: MSG.invalidInput, code: 'common.invalidInput' } };

it('refuses a NUL byte in the login email, artist ids, slugs, comments and names', async () => {
  const cases: [string, string, object?][] = [
    ['POST', '/auth/login', { email: 'a\u0000@example.com', password: 'x' }],
    ['POST', '/auth/register', { name: 'N\u0000', email: 'n@example.com', password: 'abcdef1', 'confirm-password': 'abcdef1' }],
    ['POST', '/auth/resetpassword', { email: 'a\u0000b' }],
    ['POST', '/api/secure/followartist', { artist: 'a\u0000b' }],
    ['GET', '/api/product/a%00b'],
    ['GET', '/api/products/category/a%00b'],
    ['GET', '/api/artists/sortable?category=a%00b'],
    ['POST', '/api/product/a%00b/view'],
    ['POST', '/api/v2/artwork/comment/new', { product: 'id', comment: 'nice\u0000' }],
    ['GET', '/api/search/a%00b'],
  ];
  for (const [method, path, body] of cases) {
    const res = await call(t, method as 'GET' | 'POST', path, body && 'product' in body ? { ...body, product: work.id } : body, user.token);
    expect({ path, res }).toEqual({ path, res: invalid });
  }
});

it('refuses numbers past 2^53 or infinite in skip, total and limits, even under a maximum', async () => {
  const cases = [
    '/api/products/category/all?skip=1e400',
    '/api/products/category/all?skip=Infinity',
    '/api/products/category/all?skip=1180591620717411303424',
    '/api/store?skip=9223372036854775808',
    '/api/artists/sortable?skip=1e400',
    `/api/products/similar/${work.slug}?skip=Infinity`,
    `/api/v2/artwork/comments/${work.id}/1e400`,
    `/api/v2/artwork/comments/${work.id}/Infinity`,
  ];
  for (const path of cases) expect({ path, res: await call(t, 'GET', path) }).toEqual({ path, res: invalid });
  expect(await call(t, 'POST', '/api/products/similar', { slug: work.slug, skip: 2 ** 70 })).toEqual(invalid);
});

it('reads a price bound past every price as no price can be higher', async () => {
  for (const price of ['1180591620717411303424,', '0,1e308', '9223372036854775808,9223372036854775809']) {
    const res = await call(t, 'GET', `/api/products/category/all?price=${price}`);
    expect({ price, status: res.statusCode }).toEqual({ price, status: 200 });
  }
  const all = (await call(t, 'GET', '/api/products/category/all')).body.total;
  expect((await call(t, 'GET', '/api/products/category/all?price=0,1e308')).body.total).toBe(all);
});
