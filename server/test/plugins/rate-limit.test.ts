// Rate limits: per address for the auth calls (the socket's address unless TRUST_PROXY names the proxy),
// per user for writes.
import { ROLES } from '@kala/shared/constants';
import { MSG } from '@kala/shared/messages';
import { call, testConfig } from '../support/app';
import { testApp } from '../support/helper';
import { makeUser } from '../support/users';

const limited = { statusCode: 429, body: { status: 'error', message: MSG.tooManyRequests, code: 'common.tooManyRequests' } };

/** The eight limited auth calls, each with a body it answers below 500. */
const AUTH_CALLS: [string, object][] = [
  ['/auth/login', { email: 'x@example.com', password: 'nope1234' }],
  ['/auth/register', { name: 'X' }],
  ['/auth/verifyemail/ABCDEFGH', {}],
  ['/auth/resendverificationemail', { email: 'x@example.com' }],
  ['/auth/resetpassword', { email: 'x@example.com' }],
  ['/auth/resetpassword/not-a-token', { password: 'newpass1', 'confirm-password': 'newpass1' }],
  ['/auth/google', { accessToken: 'token' }],
  ['/auth/facebook', { accessToken: 'token', userID: '1' }],
];

describe('no trusted proxy (the default)', () => {
  const t = testApp({ config: () => testConfig({ RATE_LIMIT_MAX: '3', LOGIN_RATE_LIMIT_MAX: '3' }) });

  it('limits the auth calls per address and route with 429 and the envelope', async () => {
    const attempt = () => call(t, 'POST', '/auth/resetpassword', { email: 'x@example.com' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(404);
    expect(await attempt()).toEqual(limited);
    // Another route keeps its own count.
    expect((await call(t, 'POST', '/auth/login', { email: 'x@example.com', password: 'nope1234' })).statusCode).toBe(401);
  });

  it('does not reset any limit for a client that sends its own X-Forwarded-For', async () => {
    for (const [path, body] of AUTH_CALLS) {
      for (let i = 0; i < 3; i++) await call(t, 'POST', path, body, undefined, { 'x-forwarded-for': `203.0.113.${i}` });
      expect({ path, ...(await call(t, 'POST', path, body, undefined, { 'x-forwarded-for': '198.51.100.7' })) }).toEqual({ path, ...limited });
    }
  });
});

describe('exhibition enquiries', () => {
  const t = testApp({ config: () => testConfig({ ENQUIRY_RATE_LIMIT_MAX: '2' }) });

  it('are limited per address an hour, both paths counted together (each mails the operator and the artist)', async () => {
    // An unknown show is refused after the count: the limit is what answers the third.
    const ask = (path: string) => call(t, 'POST', path, { name: 'Asha', email: 'asha@example.com', phone: '9812345678', message: 'Is it framed?', exhibition: 'no-such-show' });
    expect((await ask('/api/sendemail')).statusCode).not.toBe(429);
    expect((await ask('/api/exhibition/message')).statusCode).not.toBe(429);
    expect(await ask('/api/sendemail')).toEqual(limited);
  });
});

describe('TRUST_PROXY names the proxy', () => {
  const t = testApp({ config: () => testConfig({ RATE_LIMIT_MAX: '3', TRUST_PROXY: '127.0.0.1' }) });

  it("counts each client address the proxy forwards on its own", async () => {
    const from = (address: string) => call(t, 'POST', '/auth/resetpassword', { email: 'x@example.com' }, undefined, { 'x-forwarded-for': address });
    for (let i = 0; i < 3; i++) expect((await from('198.51.100.1')).statusCode).toBe(404);
    expect(await from('198.51.100.1')).toEqual(limited);
    expect((await from('198.51.100.2')).statusCode).toBe(404);
  });
});

describe('per-user write limits', () => {
  const t = testApp({ config: () => testConfig({ WRITE_RATE_LIMIT_MAX: '3', COMMENT_RATE_LIMIT_MAX: '2', UPLOAD_RATE_LIMIT_MAX: '2' }), artworks: 2 });
  let work: { id: string };
  let studio: { id: string };
  beforeAll(async () => {
    work = (await t.db.one<{ id: string }>('select id from artworks limit 1'))!;
    studio = (await t.db.one<{ id: string }>('select id from users where role between 11 and 20 limit 1'))!;
  });

  /** The answers of `n` calls in a row by one user. */
  async function burst(n: number, request: (token: string) => Promise<{ statusCode: number }>, token: string): Promise<number[]> {
    const codes: number[] = [];
    for (let i = 0; i < n; i++) codes.push((await request(token)).statusCode);
    return codes;
  }

  it('limits comments, likes, follows and the cart per user, not per address', async () => {
    const calls: [string, number, (token: string) => Promise<{ statusCode: number }>][] = [
      ['comments', 2, (tk) => call(t, 'POST', '/api/v2/artwork/comment/new', { product: work.id, comment: 'Lovely' }, tk)],
      ['likes', 3, (tk) => call(t, 'POST', `/api/like/product/${work.id}`, undefined, tk)],
      ['follows', 3, (tk) => call(t, 'POST', '/api/secure/followartist', { artist: studio.id }, tk)],
      ['cart', 3, (tk) => call(t, 'POST', '/api/cart/addItem', { product_id: work.id }, tk)],
    ];
    for (const [name, max, request] of calls) {
      const spammer = await makeUser(t);
      const codes = await burst(max + 1, request, spammer.token);
      expect({ name, allowed: codes.slice(0, max).every((c) => c !== 429), last: codes[max] }).toEqual({ name, allowed: true, last: 429 });
      // Someone else on the same address is not held back.
      expect({ name, other: (await request((await makeUser(t)).token)).statusCode }).not.toEqual({ name, other: 429 });
    }
  });

  it('both comment paths share one count', async () => {
    const user = await makeUser(t);
    const comment = (path: string) => call(t, 'POST', path, { product: work.id, comment: 'Lovely' }, user.token);
    expect((await comment('/api/v2/artwork/comment/new')).statusCode).toBe(200);
    expect((await comment('/api/v2/user-art/comment/new')).statusCode).toBe(200);
    expect(await comment('/api/v2/user-art/comment/new')).toEqual(limited);
  });

  it('limits artwork uploads and edits per user before reading the body', async () => {
    const artist = await makeUser(t, { role: ROLES.artist });
    const upload = () => fetch(`${t.url}/api/artwork/upload`, { method: 'POST', body: new FormData(), headers: { authorization: `JWT ${artist.token}` } });
    expect((await upload()).status).toBe(400);
    expect((await upload()).status).toBe(400);
    const refused = await upload();
    expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 429, body: limited.body });
    const edit = await fetch(`${t.url}/api/artwork/edit/${work.id}`, { method: 'POST', body: new FormData(), headers: { authorization: `JWT ${artist.token}` } });
    expect(edit.status).toBe(429);
  });
});
