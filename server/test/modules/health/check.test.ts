// GET /api/check: the version, or 503 maintenance.
import { MSG } from '@kala/shared/messages';
import { call, createTestApp, testConfig } from '../../support/app';

describe('health check', () => {
  it('answers the health check with the version', async () => {
    const t = await createTestApp();
    try {
      const res = await call(t, 'GET', '/api/check');
      expect(res.statusCode).toBe(200);
      expect(res.body).toEqual({ status: 'success', version: expect.any(String) });
    } finally {
      await t.close();
    }
  });
});

describe('maintenance', () => {
  it('answers 503 maintenance when MAINTENANCE=1', async () => {
    const t = await createTestApp(testConfig({ MAINTENANCE: '1' }));
    try {
      expect(await call(t, 'GET', '/api/check')).toEqual({ statusCode: 503, body: { status: 'maintenance', message: MSG.maintenance, code: 'common.maintenance', requestId: expect.any(String) } });
    } finally {
      await t.close();
    }
  });

  it('answers 503 maintenance when the database does not answer', async () => {
    const t = await createTestApp();
    try {
      await t.db.close();
      expect((await call(t, 'GET', '/api/check')).body).toEqual({ status: 'maintenance', message: MSG.maintenance, code: 'common.maintenance', requestId: expect.any(String) });
    } finally {
      await t.close();
    }
  });
});
