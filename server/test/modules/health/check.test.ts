// GET /api/check: the version, or 503 maintenance.
import { MSG } from '@kala/shared/messages';
import { call, testConfig, withTestApp } from '../../support/app';

describe('health check', () => {
  it('answers the health check with the version', () =>
    withTestApp(async (t) => {
      const res = await call(t, 'GET', '/api/check');
      expect(res.statusCode).toBe(200);
      expect(res.body).toEqual({ status: 'success', version: expect.any(String) });
    }));
});

describe('maintenance', () => {
  it('answers 503 maintenance when MAINTENANCE=1', () =>
    withTestApp(async (t) => {
      expect(await call(t, 'GET', '/api/check')).toEqual({ statusCode: 503, body: { status: 'maintenance', message: MSG.maintenance, code: 'common.maintenance', requestId: expect.any(String) } });
    }, testConfig({ MAINTENANCE: '1' })));

  it('answers 503 maintenance when the database does not answer', () =>
    withTestApp(async (t) => {
      await t.db.close();
      expect((await call(t, 'GET', '/api/check')).body).toEqual({ status: 'maintenance', message: MSG.maintenance, code: 'common.maintenance', requestId: expect.any(String) });
    }));
});
