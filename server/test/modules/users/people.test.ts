// Profiles, follower lists, removing a follower, initiate follows and blocks (issue 10), as an API client
// sees them: the answers, the spec's statuses, and what a block or a private account refuses.
import { ROLES } from '@kala/shared/constants';
import { MSG } from '@kala/shared/messages';
import { ACCOUNT_MSG } from '@kala/shared/contracts/people/errors';
import type { PersonCard, Profile } from '@kala/shared/contracts/people';
import { call } from '../../support/app';
import { count, makeUser, type TestUser } from '../../support/users';
import { signedIn, testApp } from '../../support/helper';

const t = testApp();
const fan = signedIn(t);
const artist = signedIn(t, { role: ROLES.artist, bio: 'Paints the hills' });
const privateArtist = signedIn(t, { role: ROLES.artist, private: true });

async function addWork(author: TestUser, name: string): Promise<string> {
  const row = await t.db.one<{ id: string }>('insert into artworks (author_id, slug, name) values ($1, $2, $3) returning id', [author.id, `${author.slug}-${name}`, name]);
  return row!.id;
}

beforeAll(async () => {
  await addWork(artist, 'hills');
  await addWork(privateArtist, 'secret');
});

const profile = (slug: string, token?: string) => call(t, 'GET', `/api/user/getbyslug/${slug}`, undefined, token);
const works = (id: string, token?: string) => call(t, 'GET', `/api/user/gallery/${id}`, undefined, token);
const follow = (artistId: string, token: string) => call(t, 'POST', '/api/secure/followartist', { artist: artistId }, token);
const block = (id: string, token?: string) => call(t, 'PATCH', `/api/block/user/${id}`, undefined, token);
const unblock = (id: string, token?: string) => call(t, 'PATCH', `/api/unblock/user/${id}`, undefined, token);

describe('a profile by slug', () => {
  it('shows what others may see, never the email or shipping info', async () => {
    const res = await profile(artist.slug);
    expect(res.statusCode).toBe(200);
    const p = res.body.message as Profile;
    expect(p).toMatchObject({ _id: artist.id, slug: artist.slug, totalArtworks: 1, followsCount: 0, canSeeWorks: true, followState: 'none', blocked: null, info: { biography: 'Paints the hills' } });
    expect(p).not.toHaveProperty('email');
    expect(p).not.toHaveProperty('shippingInfo');
    expect((await profile('nobody-here')).statusCode).toBe(404);
  });

  it("lists an author's works to anyone, and a private artist's only to approved followers", async () => {
    expect(await works(artist.id)).toMatchObject({ statusCode: 200, body: { status: 'success', total: 1 } });
    expect(await works(privateArtist.id, fan.token)).toEqual({ statusCode: 403, body: { status: 'private', message: ACCOUNT_MSG.privateWorks, code: 'account.privateWorks' } });
    expect((await profile(privateArtist.slug, fan.token)).body.message).toMatchObject({ canSeeWorks: false, totalArtworks: 1 });
    expect((await call(t, 'GET', `/api/post/getbyartist/${privateArtist.id}/10`)).statusCode).toBe(403);
    // The owner sees their own.
    expect((await works(privateArtist.id, privateArtist.token)).body.total).toBe(1);
  });

  it('lets a follower see the private works as soon as the artist approves the request', async () => {
    expect((await follow(privateArtist.id, fan.token)).body).toEqual({ status: 'requested' });
    expect((await works(privateArtist.id, fan.token)).statusCode).toBe(403);
    const note = await t.db.one<{ id: string }>(`select id from notifications where recipient_id = $1 and kind = 'followRequest'`, [privateArtist.id]);
    // Only the artist may approve.
    expect((await call(t, 'POST', '/api/user/approvefollow', { notification: note!.id }, fan.token)).statusCode).toBe(404);
    expect((await call(t, 'POST', '/api/user/approvefollow', { notification: note!.id }, privateArtist.token)).body).toEqual({ status: 'success' });
    expect(await works(privateArtist.id, fan.token)).toMatchObject({ statusCode: 200, body: { total: 1 } });
    expect((await profile(privateArtist.slug, fan.token)).body.message).toMatchObject({ canSeeWorks: true, followState: 'following', followsCount: 1 });
  });
});

describe('one person by id and by slug (spec §7.2: /user/get/{id}, /user/{slug})', () => {
  const byId = (id: string, token?: string) => call(t, 'GET', `/api/user/get/${id}`, undefined, token);
  const bySlug = (slug: string, token?: string) => call(t, 'GET', `/api/user/${slug}`, undefined, token);

  it("answers status success with the user in message, as the profile by slug does, never the email or shipping info", async () => {
    const expected = (await profile(artist.slug, fan.token)).body;
    expect(expected).toMatchObject({ status: 'success', message: { _id: artist.id, slug: artist.slug } });
    for (const res of [await byId(artist.id, fan.token), await bySlug(artist.slug, fan.token)]) {
      expect(res).toEqual({ statusCode: 200, body: expected });
      expect(res.body.message).not.toHaveProperty('email');
      expect(res.body.message).not.toHaveProperty('shippingInfo');
    }
    // A visitor too.
    expect((await byId(artist.id)).body.message).toMatchObject({ _id: artist.id, followState: 'none' });
  });

  it('answers 404 for nobody, and leaves the account calls under /user/ as they were', async () => {
    for (const res of [await byId('00000000-0000-4000-8000-000000000000'), await byId('not-an-id'), await bySlug('nobody-here')]) {
      expect(res).toEqual({ statusCode: 404, body: { status: 'not-found', message: expect.any(String), code: 'common.notFound' } });
    }
    expect((await call(t, 'GET', '/api/user/profile', undefined, fan.token)).body.message).toMatchObject({ _id: fan.id, email: fan.email });
    expect((await call(t, 'GET', '/api/user/profile')).statusCode).toBe(401);
  });

  it("keeps a private artist's works from others and refuses someone who blocked the caller", async () => {
    const stranger = await makeUser(t);
    expect((await byId(privateArtist.id, stranger.token)).body.message).toMatchObject({ canSeeWorks: false, private: true });
    expect((await bySlug(privateArtist.slug, privateArtist.token)).body.message).toMatchObject({ canSeeWorks: true });
    const hermit = await makeUser(t);
    await block(stranger.id, hermit.token);
    const refused = { statusCode: 403, body: { status: 'blocked', message: MSG.theyBlockedYou, code: 'common.theyBlockedYou' } };
    expect(await byId(hermit.id, stranger.token)).toEqual(refused);
    expect(await bySlug(hermit.slug, stranger.token)).toEqual(refused);
    // The blocker sees only the head, marked, to unblock.
    expect((await byId(stranger.id, hermit.token)).body.message).toMatchObject({ blocked: 'you', canSeeWorks: false });
    expect((await bySlug(stranger.slug, hermit.token)).body.message).toMatchObject({ blocked: 'you', canSeeWorks: false });
    await unblock(stranger.id, hermit.token);
  });
});

describe('followers and following', () => {
  it("lists someone's followers and followings by slug, and one's own with a login", async () => {
    const followers = await call(t, 'GET', `/api/user/follower?user=${privateArtist.slug}`);
    expect((followers.body.message as PersonCard[]).map((p) => p._id)).toEqual([fan.id]);
    const mine = await call(t, 'GET', '/api/user/following', undefined, fan.token);
    expect((mine.body.message as PersonCard[])[0]).toMatchObject({ _id: privateArtist.id, totalArtworks: 1, private: true });
    expect((await call(t, 'GET', '/api/user/following')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/user/follower?user=nobody-here')).statusCode).toBe(404);
  });

  it("removes a follower ('Deleted follower'), only from the caller's own followers", async () => {
    expect((await call(t, 'POST', `/api/user/removeFollower/${fan.id}`, undefined, artist.token)).statusCode).toBe(200); // not a follower: no change
    expect((await call(t, 'POST', `/api/user/removeFollower/${fan.id}`)).statusCode).toBe(401);
    expect(await call(t, 'POST', `/api/user/removeFollower/${fan.id}`, undefined, privateArtist.token)).toEqual({
      statusCode: 200,
      body: { status: 'success', message: MSG.followerDeleted, code: 'common.followerDeleted' },
    });
    expect(await count(t, 'select 1 from follows where artist_id = $1', [privateArtist.id])).toBe(0);
    expect((await profile(privateArtist.slug)).body.message).toMatchObject({ followsCount: 0 });
    expect((await works(privateArtist.id, fan.token)).statusCode).toBe(403);
  });
});

describe('initiate follows', () => {
  it('follows the chosen public artists once, skips private ones, and is not offered again', async () => {
    const newcomer = await makeUser(t);
    const res = await call(t, 'POST', '/api/user/initiatefollows', { follows: [artist.id, privateArtist.id, 'junk'] }, newcomer.token);
    expect(res).toEqual({ statusCode: 200, body: { status: 'success', followed: 1 } });
    const me = await call(t, 'POST', '/auth/authenticate', undefined, newcomer.token);
    expect(me.body.user).toMatchObject({ initiateFollows: 'true' });
    expect((await profile(artist.slug)).body.message).toMatchObject({ followsCount: 1 });
    expect((await call(t, 'POST', '/api/user/initiatefollows', { follows: [] })).statusCode).toBe(401);
  });
});

describe('blocks', () => {
  let blocker: TestUser;
  let pest: TestUser;
  let workId: string;
  beforeAll(async () => {
    blocker = await makeUser(t, { role: ROLES.artist });
    pest = await makeUser(t);
    workId = await addWork(blocker, 'guarded');
    await follow(blocker.id, pest.token);
  });

  it('needs a login, refuses oneself and unknown ids', async () => {
    expect((await block(pest.id)).statusCode).toBe(401);
    expect(await block(blocker.id, blocker.token)).toEqual({ statusCode: 400, body: { status: 'error', message: ACCOUNT_MSG.blockSelf, code: 'account.blockSelf' } });
    expect((await block('00000000-0000-4000-8000-000000000000', blocker.token)).statusCode).toBe(404);
    expect(await count(t, 'select 1 from user_blocks')).toBe(0);
  });

  it('blocks: the follow ends and the blocked user can no longer follow, see, like or comment', async () => {
    expect(await block(pest.id, blocker.token)).toEqual({ statusCode: 200, body: { status: 'success', message: ACCOUNT_MSG.userBlocked, code: 'account.userBlocked' } });
    expect(await count(t, 'select 1 from follows where artist_id = $1', [blocker.id])).toBe(0);
    expect((await profile(blocker.slug)).body.message).toMatchObject({ followsCount: 0 });

    const refused = { statusCode: 403, body: { status: 'blocked', message: MSG.theyBlockedYou, code: 'common.theyBlockedYou' } };
    expect(await follow(blocker.id, pest.token)).toEqual(refused);
    expect(await profile(blocker.slug, pest.token)).toEqual(refused);
    expect(await works(blocker.id, pest.token)).toEqual(refused);
    const slug = (await t.db.one<{ slug: string }>('select slug from artworks where id = $1', [workId]))!.slug;
    expect(await call(t, 'GET', `/api/product/${slug}`, undefined, pest.token)).toEqual(refused);
    expect(await call(t, 'POST', `/api/like/product/${workId}`, undefined, pest.token)).toEqual(refused);
    expect(await call(t, 'POST', '/api/v2/artwork/comment/new', { product: workId, comment: 'hi' }, pest.token)).toEqual(refused);
    expect(await count(t, 'select 1 from likes where artwork_id = $1', [workId])).toBe(0);
    expect(await count(t, 'select 1 from artwork_comments where artwork_id = $1', [workId])).toBe(0);
    // Others still see everything.
    expect((await call(t, 'GET', `/api/product/${slug}`, undefined, fan.token)).statusCode).toBe(200);

    // Posts: not listed to the blocked user, who can neither like nor comment on them.
    const post = (await t.db.one<{ id: string }>(`insert into posts (author_id, body) values ($1, 'Studio news') returning id`, [blocker.id]))!.id;
    expect(await call(t, 'POST', '/api/post/like', { post }, pest.token)).toEqual(refused);
    expect(await call(t, 'POST', '/api/v2/post/comments/new', { post_id: post, comment: 'hi' }, pest.token)).toEqual(refused);
    expect((await call(t, 'GET', `/api/feed/post/${post}`, undefined, pest.token)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/feed/post/${post}`, undefined, fan.token)).statusCode).toBe(200);

    // The blocker sees the head only, marked, and cannot follow either until they unblock.
    expect((await profile(pest.slug, blocker.token)).body.message).toMatchObject({ blocked: 'you', canSeeWorks: false });
    expect(await follow(pest.id, blocker.token)).toEqual({ statusCode: 403, body: { status: 'blocking', message: MSG.youBlockedThem, code: 'common.youBlockedThem' } });
  });

  it("lists the blocked users and unblocks ('Unblocked successfully')", async () => {
    expect((await call(t, 'GET', '/api/blocklist')).statusCode).toBe(401);
    const list = await call(t, 'GET', '/api/blocklist', undefined, blocker.token);
    expect((list.body.message as PersonCard[]).map((p) => p._id)).toEqual([pest.id]);
    // Another user's unblock changes nothing.
    expect((await unblock(pest.id, fan.token)).statusCode).toBe(200);
    expect(await count(t, 'select 1 from user_blocks')).toBe(1);
    expect(await unblock(pest.id, blocker.token)).toEqual({ statusCode: 200, body: { status: 'success', message: ACCOUNT_MSG.unblocked, code: 'account.unblocked' } });
    expect((await call(t, 'GET', '/api/blocklist', undefined, blocker.token)).body.message).toEqual([]);
    expect((await follow(blocker.id, pest.token)).body).toEqual({ status: 'success' });
  });

  it("answers 'Artist blocked successfully' for an artist", async () => {
    expect((await block(artist.id, fan.token)).body).toEqual({ status: 'success', message: ACCOUNT_MSG.artistBlocked, code: 'account.artistBlocked' });
    await unblock(artist.id, fan.token);
  });
});
