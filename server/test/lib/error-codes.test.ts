// Codes, not sentences (issue 22 §2): an answer worded from one of the message tables keeps the spec's English
// `message` and carries the text's stable `code` ('<domain>.<key>'), with the `values` a filled text had.
// Plain English (the operators' console, Fastify's own refusals) answers as before, without a code.
import { randomUUID } from 'node:crypto';
import { ACCOUNT_CODED, ACCOUNT_MSG } from '@kala/shared/contracts/people/errors';
import { ALERT_CODED, ALERT_MSG } from '@kala/shared/alerts';
import { CHAT_CODED, CHAT_MSG } from '@kala/shared/contracts/chat/errors';
import { COMMERCE_CODED, COMMERCE_MSG } from '@kala/shared/contracts/commerce/errors';
import { ARTWORK_LIMITS, ROLES } from '@kala/shared/constants';
import { withValues, type CodedText } from '@kala/shared/errors';
import { EXHIBITION_CODED, EXHIBITION_MSG } from '@kala/shared/contracts/exhibitions/errors';
import { MSG, MSG_CODED, formatMsg } from '@kala/shared/messages';
import { HttpError, badRequest, notFound, textFields } from '../../src/lib/http-error';
import { call, type TestApp } from '../support/app';
import { testApp } from '../support/helper';
import { makeUser } from '../support/users';
import { makeWork, placeOrder } from '../modules/commerce/order-support';

const TABLES: [domain: string, texts: Record<string, string>, coded: Record<string, CodedText>][] = [
  ['common', MSG, MSG_CODED],
  ['account', ACCOUNT_MSG, ACCOUNT_CODED],
  ['chat', CHAT_MSG, CHAT_CODED],
  ['commerce', COMMERCE_MSG, COMMERCE_CODED],
  ['exhibitions', EXHIBITION_MSG, EXHIBITION_CODED],
  ['alerts', ALERT_MSG, ALERT_CODED],
];

describe('the coded tables', () => {
  it('give every text a code of the form <domain>.<key>, with the English unchanged', () => {
    for (const [domain, texts, coded] of TABLES) {
      expect(Object.keys(coded)).toEqual(Object.keys(texts));
      for (const [key, text] of Object.entries(coded)) {
        expect(text).toEqual({ code: `${domain}.${key}`, message: texts[key] });
        expect(text.code).toMatch(/^[a-z]+\.[A-Za-z][A-Za-z0-9]*$/);
      }
    }
  });

  it('never give two texts the same code', () => {
    const codes = TABLES.flatMap(([, , coded]) => Object.values(coded).map((t) => t.code));
    expect(codes.length).toBeGreaterThan(100);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('HttpError', () => {
  it('answers a coded text with its message and code, and a filled one with its values too', () => {
    expect(notFound(COMMERCE_CODED.orderNotFound).toJSON()).toEqual({ status: 'not-found', message: COMMERCE_MSG.orderNotFound, code: 'commerce.orderNotFound' });
    const filled = badRequest(withValues(COMMERCE_CODED.soldOut, { name: 'Rooftops' }));
    expect(filled.toJSON()).toEqual({ status: 'error', message: 'Rooftops has just sold out', code: 'commerce.soldOut', values: { name: 'Rooftops' } });
    // The error's own message (what the log shows) stays the English.
    expect(filled.message).toBe('Rooftops has just sold out');
  });

  it('answers a list with the parallel list of codes', () => {
    const listed = new HttpError(400, 'validate-error', [MSG_CODED.passwordRule, MSG_CODED.passwordsMismatch]);
    expect(listed.toJSON()).toEqual({ status: 'validate-error', message: [MSG.passwordRule, MSG.passwordsMismatch], code: ['common.passwordRule', 'common.passwordsMismatch'] });
  });

  it('answers plain English as before, without a code', () => {
    expect(badRequest('A title and an artist are required.').toJSON()).toEqual({ status: 'error', message: 'A title and an artist are required.' });
    expect(badRequest(['One.', 'Two.']).toJSON()).toEqual({ status: 'error', message: ['One.', 'Two.'] });
    expect(textFields('hidden')).toEqual({ message: 'hidden' });
  });

  it('answers the default texts of notFound() with their codes', () => {
    expect(notFound().toJSON()).toEqual({ status: 'not-found', message: MSG.notFound, code: 'common.notFound' });
  });
});

describe('answers of the server', () => {
  const t: TestApp = testApp();

  it('carry the code of a table text next to its English', async () => {
    expect(await call(t, 'GET', '/api/search/%20%20')).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.searchTermEmpty, code: 'common.searchTermEmpty' } });
  });

  it('carry the values of a filled text: a sold-out order', async () => {
    const artist = await makeUser(t, { role: ROLES.artist });
    const work = await makeWork(t, artist, 4_500, 1);
    const name = (await t.db.one<{ name: string }>('select name from artworks where id = $1', [work]))!.name;
    expect((await placeOrder(t, await makeUser(t), [work])).statusCode).toBe(200);
    expect(await placeOrder(t, await makeUser(t), [work])).toEqual({
      statusCode: 400,
      body: { status: 'error', message: `${name} has just sold out`, code: 'commerce.soldOut', values: { name } },
    });
  });

  it('carry the values of a filled text: too many images', async () => {
    const artist = await makeUser(t, { role: ROLES.artist });
    const form = new FormData();
    form.append('name', 'Seven pictures');
    for (let i = 0; i <= ARTWORK_LIMITS.images; i++) form.append(i === 0 ? 'image' : 'images[]', new Blob([randomUUID()], { type: 'image/png' }), `p${i}.png`);
    const res = await fetch(`${t.url}/api/artwork/upload`, { method: 'POST', body: form, headers: { authorization: `JWT ${artist.token}` } });
    expect({ statusCode: res.status, body: await res.json() }).toEqual({
      statusCode: 400,
      body: {
        status: 'error',
        message: formatMsg('artworkTooManyImages', { n: ARTWORK_LIMITS.images }),
        code: 'common.artworkTooManyImages',
        values: { n: ARTWORK_LIMITS.images },
      },
    });
  });

  it('carry the parallel codes of a list: a registration with several problems', async () => {
    const res = await call(t, 'POST', '/auth/register', { name: 'Asha', email: 'not-an-email', password: 'short', 'confirm-password': 'other' });
    expect(res).toEqual({
      statusCode: 400,
      body: {
        status: 'error',
        message: [MSG.passwordsMismatch, MSG.emailInvalid, MSG.passwordRule],
        code: ['common.passwordsMismatch', 'common.emailInvalid', 'common.passwordRule'],
      },
    });
  });

  it('carry the code of a success text', async () => {
    const fan = await makeUser(t);
    const studio = await makeUser(t, { role: ROLES.artist });
    expect((await call(t, 'PATCH', `/api/block/user/${studio.id}`, undefined, fan.token)).body).toEqual({
      status: 'success',
      message: ACCOUNT_MSG.artistBlocked,
      code: 'account.artistBlocked',
    });
  });

  it("answer a broken JSON body with Fastify's own English, without a code (no table text)", async () => {
    const res = await fetch(`${t.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(400);
    expect(body).toEqual({ status: 'error', message: expect.any(String) });
  });
});
