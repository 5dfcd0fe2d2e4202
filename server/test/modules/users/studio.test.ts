// Becoming an artist (issue 10): the studio request with its picture checks, the operator's approval,
// artist codes (single use) and the verified badge.
import sharp from 'sharp';
import { ROLES } from '@kala/shared/constants';
import { MSG } from '@kala/shared/messages';
import { ACCOUNT_MSG } from '@kala/shared/contracts/people/errors';
import type { Profile } from '@kala/shared/contracts/people';
import { call } from '../../support/app';
import { count, makeUser } from '../../support/users';
import { listStudioRequests, newArtistCodes, resolveStudioRequest, verifyArtist } from '../../../src/modules/users/studio';
import { testApp } from '../../support/helper';

const t = testApp();
let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#984b48' } }).png().toBuffer();
});

function form(message: string | null, files: { data: Buffer; name: string }[] = []): FormData {
  const body = new FormData();
  if (message !== null) body.append('message', message);
  for (const f of files) body.append('images[]', new Blob([new Uint8Array(f.data)]), f.name);
  return body;
}

async function send(body: FormData, token?: string) {
  const res = await fetch(`${t.url}/api/users/become-artist`, { method: 'POST', body, headers: token ? { authorization: `JWT ${token}` } : {} });
  return { statusCode: res.status, body: (await res.json()) as { status: string; message: string } };
}

const roleOf = async (id: string) => (await t.db.one<{ role: number }>('select role from users where id = $1', [id]))!.role;
const requests = (id: string) => count(t, 'select 1 from studio_requests where user_id = $1', [id]);

describe('a studio request', () => {
  it('refuses bad input with a clear error and stores nothing', async () => {
    const user = await makeUser(t);
    expect((await send(form('Hello'))).statusCode).toBe(401);
    expect(await send(form('  '), user.token)).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.studioAboutRequired, code: 'common.studioAboutRequired' } });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect(await send(form('Hello', [{ data: gif, name: 'a.png' }]), user.token)).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.studioImageType, code: 'common.studioImageType' } });
    const webp = await sharp(png).webp().toBuffer();
    expect((await send(form('Hello', [{ data: webp, name: 'a.jpg' }]), user.token)).body.message).toBe(MSG.studioImageType);
    const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);
    expect(await send(form('Hello', [{ data: big, name: 'big.png' }]), user.token)).toEqual({ statusCode: 413, body: { status: 'error', message: MSG.studioImageTooLarge, code: 'common.studioImageTooLarge' } });
    expect(await requests(user.id)).toBe(0);
  });

  it("is received once; a second is 'already-exist'; the operator approves it and the user is an artist, notified", async () => {
    const user = await makeUser(t);
    const jpeg = await sharp(png).jpeg().toBuffer();
    const sent = await send(form('I paint', [{ data: png, name: 'one.png' }, { data: jpeg, name: 'two.jpg' }]), user.token);
    expect(sent).toEqual({ statusCode: 200, body: { status: 'success', message: ACCOUNT_MSG.studioRequestSent, code: 'account.studioRequestSent' } });
    expect(await send(form('Again'), user.token)).toEqual({ statusCode: 409, body: { status: 'already-exist', message: ACCOUNT_MSG.studioRequestExists, code: 'account.studioRequestExists' } });

    const queued = (await listStudioRequests(t.db, false)).find((r) => r.email === user.email)!;
    expect(queued).toMatchObject({ message: 'I paint', images: 2, status: 'pending' });
    await resolveStudioRequest(t.db, queued.id, 'approve');
    expect(await roleOf(user.id)).toBe(ROLES.artist);
    const notes = await call(t, 'GET', '/api/notifications/all', undefined, user.token);
    expect(notes.body.message).toEqual([expect.objectContaining({ kind: 'studioApproved' })]);
    // An artist has nothing to request.
    expect(await send(form('More'), user.token)).toEqual({ statusCode: 400, body: { status: 'error', message: ACCOUNT_MSG.studioAlready, code: 'account.studioAlready' } });
  });

  it("shows as pending on one's own profile only, until the operator answers; a second is refused with the spec's text", async () => {
    const user = await makeUser(t);
    const other = await makeUser(t);
    const state = async (token?: string) => ((await call(t, 'GET', `/api/user/getbyslug/${user.slug}`, undefined, token)).body.message as Profile).studioRequest;
    expect(await state(user.token)).toBeNull();
    expect((await send(form('I weave'), user.token)).statusCode).toBe(200);
    expect(await state(user.token)).toBe('pending');
    expect(await state(other.token)).toBeNull();
    expect(await state()).toBeNull();
    expect(await send(form('I weave, again'), user.token)).toEqual({ statusCode: 409, body: { status: 'already-exist', message: ACCOUNT_MSG.studioRequestExists, code: 'account.studioRequestExists' } });
    expect(await requests(user.id)).toBe(1);

    const queued = (await listStudioRequests(t.db, false)).find((r) => r.email === user.email)!;
    await resolveStudioRequest(t.db, queued.id, 'decline');
    expect(await state(user.token)).toBeNull();
  });

  it('a declined request leaves the role, and a new one may be sent', async () => {
    const user = await makeUser(t);
    await send(form('Please'), user.token);
    const queued = (await listStudioRequests(t.db, false)).find((r) => r.email === user.email)!;
    await resolveStudioRequest(t.db, queued.id, 'decline');
    expect(await roleOf(user.id)).toBe(ROLES.user);
    expect((await send(form('Please, again'), user.token)).statusCode).toBe(200);
  });
});

describe('artist codes', () => {
  it('a valid code gives the studio role once; a reused or unknown code is refused', async () => {
    const [code] = await newArtistCodes(t.db, 1);
    const user = await makeUser(t);
    const other = await makeUser(t);
    expect((await call(t, 'POST', '/api/users/validatecode', { code })).statusCode).toBe(401);
    expect(await call(t, 'POST', '/api/users/validatecode', { code: 'KALA-NOPE' }, user.token)).toEqual({
      statusCode: 400,
      body: { status: 'error', message: ACCOUNT_MSG.artistCodeInvalid, code: 'account.artistCodeInvalid' },
    });
    expect(await call(t, 'POST', '/api/users/validatecode', { code: code.toLowerCase() }, user.token)).toEqual({
      statusCode: 200,
      body: { status: 'success', message: ACCOUNT_MSG.artistCodeVerified, code: 'account.artistCodeVerified' },
    });
    expect(await roleOf(user.id)).toBe(ROLES.artist);
    expect((await call(t, 'POST', '/api/users/validatecode', { code }, other.token)).body.message).toBe(ACCOUNT_MSG.artistCodeInvalid);
    expect(await roleOf(other.id)).toBe(ROLES.user);
  });

  it('the operator gives the verified badge by email', async () => {
    const artist = await makeUser(t, { role: ROLES.artist });
    expect(await verifyArtist(t.db, artist.email.toUpperCase())).toBe(true);
    expect(await t.db.one('select verified_artist, role from users where id = $1', [artist.id])).toEqual({ verified_artist: true, role: ROLES.verifiedArtist });
    expect(await verifyArtist(t.db, 'nobody@kala.test')).toBe(false);
  });
});
