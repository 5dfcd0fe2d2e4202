// Follows: follow, unfollow, check, cancel a request; private artists; counters in one transaction.
import { MSG } from '@kala/shared/messages';
import { ROLES } from '@kala/shared/constants';
import { call } from '../../support/app';
import { count } from '../../support/users';
import { signedIn, testApp } from '../../support/helper';

const t = testApp();
const fan = signedIn(t);
const artist = signedIn(t, { role: ROLES.artist });
const privateArtist = signedIn(t, { role: ROLES.artist, private: true });

const counters = async (id: string) =>
  (await t.db.one<{ followers_count: number; following_count: number }>('select followers_count, following_count from users where id = $1', [id]))!;
const check = async (artistId: string, token = fan.token) => (await call(t, 'POST', '/api/user/checkfollow', { artist: artistId }, token)).body;

describe('follow and unfollow', () => {
  it('follows, counts on both sides, refuses a second follow with 409 followed, and unfollows', async () => {
    expect(await check(artist.id)).toEqual({ status: 'success', message: 'none' });
    expect(await call(t, 'POST', '/api/secure/followartist', { artist: artist.id }, fan.token)).toEqual({ statusCode: 200, body: { status: 'success' } });
    expect(await check(artist.id)).toEqual({ status: 'success', message: 'following' });
    expect((await counters(artist.id)).followers_count).toBe(1);
    expect((await counters(fan.id)).following_count).toBe(1);

    const again = await call(t, 'POST', '/api/secure/followartist', { artist: artist.id }, fan.token);
    expect(again).toEqual({ statusCode: 409, body: { status: 'followed', message: MSG.followAlready, code: 'common.followAlready' } });
    expect((await counters(artist.id)).followers_count).toBe(1);

    // The profile answer reads the same counter.
    const me = await call(t, 'POST', '/auth/authenticate', undefined, artist.token);
    expect((me.body.user as { followsCount: number }).followsCount).toBe(1);

    expect(await call(t, 'POST', '/api/secure/unfollowartist', { artist: artist.id }, fan.token)).toEqual({
      statusCode: 200,
      body: { status: 'success', message: MSG.unfollowed, code: 'common.unfollowed' },
    });
    expect(await check(artist.id)).toEqual({ status: 'success', message: 'none' });
    expect(await counters(artist.id)).toMatchObject({ followers_count: 0 });
    expect(await counters(fan.id)).toMatchObject({ following_count: 0 });
    // Unfollowing again changes nothing.
    expect((await call(t, 'POST', '/api/secure/unfollowartist', { artist: artist.id }, fan.token)).statusCode).toBe(200);
    expect((await counters(artist.id)).followers_count).toBe(0);
  });

  it('counts a burst of simultaneous follows once', async () => {
    const burst = await Promise.all(Array.from({ length: 6 }, () => call(t, 'POST', '/api/secure/followartist', { artist: artist.id }, fan.token)));
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await counters(artist.id)).followers_count).toBe(1);
    expect(await count(t, 'select 1 from follows where artist_id = $1', [artist.id])).toBe(1);
    await call(t, 'POST', '/api/secure/unfollowartist', { artist: artist.id }, fan.token);
  });

  it('follows by slug too', async () => {
    expect((await call(t, 'POST', '/api/secure/followartist', { artist: artist.slug }, fan.token)).body.status).toBe('success');
    await call(t, 'POST', '/api/secure/unfollowartist', { artist: artist.slug }, fan.token);
    expect((await counters(artist.id)).followers_count).toBe(0);
  });
});

describe('private artists', () => {
  it('answers requested, counts nothing until approved, and the request can be cancelled', async () => {
    const res = await call(t, 'POST', '/api/secure/followartist', { artist: privateArtist.id }, fan.token);
    expect(res).toEqual({ statusCode: 200, body: { status: 'requested' } });
    expect(await check(privateArtist.id)).toEqual({ status: 'success', message: 'requested' });
    // Asking again is still a pending request, not an error.
    expect((await call(t, 'POST', '/api/secure/followartist', { artist: privateArtist.id }, fan.token)).body).toEqual({ status: 'requested' });
    expect((await counters(privateArtist.id)).followers_count).toBe(0);
    expect((await counters(fan.id)).following_count).toBe(0);

    expect(await call(t, 'POST', '/api/user/cancelrequest', { artist: privateArtist.id }, fan.token)).toEqual({ statusCode: 200, body: { status: 'success' } });
    expect(await check(privateArtist.id)).toEqual({ status: 'success', message: 'none' });
    expect((await counters(privateArtist.id)).followers_count).toBe(0);
  });

  it('cancelrequest leaves an accepted follow alone', async () => {
    await call(t, 'POST', '/api/secure/followartist', { artist: artist.id }, fan.token);
    await call(t, 'POST', '/api/user/cancelrequest', { artist: artist.id }, fan.token);
    expect(await check(artist.id)).toEqual({ status: 'success', message: 'following' });
    await call(t, 'POST', '/api/secure/unfollowartist', { artist: artist.id }, fan.token);
  });
});

describe('failures change nothing', () => {
  const paths = ['/api/secure/followartist', '/api/secure/unfollowartist', '/api/user/checkfollow', '/api/user/cancelrequest'];

  it('needs a token on every call', async () => {
    for (const path of paths) {
      expect(await call(t, 'POST', path, { artist: artist.id })).toEqual({ statusCode: 401, body: { status: 'error', message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } });
      expect((await call(t, 'POST', path, { artist: artist.id }, 'not-a-token')).statusCode).toBe(401);
    }
    expect(await count(t, 'select 1 from follows')).toBe(0);
  });

  it('answers not-found for an unknown artist', async () => {
    for (const path of paths) {
      for (const who of ['00000000-0000-4000-8000-000000000000', 'nobody-here']) {
        expect(await call(t, 'POST', path, { artist: who }, fan.token)).toEqual({ statusCode: 404, body: { status: 'not-found', message: MSG.followNotFound, code: 'common.followNotFound' } });
      }
    }
  });

  it('refuses following oneself and bad bodies', async () => {
    expect(await call(t, 'POST', '/api/secure/followartist', { artist: fan.id }, fan.token)).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.followSelf, code: 'common.followSelf' } });
    for (const body of [{}, { artist: '' }, { artist: { id: artist.id } }, { artist: 'x'.repeat(201) }]) {
      expect((await call(t, 'POST', '/api/secure/followartist', body, fan.token)).statusCode).toBe(400);
    }
    expect(await count(t, 'select 1 from follows')).toBe(0);
    expect((await counters(fan.id)).following_count).toBe(0);
  });
});
