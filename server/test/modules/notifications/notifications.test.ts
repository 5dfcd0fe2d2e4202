// Notifications (spec §7.5): made by follows, follow requests, likes and comments on posts and artworks,
// and new posts of followed studios; grouped per subject; read states; clear; approve a request; and
// delivered live to the recipient's socket.
import { ROLES } from '@kala/shared/constants';
import { MSG } from '@kala/shared/messages';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import type { AppNotification } from '@kala/shared/contracts/notifications';
import { call } from '../../support/app';
import { liveSocket } from '../../support/live';
import { makeUser } from '../../support/users';
import { signedIn, testApp } from '../../support/helper';

const t = testApp({ artworks: 1 });
const studio = signedIn(t, { role: ROLES.artist, name: 'Studio Tara' });

const list = async (token: string) => (await call(t, 'GET', '/api/notifications/all', undefined, token)).body as unknown as { message: AppNotification[]; unread: number };
const newPost = async (token: string, text = 'A post') => {
  const body = new FormData();
  body.append('post', text);
  const res = await fetch(`${t.url}/api/post/new`, { method: 'POST', body, headers: { authorization: `JWT ${token}` } });
  return ((await res.json()) as { post: { _id: string } }).post._id;
};

it('needs a login for every call', async () => {
  for (const path of ['/api/notifications/makeseen', '/api/notifications/makeallviewed', '/api/notifications/clear']) {
    expect((await call(t, 'POST', path)).statusCode).toBe(401);
  }
  expect((await call(t, 'GET', '/api/notifications/all')).statusCode).toBe(401);
});

it('groups likes of one post into one notification: "Asha and 2 others liked your post"', async () => {
  const post = await newPost(studio.token);
  const likers = [await makeUser(t, { name: 'Bina' }), await makeUser(t, { name: 'Chandra' }), await makeUser(t, { name: 'Asha' })];
  for (const u of likers) await call(t, 'POST', '/api/post/like', { post }, u.token);
  const likes = (await list(studio.token)).message.filter((n) => n.kind === 'likePost');
  expect(likes).toHaveLength(1);
  expect(likes[0]).toMatchObject({ type: 'post', read: 'no', others: 2, message: 'Asha and 2 others liked your post', link: `/feed/${post}` });
  expect(likes[0].sender.name).toBe('Asha');
  // Asha takes it back: the latest remaining liker leads.
  await call(t, 'POST', '/api/post/like', { post }, likers[2].token);
  expect((await list(studio.token)).message.find((n) => n.kind === 'likePost')).toMatchObject({ message: 'Chandra and 1 others liked your post' });
  // One's own like is no news.
  await call(t, 'POST', '/api/post/like', { post }, studio.token);
  expect((await list(studio.token)).message.filter((n) => n.kind === 'likePost')).toHaveLength(1);
});

it('tells a studio of comments, follows and artwork likes, and followers of new posts', async () => {
  const fan = await makeUser(t, { name: 'Dipa' });
  const post = await newPost(studio.token);
  await call(t, 'POST', '/api/v2/post/comments/new', { comment: 'Lovely', post_id: post }, fan.token);
  await call(t, 'POST', '/api/secure/followartist', { artist: studio.id }, fan.token);
  const kinds = (await list(studio.token)).message.map((n) => n.kind);
  expect(kinds).toEqual(expect.arrayContaining(['commentPost', 'follow']));
  const followNote = (await list(studio.token)).message.find((n) => n.kind === 'follow')!;
  expect(followNote).toMatchObject({ type: 'follow', message: 'Dipa started following you', link: `/user/${fan.slug}` });

  // A name is written as it is: neither a replacement pattern nor another text's placeholder.
  const odd = await makeUser(t, { name: "Ram $' {{work}}" });
  await call(t, 'POST', '/api/secure/followartist', { artist: studio.id }, odd.token);
  expect((await list(studio.token)).message.find((n) => n.kind === 'follow' && n.sender._id === odd.id)).toMatchObject({ message: "Ram $' {{work}} started following you" });

  const fresh = await newPost(studio.token, 'Brand new');
  expect((await list(fan.token)).message[0]).toMatchObject({ kind: 'newPost', link: `/feed/${fresh}`, message: 'Studio Tara shared a new post' });

  const artwork = ((await call(t, 'GET', '/api/v2/products/category/all')).body.message as Artwork[])[0];
  await call(t, 'POST', `/api/like/product/${artwork._id}`, undefined, fan.token);
  const owner = await t.db.one<{ id: string; role: number }>('select id, role from users where id = $1', [artwork.author._id]);
  const ownerToken = await t.app.tokens.sign(owner!.id, owner!.role, 0);
  // The seed's likes of that work are already grouped: Dipa's joins the group and leads it.
  const liked = (await list(ownerToken)).message.find((n) => n.kind === 'likeArtwork' && n.link.endsWith(artwork.slug))!;
  expect(liked).toMatchObject({ type: 'other', read: 'no', sender: { name: 'Dipa' } });
  expect(liked.message).toBe(liked.others > 0 ? `Dipa and ${liked.others} others liked your artwork` : 'Dipa liked your artwork');
});

it('marks seen, viewed, all viewed, and clears; nobody marks what is not theirs', async () => {
  const other = await makeUser(t);
  const before = await list(studio.token);
  expect(before.unread).toBeGreaterThan(0);
  const one = before.message[0];
  expect((await call(t, 'POST', '/api/notifications/makeviewed', { notificationID: one._id }, other.token)).statusCode).toBe(404);
  expect((await call(t, 'POST', '/api/notifications/makeviewed', { notificationID: one._id }, studio.token)).statusCode).toBe(200);
  expect((await list(studio.token)).message[0].read).toBe('viewed');
  await call(t, 'POST', '/api/notifications/makeseen', undefined, studio.token);
  expect((await list(studio.token)).unread).toBe(0);
  await call(t, 'POST', '/api/notifications/makeallviewed', undefined, studio.token);
  expect((await list(studio.token)).message.every((n) => n.read === 'viewed')).toBe(true);
  expect((await call(t, 'POST', '/api/notifications/clear', undefined, other.token)).statusCode).toBe(200);
  expect((await list(studio.token)).message.length).toBeGreaterThan(0);
  expect((await call(t, 'POST', '/api/notifications/clear', undefined, studio.token)).body).toMatchObject({ message: MSG.notificationsCleared, code: 'common.notificationsCleared' });
  expect((await list(studio.token)).message).toEqual([]);
});

it('lets a private studio approve a follow request from its notification, and only that studio', async () => {
  const shy = await makeUser(t, { role: ROLES.artist, private: true });
  const fan = await makeUser(t, { name: 'Esha' });
  expect((await call(t, 'POST', '/api/secure/followartist', { artist: shy.id }, fan.token)).body.status).toBe('requested');
  const request = (await list(shy.token)).message.find((n) => n.kind === 'followRequest')!;
  expect(request).toMatchObject({ type: 'follow', message: 'Esha wants to follow you' });
  expect((await call(t, 'POST', '/api/user/approvefollow', { notification: request._id }, fan.token)).statusCode).toBe(404);
  expect((await call(t, 'POST', '/api/user/approvefollow', { notification: request._id }, shy.token)).statusCode).toBe(200);
  expect((await call(t, 'POST', '/api/user/checkfollow', { artist: shy.id }, fan.token)).body.message).toBe('following');
  expect((await list(shy.token)).message.map((n) => n.kind)).toEqual(['follow']);
  expect((await call(t, 'POST', '/api/user/approvefollow', { notification: request._id }, shy.token)).statusCode).toBe(404);
});

it('pushes a new notification to every open socket of the recipient, and refuses a socket without a token', async () => {
  const fan = await makeUser(t);
  const tabs = [await liveSocket(t.url, studio.token), await liveSocket(`${t.url}`, `JWT ${studio.token}`)];
  const bystander = await liveSocket(t.url, fan.token);
  let bystanderGot = false;
  bystander.on('newNotification', () => (bystanderGot = true));
  try {
    const arrived = tabs.map((s) => new Promise<AppNotification>((resolve) => s.once('newNotification', resolve)));
    await call(t, 'POST', '/api/secure/followartist', { artist: studio.id }, fan.token);
    for (const n of await Promise.all(arrived)) expect(n).toMatchObject({ kind: 'follow', sender: { _id: fan.id } });
    expect(bystanderGot).toBe(false);
    await expect(liveSocket(t.url, 'not-a-token')).rejects.toThrow('Please login first');
  } finally {
    for (const s of [...tabs, bystander]) s.disconnect();
  }
});
