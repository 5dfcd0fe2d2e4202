import { AUTH } from '@kala/shared/constants';
import { MSG, formatMsg } from '@kala/shared/messages';
import { call, createTestApp, get, testConfig, type TestApp } from '../../support/app';
import { codeIn, lastMailTo, resetTokenIn } from '../../support/mail';

let t: TestApp;
beforeAll(async () => {
  // The development outbox is opened for the test that reads it over HTTP.
  t = await createTestApp(testConfig({ DEV_OUTBOX: '1' }));
});
afterAll(() => t.close());

const form = (over: Record<string, string> = {}) => ({
  name: 'Sita Rana',
  email: 'sita@example.com',
  password: 'secret1',
  'confirm-password': 'secret1',
  ...over,
});

async function register(email: string, password = 'secret1') {
  return call(t, 'POST', '/auth/register', form({ email, password, 'confirm-password': password }));
}

async function verify(email: string) {
  const code = codeIn((await lastMailTo(t.db, email)).text);
  return call(t, 'POST', `/auth/verifyemail/${code}`);
}

describe('register', () => {
  it.each([
    ['name', MSG.fullNameEmpty],
    ['email', MSG.emailEmpty],
    ['password', MSG.passwordEmpty],
    ['confirm-password', MSG.passwordConfirmEmpty],
  ])('refuses an empty %s with the spec text first', async (field, message) => {
    const res = await call(t, 'POST', '/auth/register', form({ [field]: '  ' }));
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe('error');
    expect((res.body.message as string[])[0]).toBe(message);
  });

  it('refuses a missing field and mismatching passwords', async () => {
    const { name: _omit, ...noName } = form();
    expect((await call(t, 'POST', '/auth/register', noName)).body.message).toEqual([MSG.fullNameEmpty]);
    const res = await call(t, 'POST', '/auth/register', form({ 'confirm-password': 'other12' }));
    expect(res.body.message).toEqual([MSG.passwordsMismatch]);
  });

  it('applies the password rule and checks the address', async () => {
    for (const weak of ['abc12', 'abcdefgh']) {
      const res = await call(t, 'POST', '/auth/register', form({ password: weak, 'confirm-password': weak }));
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toEqual([MSG.passwordRule]);
    }
    const res = await call(t, 'POST', '/auth/register', form({ email: 'not-an-email' }));
    expect(res.body.message).toEqual([MSG.emailInvalid]);
  });

  it('creates an unverified user, mails a code and refuses the same address twice', async () => {
    const res = await register('Reg@Example.com');
    expect(res).toEqual({ statusCode: 200, body: { status: 'success', message: MSG.registered, code: 'common.registered' } });
    const user = await t.db.one<{ role: number; email_verified: boolean; password_hash: string }>(
      'select role, email_verified, password_hash from users where email = $1',
      ['reg@example.com'],
    );
    expect(user).toMatchObject({ role: 21, email_verified: false });
    expect(user?.password_hash).toMatch(/^scrypt\$/);
    const dup = await register('reg@example.com');
    expect(dup).toEqual({ statusCode: 400, body: { status: 'error', message: [MSG.emailTaken], code: ['common.emailTaken'] } });
  });
});

describe('outbox and email verification', () => {
  beforeAll(() => register('verify@example.com'));

  it('lists the mail with its code, newest first', async () => {
    const res = await get(t, '/api/dev/outbox');
    const mails = (await res.json()) as { to: string; subject: string; text: string; created: string }[];
    expect(mails[0].to).toBe('verify@example.com');
    expect(codeIn(mails[0].text)).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Date(mails[0].created).getTime()).not.toBeNaN();
  });

  it('stores only a hash of the code', async () => {
    const code = codeIn((await lastMailTo(t.db, 'verify@example.com')).text);
    const rows = await t.db.many<{ code_hash: string }>('select code_hash from email_codes');
    expect(rows.some((r) => r.code_hash.includes(code))).toBe(false);
  });

  it('refuses a bad code, accepts the good one once', async () => {
    expect(await call(t, 'POST', '/auth/verifyemail/WRONGCODE')).toEqual({
      statusCode: 400,
      body: { status: 'invalid', message: MSG.codeInvalid, code: 'common.codeInvalid' },
    });
    const code = codeIn((await lastMailTo(t.db, 'verify@example.com')).text);
    expect((await call(t, 'POST', `/auth/verifyemail/${code}`)).body).toEqual({ status: 'success', message: MSG.emailVerified, code: 'common.emailVerified' });
    expect((await call(t, 'POST', `/auth/verifyemail/${code}`)).body.status).toBe('invalid');
  });

  it('refuses an expired code', async () => {
    await register('late@example.com');
    await t.db.query(`update email_codes set expires_at = now() - interval '1 minute'`);
    expect((await verify('late@example.com')).body.status).toBe('invalid');
  });

  it('resends a new code that replaces the old one', async () => {
    await register('resend@example.com');
    const old = codeIn((await lastMailTo(t.db, 'resend@example.com')).text);
    const res = await call(t, 'POST', '/auth/resendverificationemail', { email: 'Resend@example.com' });
    expect(res.body).toEqual({ status: 'success', message: formatMsg('emailSent', { email: 'resend@example.com' }), code: 'common.emailSent', values: { email: 'resend@example.com' } });
    expect((await call(t, 'POST', `/auth/verifyemail/${old}`)).body.status).toBe('invalid');
    expect((await verify('resend@example.com')).body.status).toBe('success');
  });

  it('answers not-found for an unknown address', async () => {
    expect(await call(t, 'POST', '/auth/resendverificationemail', { email: 'nobody@example.com' })).toEqual({
      statusCode: 404,
      body: { status: 'not-found', message: MSG.emailNotAssociated, code: 'common.emailNotAssociated' },
    });
  });
});

describe('login and authenticate', () => {
  beforeAll(() => register('login@example.com', 'letmein7'));

  it('refuses an unverified account, then wrong passwords, then logs in', async () => {
    expect(await call(t, 'POST', '/auth/login', { email: 'login@example.com', password: 'letmein7' })).toEqual({
      statusCode: 403,
      body: { status: 'unverified', message: MSG.verifyYourEmail, code: 'common.verifyYourEmail' },
    });
    await verify('login@example.com');
    const wrong = { statusCode: 401, body: { status: 'error', message: MSG.invalidCredentials, code: 'common.invalidCredentials' } };
    expect(await call(t, 'POST', '/auth/login', { email: 'login@example.com', password: 'nope1234' })).toEqual(wrong);
    expect(await call(t, 'POST', '/auth/login', { email: 'ghost@example.com', password: 'letmein7' })).toEqual(wrong);
    const ok = await call(t, 'POST', '/auth/login', { email: 'LOGIN@example.com', password: 'letmein7' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.status).toBe('success');
    expect(typeof ok.body.token).toBe('string');
    const user = ok.body.user as Record<string, unknown>;
    expect(user).toMatchObject({ email: 'login@example.com', role: 21, emailVerified: 'true', name: 'Sita Rana' });
    expect(user._id).toBe(user.id);
    expect(JSON.stringify(ok.body)).not.toMatch(/password|scrypt/);
  });

  it('authenticates a good token only', async () => {
    const login = await call(t, 'POST', '/auth/login', { email: 'login@example.com', password: 'letmein7' });
    const token = login.body.token as string;
    const none = { statusCode: 401, body: { status: 'error', message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } };
    expect(await call(t, 'POST', '/auth/authenticate')).toEqual(none);
    expect(await call(t, 'POST', '/auth/authenticate', undefined, `${token}x`)).toEqual(none);
    const ok = await call(t, 'POST', '/auth/authenticate', undefined, token);
    expect(ok.body.status).toBe('success');
    expect((ok.body.user as { email: string }).email).toBe('login@example.com');
    // A header-only call with a form content type and no body (what axios sends for `null`) is fine too.
    const form = await fetch(`${t.url}/auth/authenticate`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `JWT ${token}` } });
    expect(form.status).toBe(200);
  });
});

describe('password reset', () => {
  beforeAll(async () => {
    await register('reset@example.com', 'oldpass1');
    await verify('reset@example.com');
  });

  it('answers not-found for an unknown address', async () => {
    expect(await call(t, 'POST', '/auth/resetpassword', { email: 'nobody@example.com' })).toEqual({
      statusCode: 404,
      body: { status: 'not-found', message: MSG.emailNotFound, code: 'common.emailNotFound' },
    });
  });

  it('mails a link; a bad token is not-found; rules come back as a list; the token works once', async () => {
    expect((await call(t, 'POST', '/auth/resetpassword', { email: 'reset@example.com' })).body).toEqual({
      status: 'success',
      message: MSG.checkYourEmail,
      code: 'common.checkYourEmail',
    });
    const token = resetTokenIn((await lastMailTo(t.db, 'reset@example.com')).text);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const bad = await call(t, 'POST', '/auth/resetpassword/not-a-token', { password: 'newpass1', 'confirm-password': 'newpass1' });
    expect(bad.statusCode).toBe(404);
    expect(bad.body.status).toBe('not-found');

    const invalid = await call(t, 'POST', `/auth/resetpassword/${token}`, { password: 'short', 'confirm-password': 'other' });
    expect(invalid).toEqual({ statusCode: 400, body: { status: 'validate-error', message: [MSG.passwordRule, MSG.passwordsMismatch], code: ['common.passwordRule', 'common.passwordsMismatch'] } });

    const ok = await call(t, 'POST', `/auth/resetpassword/${token}`, { password: 'newpass1', 'confirm-password': 'newpass1' });
    expect(ok.body).toEqual({ status: 'success', message: MSG.passwordChanged, code: 'common.passwordChanged' });
    expect((await call(t, 'POST', '/auth/login', { email: 'reset@example.com', password: 'oldpass1' })).statusCode).toBe(401);
    expect((await call(t, 'POST', '/auth/login', { email: 'reset@example.com', password: 'newpass1' })).statusCode).toBe(200);

    const again = await call(t, 'POST', `/auth/resetpassword/${token}`, { password: 'other123', 'confirm-password': 'other123' });
    expect(again.body.status).toBe('not-found');
  });
});

describe('mail to one address', () => {
  const mailsTo = async (email: string) => (await t.db.many('select 1 from outbox where to_address = $1', [email])).length;

  it("sends at most AUTH.secretMailsPerHour links of each kind an hour: a script cannot flood an inbox, nor keep killing the owner's newest link", async () => {
    await register('flooded@example.com', 'oldpass1');
    await verify('flooded@example.com');
    const before = await mailsTo('flooded@example.com');
    for (let i = 0; i < AUTH.secretMailsPerHour; i++) expect((await call(t, 'POST', '/auth/resetpassword', { email: 'flooded@example.com' })).statusCode).toBe(200);
    const newest = resetTokenIn((await lastMailTo(t.db, 'flooded@example.com')).text);
    const refused = await fetch(`${t.url}/auth/resetpassword`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'flooded@example.com' }) });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: MSG.tooManyRequests, code: 'common.tooManyRequests' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await mailsTo('flooded@example.com')).toBe(before + AUTH.secretMailsPerHour);
    // The owner's newest link still works.
    expect((await call(t, 'POST', `/auth/resetpassword/${newest}`, { password: 'newpass1', 'confirm-password': 'newpass1' })).statusCode).toBe(200);
  });

  it('mails no new code to an address already verified, with the same answer', async () => {
    await register('done@example.com');
    await verify('done@example.com');
    const before = await mailsTo('done@example.com');
    const res = await call(t, 'POST', '/auth/resendverificationemail', { email: 'done@example.com' });
    expect(res.body).toMatchObject({ status: 'success', code: 'common.emailSent' });
    expect(await mailsTo('done@example.com')).toBe(before);
  });
});

describe('a password reset ends earlier sessions', () => {
  beforeAll(async () => {
    await register('sessions@example.com', 'oldpass1');
    await verify('sessions@example.com');
  });

  it('refuses a token signed before the reset, everywhere, and lets a new login in', async () => {
    const before = (await call(t, 'POST', '/auth/login', { email: 'sessions@example.com', password: 'oldpass1' })).body.token as string;
    expect((await call(t, 'POST', '/auth/authenticate', undefined, before)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/cart', undefined, before)).statusCode).toBe(200);

    await call(t, 'POST', '/auth/resetpassword', { email: 'sessions@example.com' });
    const link = resetTokenIn((await lastMailTo(t.db, 'sessions@example.com')).text);
    expect((await call(t, 'POST', `/auth/resetpassword/${link}`, { password: 'newpass1', 'confirm-password': 'newpass1' })).statusCode).toBe(200);

    const none = { statusCode: 401, body: { status: 'error', message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } };
    expect(await call(t, 'POST', '/auth/authenticate', undefined, before)).toEqual(none);
    expect(await call(t, 'GET', '/api/cart', undefined, before)).toEqual(none);
    const after = (await call(t, 'POST', '/auth/login', { email: 'sessions@example.com', password: 'newpass1' })).body.token as string;
    expect((await call(t, 'GET', '/api/cart', undefined, after)).statusCode).toBe(200);
  });
});
