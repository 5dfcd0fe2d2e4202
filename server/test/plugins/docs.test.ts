// The OpenAPI document and page at /api/docs.
import { createTestApp, get, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('serves the OpenAPI document and page', async () => {
  const doc = (await (await get(t, '/api/docs/json')).json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/login', '/api/products/category/{cat}', '/api/check']));
  expect((await get(t, '/api/docs')).status).toBeLessThan(400);
});
