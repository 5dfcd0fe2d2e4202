// The development outbox (issue 19) shows every mailed code and reset link, so it is a door to any
// account: closed unless DEV_OUTBOX=1 opens it, and never open in production.
import { MSG } from '@kala/shared/messages';
import { call, createTestApp, get, testConfig, type TestApp } from '../../support/app';
import { lastMailTo, resetTokenIn } from '../../support/mail';
import { makeUser } from '../../support/users';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'from-the-operator-for-this-test', PUBLIC_URL: 'https://kala.example', PAYMENT_SANDBOX: 'allow', LOG_LEVEL: 'silent' };

/** Asks for a reset of someone's password as an anonymous caller, then reads the outbox: its status and text. */
async function resetThenReadOutbox(t: TestApp) {
  const victim = await makeUser(t);
  expect((await call(t, 'POST', '/auth/resetpassword', { email: victim.email })).body.message).toBe(MSG.checkYourEmail);
  const token = resetTokenIn((await lastMailTo(t.db, victim.email)).text);
  const outbox = await get(t, '/api/dev/outbox');
  return { status: outbox.status, showsTheLink: (await outbox.text()).includes(token) };
}

it.each([
  ['by default', {}],
  ['in production, even with DEV_OUTBOX=1', { ...PRODUCTION, DEV_OUTBOX: '1' }],
])('is closed %s: a reset link stays in the mail', async (_when, env) => {
  const t = await createTestApp(testConfig(env));
  try {
    expect(await resetThenReadOutbox(t)).toEqual({ status: 404, showsTheLink: false });
  } finally {
    await t.close();
  }
});

it('opens with DEV_OUTBOX=1 outside production', async () => {
  const t = await createTestApp(testConfig({ DEV_OUTBOX: '1' }));
  try {
    expect(await resetThenReadOutbox(t)).toEqual({ status: 200, showsTheLink: true });
  } finally {
    await t.close();
  }
});
