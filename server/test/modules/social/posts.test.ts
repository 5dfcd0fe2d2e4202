// Feed posts (spec §7.3): create, read, edit, delete, like, hide, comments and the feed modes, against a
// real database. Every write is tried without a token, with someone else's token and with bad input:
// a clear error and nothing changed.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ATTACHMENT_LIMITS_MB, ROLES } from '@kala/shared/constants';
import { MSG, formatMsg } from '@kala/shared/messages';
import type { Post } from '@kala/shared/contracts/social';
import { call } from '../../support/app';
import { count, makeUser } from '../../support/users';
import { signedIn, testApp } from '../../support/helper';

const t = testApp();
const studio = signedIn(t, { role: ROLES.artist, name: 'Studio Tara' });
const fan = signedIn(t, { name: 'Asha Fan' });
const stranger = signedIn(t, { name: 'Bikash Stranger' });

const png = (width = 600, height = 400) => sharp({ create: { width, height, channels: 3, background: '#984B48' } }).png().toBuffer();

function form(fields: Record<string, string>, picture?: { data: Buffer; name?: string; type?: string }): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (picture) body.append('picture', new Blob([new Uint8Array(picture.data)], { type: picture.type ?? 'image/png' }), picture.name ?? 'photo.png');
  return body;
}

async function send(pathName: string, body: FormData | undefined, token?: string, method = 'POST') {
  const res = await fetch(`${t.url}${pathName}`, { method, body, headers: token ? { authorization: `JWT ${token}` } : {} });
  return { statusCode: res.status, body: (await res.json()) as Record<string, unknown> & { status: string; message: unknown } };
}

const postFiles = () => (existsSync(path.join(t.config.uploadsDir, 'posts')) ? readdirSync(path.join(t.config.uploadsDir, 'posts')) : []);
const newPost = async (fields: Record<string, string>, token = studio.token, picture?: Parameters<typeof form>[1]) => send('/api/post/new', form(fields, picture), token);

describe('writing a post', () => {
  it('creates a text post with a picture, resized into the named sizes', async () => {
    const r = await newPost({ post: 'Fresh paint in Patan https://kala.test/x' }, studio.token, { data: await png() });
    expect(r.statusCode).toBe(200);
    expect(r.body.message).toBe(MSG.postCreated);
    const post = r.body.post as Post;
    expect(post.post).toBe('Fresh paint in Patan https://kala.test/x');
    expect(post.picture?.sizes.map((s) => s.sizeName)).toEqual(['thumbnail', 'gallery', 'productImage']);
    expect(post.youtube_url).toBeNull();
    expect(post.author).toMatchObject({ _id: studio.id, name: 'Studio Tara', role: ROLES.artist });
    expect(postFiles()).toHaveLength(3);
  });

  it('keeps a video link as its 11-character id', async () => {
    const r = await newPost({ post: 'Watch me work', youtube_url: 'https://youtu.be/dQw4w9WgXcQ?t=3' });
    expect(r.statusCode).toBe(200);
    expect((r.body.post as Post).youtube_url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it.each([
    ['no token', { post: 'x' }, undefined, undefined, 401, MSG.pleaseLoginFirst],
    ['empty text', { post: '   ' }, 'studio', undefined, 400, MSG.postTextRequired],
    ['a non-video link', { post: 'x', youtube_url: 'https://vimeo.com/12345678901' }, 'studio', undefined, 400, MSG.invalidYoutubeUrl],
    ['a video id of the wrong length', { post: 'x', youtube_url: 'https://www.youtube.com/watch?v=abc' }, 'studio', undefined, 400, MSG.invalidYoutubeUrl],
    ['both picture and video', { post: 'x', youtube_url: 'https://youtu.be/dQw4w9WgXcQ' }, 'studio', 'png', 400, MSG.postImageOrVideo],
    ['a text file named .png', { post: 'x' }, 'studio', 'text', 400, MSG.imageTypeInvalid],
    ['a 6 MB picture', { post: 'x' }, 'studio', 'big', 413, formatMsg('postImageTooLarge', { n: ATTACHMENT_LIMITS_MB.post })],
  ])('refuses %s and stores nothing', async (_name, fields, who, file, code, message) => {
    const before = await count(t, 'select 1 from posts');
    const files = postFiles().length;
    const data =
      file === 'png' ? await png() : file === 'text' ? Buffer.from('just some text, not a picture') : file === 'big' ? Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]) : null;
    const r = await send('/api/post/new', form(fields, data ? { data } : undefined), who ? studio.token : undefined);
    expect(r.statusCode).toBe(code);
    expect(r.body.message).toBe(message);
    expect(await count(t, 'select 1 from posts')).toBe(before);
    expect(postFiles()).toHaveLength(files);
  });
});

describe('editing and deleting', () => {
  let post: Post;
  beforeAll(async () => {
    post = (await newPost({ post: 'Original words' }, studio.token, { data: await png() })).body.post as Post;
  });

  it('lets nobody but the author edit or delete', async () => {
    const edit = await send(`/api/post/update/${post._id}`, form({ post: 'Hijacked' }), fan.token);
    expect(edit.statusCode).toBe(403);
    const del = await send(`/api/post/delete/${post._id}`, undefined, fan.token);
    expect(del.statusCode).toBe(403);
    expect((await send(`/api/post/delete/${post._id}`, undefined, undefined)).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/feed/post/${post._id}`)).body.message).toMatchObject({ post: 'Original words' });
  });

  it('keeps the picture when only the text changes, and swaps it for a video link', async () => {
    const r = await send(`/api/post/update/${post._id}`, form({ post: 'Better words' }), studio.token);
    expect(r.statusCode).toBe(200);
    expect(r.body.message).toBe(MSG.postUpdated);
    expect((r.body.post as Post).picture?.slug).toBe(post.picture?.slug);
    const video = await send(`/api/post/update/${post._id}`, form({ post: 'Now a video', youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }), studio.token);
    expect(video.body.post).toMatchObject({ picture: null, youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const bad = await send(`/api/post/update/${post._id}`, form({ post: 'x', youtube_url: 'not a link' }), studio.token);
    expect(bad).toMatchObject({ statusCode: 400, body: { message: MSG.invalidYoutubeUrl, code: 'common.invalidYoutubeUrl' } });
    expect((await call(t, 'GET', `/api/feed/post/${post._id}`)).body.message).toMatchObject({ post: 'Now a video' });
  });

  it('deletes the post with its picture files; the post page then answers 404', async () => {
    const p = (await newPost({ post: 'Short-lived' }, studio.token, { data: await png() })).body.post as Post;
    const files = postFiles().length;
    const r = await send(`/api/post/delete/${p._id}`, undefined, studio.token);
    expect(r).toMatchObject({ statusCode: 200, body: { message: MSG.postDeleted, code: 'common.postDeleted' } });
    expect((await call(t, 'GET', `/api/feed/post/${p._id}`)).statusCode).toBe(404);
    expect(postFiles().length).toBe(files - 3);
    expect((await send(`/api/post/delete/${p._id}`, undefined, studio.token)).statusCode).toBe(404);
  });
});

describe('likes, hides and comments', () => {
  let post: Post;
  beforeAll(async () => {
    post = (await newPost({ post: 'Like me' })).body.post as Post;
  });

  it('toggles a like and counts it', async () => {
    expect((await call(t, 'POST', '/api/post/like', { post: post._id })).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/post/like', { post: post._id }, fan.token)).body).toMatchObject({ liked: true, likes: 1 });
    expect((await call(t, 'GET', `/api/feed/post/${post._id}`)).body.message).toMatchObject({ likes: [fan.id] });
    expect((await call(t, 'POST', '/api/post/like', { post: post._id }, fan.token)).body).toMatchObject({ liked: false, likes: 0 });
    expect((await call(t, 'POST', '/api/post/like', { post: 'nope' }, fan.token)).statusCode).toBe(404);
  });

  it('hides a post from the one who hid it only, and Undo shows it again', async () => {
    const hide = () => send(`/api/post/hide/${post._id}`, undefined, fan.token, 'PATCH');
    expect((await send(`/api/post/hide/${post._id}`, undefined, undefined, 'PATCH')).statusCode).toBe(401);
    expect((await hide()).body).toMatchObject({ status: 'success', hidden: true });
    const ids = async (token?: string) => ((await call(t, 'GET', '/api/feed/allPosts?total=50', undefined, token)).body.message as Post[]).map((p) => p._id);
    expect(await ids(fan.token)).not.toContain(post._id);
    expect(await ids(stranger.token)).toContain(post._id);
    expect((await call(t, 'GET', `/api/feed/post/${post._id}`, undefined, fan.token)).statusCode).toBe(404);
    // Nobody un-hides for someone else: the stranger's toggle hides it for the stranger.
    expect((await send(`/api/post/hide/${post._id}`, undefined, stranger.token, 'PATCH')).body).toMatchObject({ hidden: true });
    expect(await ids(fan.token)).not.toContain(post._id);
    expect((await hide()).body).toMatchObject({ hidden: false });
    expect(await ids(fan.token)).toContain(post._id);
    expect((await send(`/api/post/hide/${post._id}`, undefined, studio.token, 'PATCH')).statusCode).toBe(403);
  });

  it('adds comments, lists them newest first, and refuses empty ones', async () => {
    const add = (comment: string, token?: string) => call(t, 'POST', '/api/v2/post/comments/new', { comment, post_id: post._id }, token);
    expect((await add('hi')).statusCode).toBe(401);
    expect((await add('   ', fan.token)).body).toMatchObject({ message: MSG.commentEmpty, code: 'common.commentEmpty' });
    for (const text of ['first', 'second', 'third']) expect((await add(text, fan.token)).statusCode).toBe(200);
    const two = await call(t, 'GET', `/api/v2/post/comments/${post._id}/2`);
    expect(two.body).toMatchObject({ total: 3 });
    expect((two.body.message as { comment: string }[]).map((c) => c.comment)).toEqual(['third', 'second']);
    expect((await call(t, 'GET', `/api/feed/post/${post._id}`)).body.message).toMatchObject({ comments: 3, lastComment: { comment: 'third' } });
  });
});

describe('feed modes', () => {
  it('pages the whole feed for everyone, newest first, 10 at a time', async () => {
    const first = await call(t, 'GET', '/api/feed/allPosts');
    const all = first.body.total as number;
    expect((first.body.message as Post[]).length).toBe(Math.min(10, all));
    const created = (first.body.message as Post[]).map((p) => p.created);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('needs a login for recommended, following and popular', async () => {
    for (const sort of ['recommended', 'following', 'popular']) {
      expect((await call(t, 'GET', `/api/feed/posts?sort=${sort}`)).statusCode).toBe(401);
    }
    expect((await call(t, 'GET', '/api/feed/posts?sort=sideways', undefined, fan.token)).statusCode).toBe(400);
  });

  it('following shows the studios one follows; a studio filter shows only that studio', async () => {
    const following = (token: string) => call(t, 'GET', '/api/feed/posts?sort=following', undefined, token);
    expect((await following(fan.token)).body.total).toBe(0);
    expect((await call(t, 'POST', '/api/secure/followartist', { artist: studio.id }, fan.token)).body.status).toBe('success');
    const posts = (await following(fan.token)).body.message as Post[];
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((p) => p.author._id === studio.id)).toBe(true);
    const other = await makeUser(t, { role: ROLES.artist });
    await newPost({ post: 'Another studio' }, other.token);
    const filtered = (await call(t, 'GET', `/api/feed/allPosts?artistId=${other.id}`)).body;
    expect(filtered).toMatchObject({ total: 1, message: [{ post: 'Another studio' }] });
  });

  it('popular puts the most liked and commented of the last days first', async () => {
    const hot = (await newPost({ post: 'Hot take' })).body.post as Post;
    await call(t, 'POST', '/api/post/like', { post: hot._id }, fan.token);
    await call(t, 'POST', '/api/post/like', { post: hot._id }, stranger.token);
    for (const comment of ['wow', 'so good']) await call(t, 'POST', '/api/v2/post/comments/new', { comment, post_id: hot._id }, stranger.token);
    const top = (await call(t, 'GET', '/api/feed/posts?sort=popular', undefined, fan.token)).body.message as Post[];
    expect(top[0]._id).toBe(hot._id);
  });

  it('recommended shows studios the viewer engages with, never their own posts', async () => {
    const recommended = (await call(t, 'GET', '/api/posts/recommended', undefined, fan.token)).body.message as Post[];
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.every((p) => p.author._id !== fan.id)).toBe(true);
    expect((await call(t, 'GET', '/api/posts/recommended', undefined, stranger.token)).body.message).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ author: expect.objectContaining({ _id: stranger.id }) })]),
    );
  });

  it("lists an author's posts and the top studios", async () => {
    const mine = (await call(t, 'GET', `/api/post/getbyartist/${studio.id}/3`)).body.message as Post[];
    expect(mine).toHaveLength(3);
    const top = (await call(t, 'GET', '/api/artists/top/all')).body.message as { _id: string }[];
    expect(top[0]._id).toBe(studio.id);
  });
});
