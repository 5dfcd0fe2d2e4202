// Hiding reported artworks and comments (issue 23, ADR 0020), as posts are hidden: gone from every listing,
// page and search for everyone but the author, who is told why; comments are reportable ('comment').
import { randomBytes } from 'node:crypto';
import { ROLES } from '@kala/shared/constants';
import { MSG } from '@kala/shared/messages';
import type { ReportedItem } from '@kala/shared/admin';
import type { ReportCategory } from '@kala/shared/constants';
import { call } from '../../support/app';
import { newPost, signedIn, signedInOperator, testApp } from '../../support/helper';
import { makeUser, type TestUser } from '../../support/users';

const t = testApp();
const admin = signedInOperator(t);
const artist = signedIn(t, { role: ROLES.artist });
const reader = signedIn(t);
let category: string;

beforeAll(async () => {
  category = ((await call(t, 'GET', '/api/report/categories')).body.message as ReportCategory[])[0]!._id;
});

const report = (target: string, id: string, who: TestUser) => call(t, 'POST', `/api/report/${target}/${id}`, { category }, who.token);
const hide = (target: string, id: string, reason: string) => call(t, 'POST', `/api/admin/reports/${target}/${id}/hide`, { reason }, admin.token);
const queue = async () => (await call(t, 'GET', '/api/admin/reports', undefined, admin.token)).body.data as ReportedItem[];
const notices = async (who: TestUser) => JSON.stringify((await call(t, 'GET', '/api/notifications/all', undefined, who.token)).body);

describe('an artwork', () => {
  let id: string;
  let slug: string;
  const word = `zephyrine${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    slug = `work-${randomBytes(5).toString('hex')}`;
    const row = await t.db.one<{ id: string }>(
      `insert into artworks (slug, author_id, name, price_paisa, stock, search) values ($1, $2, $3, 100000, 2, to_tsvector('simple', $3)) returning id`,
      [slug, artist.id, `Lake ${word}`],
    );
    id = row!.id;
  });

  const listed = async (path: string, token?: string) => JSON.stringify((await call(t, 'GET', path, undefined, token)).body).includes(id);

  it('is listed, found and shown before it is hidden', async () => {
    expect(await listed('/api/v2/products/category/all?limit=60')).toBe(true);
    expect(await listed(`/api/search/${word}`)).toBe(true);
    expect(await listed(`/api/user/gallery/${artist.id}`, reader.token)).toBe(true);
    expect((await call(t, 'GET', `/api/product/${slug}`)).statusCode).toBe(200);
  });

  it('is hidden from every listing, page and search for all but its author, who is told why', async () => {
    expect((await report('product', id, reader)).body.message).toBe(MSG.reportedProduct);
    expect((await queue()).find((i) => i.targetId === id)).toMatchObject({ targetType: 'product', what: `Lake ${word}`, authorId: artist.id });
    expect((await hide('product', id, 'Copied work')).statusCode).toBe(200);

    expect(await listed('/api/v2/products/category/all?limit=60')).toBe(false);
    expect(await listed('/api/store?limit=60')).toBe(false);
    expect(await listed(`/api/search/${word}`)).toBe(false);
    expect(await listed(`/api/user/gallery/${artist.id}`, reader.token)).toBe(false);
    expect(await listed(`/api/user/gallery/${artist.id}`)).toBe(false);
    expect((await call(t, 'GET', `/api/product/${slug}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/product/${slug}`, undefined, reader.token)).statusCode).toBe(404);
    // Nobody can like it, put it in a cart or report it again.
    expect((await call(t, 'POST', `/api/like/product/${id}`, undefined, reader.token)).statusCode).toBe(404);
    expect((await call(t, 'POST', '/api/cart/addItem', { product_id: id }, reader.token)).statusCode).toBe(404);
    expect((await report('product', id, await makeUser(t))).statusCode).toBe(404);

    // Its author still sees it, and was told.
    expect((await call(t, 'GET', `/api/product/${slug}`, undefined, artist.token)).statusCode).toBe(200);
    expect(await listed(`/api/user/gallery/${artist.id}`, artist.token)).toBe(true);
    expect(await notices(artist)).toContain('The gallery hid your artwork: Copied work');
    expect((await queue()).find((i) => i.targetId === id)).toBeUndefined();
  });
});

describe('a comment', () => {
  let postId: string;
  let commentId: string;
  let commenter: TestUser;

  beforeAll(async () => {
    postId = await newPost(t, artist.token, 'Morning at the ghats');
    commenter = await makeUser(t, { name: 'Kamal Commenter' });
    const added = await call(t, 'POST', '/api/v2/post/comments/new', { post_id: postId, comment: 'Buy cheap followers at spam.example' }, commenter.token);
    commentId = (added.body.message as { _id: string })._id;
  });

  const comments = async (token?: string) => (await call(t, 'GET', `/api/v2/post/comments/${postId}/0`, undefined, token)).body as unknown as { message: { _id: string }[]; total: number };
  const post = async (token?: string) => (await call(t, 'GET', `/api/feed/post/${postId}`, undefined, token)).body as { post?: unknown; message?: unknown };

  it('is reportable once, not by its author, and waits in the queue with its words, author and place', async () => {
    expect((await report('comment', commentId, commenter)).body.message).toBe(MSG.reportOwn);
    expect((await report('comment', commentId, reader)).body.message).toBe(MSG.reported);
    expect((await report('comment', commentId, reader)).statusCode).toBe(409);
    expect((await report('comment', '00000000-0000-4000-8000-000000000000', reader)).statusCode).toBe(404);
    expect((await queue()).find((i) => i.targetId === commentId)).toMatchObject({
      targetType: 'comment',
      what: 'Buy cheap followers at spam.example',
      link: `/feed/${postId}`,
      authorId: commenter.id,
      authorName: 'Kamal Commenter',
    });
  });

  it('is hidden from the post for everyone but its author, who is told why', async () => {
    expect((await comments()).total).toBe(1);
    expect((await hide('comment', commentId, 'Spam link')).statusCode).toBe(200);
    for (const token of [undefined, reader.token, artist.token]) {
      expect(await comments(token)).toMatchObject({ message: [], total: 0 });
      expect(JSON.stringify(await post(token))).not.toContain(commentId);
    }
    expect(await comments(commenter.token)).toMatchObject({ message: [{ _id: commentId }], total: 1 });
    expect(JSON.stringify(await post(commenter.token))).toContain(commentId);
    expect(await notices(commenter)).toContain('The gallery hid your comment: Spam link');
    // Hidden, it is not reported again.
    expect((await report('comment', commentId, await makeUser(t))).statusCode).toBe(404);
  });
});

it('does not hide a person (suspend them instead)', async () => {
  const person = await makeUser(t);
  expect((await report('user', person.id, reader)).statusCode).toBe(200);
  expect((await hide('user', person.id, 'No')).statusCode).toBe(400);
});
