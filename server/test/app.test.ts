// Configuration, health check, rate limits, error envelope and API docs.
import { MSG } from '@kala/shared/messages';
import { ConfigError, loadConfig } from '../src/config';
import { call, createTestApp, get, testConfig, type TestApp } from './support/app';

describe('config', () => {
  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's3cret-from-the-operator' }).jwtSecret).toBe('s3cret-from-the-operator');
  });

  it('has development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, databaseUrl: null, maintenance: false, isProduction: false });
    expect(config.jwtSecret.length).toBeGreaterThan(16);
  });
});

describe('running app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testConfig({ RATE_LIMIT_MAX: '3' }));
  });
  afterAll(() => t.close());

  it('answers the health check with the version', async () => {
    const res = await call(t, 'GET', '/api/check');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'success', version: expect.any(String) });
  });

  it('limits login attempts per IP and route with 429 and the envelope', async () => {
    const attempt = () => call(t, 'POST', '/auth/login', { email: 'x@example.com', password: 'nope1234' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    expect(await attempt()).toEqual({ statusCode: 429, body: { status: 'error', message: MSG.tooManyRequests } });
    // Another route keeps its own count.
    expect((await call(t, 'POST', '/auth/resetpassword', { email: 'x@example.com' })).statusCode).toBe(404);
  });

  it('answers unknown paths and invalid input with the envelope', async () => {
    expect(await call(t, 'GET', '/api/nothing-here')).toEqual({ statusCode: 404, body: { status: 'not-found', message: MSG.notFound } });
    expect(await call(t, 'GET', '/api/products/category/all?limit=1000')).toEqual({
      statusCode: 400,
      body: { status: 'error', message: MSG.invalidInput },
    });
  });

  it('serves the OpenAPI document and page', async () => {
    const doc = (await (await get(t, '/api/docs/json')).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/login', '/api/products/category/{cat}', '/api/check']));
    expect((await get(t, '/api/docs')).status).toBeLessThan(400);
  });
});

describe('maintenance', () => {
  it('answers 503 maintenance when MAINTENANCE=1', async () => {
    const t = await createTestApp(testConfig({ MAINTENANCE: '1' }));
    try {
      expect(await call(t, 'GET', '/api/check')).toEqual({ statusCode: 503, body: { status: 'maintenance', message: MSG.maintenance } });
    } finally {
      await t.close();
    }
  });

  it('answers 503 maintenance when the database does not answer', async () => {
    const t = await createTestApp();
    try {
      await t.db.close();
      expect((await call(t, 'GET', '/api/check')).body).toEqual({ status: 'maintenance', message: MSG.maintenance });
    } finally {
      await t.close();
    }
  });
});
