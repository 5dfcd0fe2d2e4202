// Errors answer with the spec's envelope.
import { MSG } from '@kala/shared/messages';
import { call, createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers unknown paths and invalid input with the envelope', async () => {
  expect(await call(t, 'GET', '/api/nothing-here')).toEqual({ statusCode: 404, body: { status: 'not-found', message: MSG.notFound } });
  expect(await call(t, 'GET', '/api/products/category/all?limit=1000')).toEqual({
    statusCode: 400,
    body: { status: 'error', message: MSG.invalidInput },
  });
});
