// Errors answer with the spec's envelope.
import { MSG } from '@kala/shared/messages';
import { call, createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers unknown paths and invalid input with the envelope', async () => {
  expect(await call(t, 'GET', '/api/nothing-here')).toEqual({ statusCode: 404, body: { status: 'not-found', message: MSG.notFound, code: 'common.notFound' } });
  expect(await call(t, 'GET', '/api/products/category/all?limit=1000')).toEqual({
    statusCode: 400,
    body: { status: 'error', message: MSG.invalidInput, code: 'common.invalidInput' },
  });
});

it("answers what Fastify refuses before routing in the envelope, without echoing the URL", async () => {
  for (const path of ['/api/product/%', '/api/product/%E0%A4%A', '/auth/resetpassword/%zz']) {
    const res = await fetch(`${t.url}${path}`, { method: path.startsWith('/auth') ? 'POST' : 'GET' });
    expect({ path, status: res.status, body: await res.json() }).toEqual({ path, status: 400, body: { status: 'error', message: MSG.invalidInput, code: 'common.invalidInput' } });
  }
  const long = await fetch(`${t.url}/api/product/${'a'.repeat(600)}`);
  expect({ status: long.status, body: await long.json() }).toEqual({ status: 414, body: { status: 'error', message: MSG.invalidInput, code: 'common.invalidInput' } });
});

it('answers over-long headers with 431 in the envelope', async () => {
  const res = await fetch(`${t.url}/api/check`, { headers: { 'x-long': 'a'.repeat(20_000) } });
  expect(res.status).toBe(431);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ status: 'error', message: MSG.invalidInput, code: 'common.invalidInput' });
});
