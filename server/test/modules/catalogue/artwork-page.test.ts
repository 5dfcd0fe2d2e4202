// The artwork page: view counter, like toggle, comments, similar works.
import { MSG } from '@kala/shared/messages';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import type { Comment } from '@kala/shared/contracts/comments';
import { pruneViews } from '../../../src/modules/catalogue/interactions';
import { call } from '../../support/app';
import { count, makeUser } from '../../support/users';
import { signedIn, testApp } from '../../support/helper';

const ARTWORKS = 14;
const t = testApp({ artworks: ARTWORKS });
const fan = signedIn(t);
const other = signedIn(t);
let works: Artwork[];
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const unauthorized = { statusCode: 401, body: { status: 'error', message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } };
const unavailable = { statusCode: 404, body: { status: 'not-found', message: MSG.artworkUnavailable, code: 'common.artworkUnavailable' } };

beforeAll(async () => {
  works = (await call(t, 'GET', '/api/products/category/all?limit=60')).body.message as Artwork[];
});

describe('view counter', () => {
  const view = (slug: string, headers: Record<string, string> = {}, token?: string) =>
    call(t, 'POST', `/api/product/${slug}/view`, undefined, token, { 'user-agent': 'Kala test browser', ...headers });

  it('counts each viewer once per day and answers the count', async () => {
    const work = works[0];
    const first = await view(work.slug);
    expect(first).toEqual({ statusCode: 200, body: { status: 'success', views: work.views + 1 } });
    // Three people at once, each counted once.
    const viewers = await Promise.all([1, 2, 3].map(() => makeUser(t)));
    await Promise.all(viewers.map((v) => view(work.slug, {}, v.token)));
    const page = await call(t, 'GET', `/api/product/${work.slug}`);
    expect((page.body.message as Artwork).views).toBe(work.views + 4);
    expect(await call(t, 'POST', '/api/product/no-such-art/view')).toEqual(unavailable);
  });

  it('counts 50 anonymous calls from one browser as one view, and a logged-in user once however often', async () => {
    const work = works[2];
    for (let i = 0; i < 50; i++) await view(work.slug);
    await Promise.all(Array.from({ length: 10 }, () => view(work.slug)));
    expect((await view(work.slug)).body.views).toBe(work.views + 1);
    // Another browser on the same address is another viewer; a user is one viewer on every device.
    expect((await view(work.slug, { 'user-agent': 'Another browser' })).body.views).toBe(work.views + 2);
    for (const agent of ['Phone', 'Laptop', 'Tablet']) await view(work.slug, { 'user-agent': agent }, fan.token);
    expect((await view(work.slug)).body.views).toBe(work.views + 3);
  });

  it('counts the viewer again the next day, and prunes the rows older than yesterday', async () => {
    const work = works[3];
    await view(work.slug);
    await t.db.query(`update artwork_views set day = current_date - 1 where artwork_id = $1`, [work.id]);
    expect((await view(work.slug)).body.views).toBe(work.views + 2);
    await t.db.query(`update artwork_views set day = current_date - 5 where artwork_id = $1 and day = current_date - 1`, [work.id]);
    await pruneViews(t.db);
    expect(await count(t, 'select 1 from artwork_views where artwork_id = $1', [work.id])).toBe(1);
  });
});

describe('like toggle', () => {
  it('likes, then unlikes, answering the state and count', async () => {
    const work = works[1];
    const before = work.likes.length;
    expect(await call(t, 'POST', `/api/like/product/${work.id}`, undefined, fan.token)).toEqual({
      statusCode: 200,
      body: { status: 'success', liked: true, likes: before + 1 },
    });
    expect((await call(t, 'GET', `/api/product/${work.slug}`)).body.message).toMatchObject({ likes: expect.arrayContaining([fan.id]) });
    expect((await call(t, 'POST', `/api/like/product/${work.id}`, undefined, other.token)).body).toMatchObject({ liked: true, likes: before + 2 });
    expect((await call(t, 'POST', `/api/like/product/${work.id}`, undefined, fan.token)).body).toEqual({ status: 'success', liked: false, likes: before + 1 });
    expect(await count(t, 'select 1 from likes where artwork_id = $1 and user_id = $2', [work.id, fan.id])).toBe(0);
  });

  it('needs a token and a known work, and changes nothing otherwise', async () => {
    const likes = await count(t, 'select 1 from likes');
    expect(await call(t, 'POST', `/api/like/product/${works[2].id}`)).toEqual(unauthorized);
    expect(await call(t, 'POST', `/api/like/product/${NO_SUCH_ID}`, undefined, fan.token)).toEqual(unavailable);
    expect(await call(t, 'POST', '/api/like/product/not-an-id', undefined, fan.token)).toEqual(unavailable);
    expect(await count(t, 'select 1 from likes')).toBe(likes);
  });
});

describe('comments', () => {
  const list = async (id: string, total: number) => {
    const res = await call(t, 'GET', `/api/v2/artwork/comments/${id}/${total}`);
    expect(res.statusCode).toBe(200);
    return { comments: res.body.message as Comment[], total: res.body.total as number };
  };

  it('adds comments and lists them newest first; total 0 lists all', async () => {
    const work = works[3];
    await t.db.query('delete from artwork_comments where artwork_id = $1', [work.id]);
    const added: Comment[] = [];
    for (const [i, text] of ['First!', 'Lovely colours', '  Trimmed  '].entries()) {
      const path = i === 1 ? '/api/v2/user-art/comment/new' : '/api/v2/artwork/comment/new';
      const res = await call(t, 'POST', path, { comment: text, product: work.id }, i === 2 ? other.token : fan.token);
      expect(res.statusCode).toBe(200);
      added.push(res.body.message as Comment);
      // Distinct creation times: newest first is then unambiguous.
      await t.db.query(`update artwork_comments set created_at = now() - make_interval(secs => $2) where id = $1`, [added[i]._id, 100 - i]);
    }
    expect(added[2]).toMatchObject({ comment: 'Trimmed', product: work.id, author: { _id: other.id, slug: other.slug, name: expect.any(String), picture: null } });
    const two = await list(work.id, 2);
    expect(two.total).toBe(3);
    expect(two.comments.map((c) => c.comment)).toEqual(['Trimmed', 'Lovely colours']);
    const all = await list(work.id, 0);
    expect(all.comments.map((c) => c.comment)).toEqual(['Trimmed', 'Lovely colours', 'First!']);
    expect(all.total).toBe(3);
  });

  it('refuses empty and over-long comments, missing tokens and unknown works, writing nothing', async () => {
    const work = works[4];
    const before = await count(t, 'select 1 from artwork_comments');
    const post = (body: object, token?: string) => call(t, 'POST', '/api/v2/artwork/comment/new', body, token);
    expect(await post({ comment: '   ', product: work.id }, fan.token)).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.commentEmpty, code: 'common.commentEmpty' } });
    expect(await post({ comment: 'x'.repeat(2001), product: work.id }, fan.token)).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.commentTooLong, code: 'common.commentTooLong' } });
    expect((await post({ comment: 'x'.repeat(2000), product: work.id }, fan.token)).statusCode).toBe(200);
    expect(await post({ comment: 'Hello', product: work.id })).toEqual(unauthorized);
    expect(await post({ comment: 'Hello', product: NO_SUCH_ID }, fan.token)).toEqual(unavailable);
    expect((await post({ comment: { text: 'a' }, product: work.id }, fan.token)).statusCode).toBe(400);
    expect((await post({ product: work.id }, fan.token)).statusCode).toBe(400);
    expect(await count(t, 'select 1 from artwork_comments')).toBe(before + 1);
  });

  it('answers 404 for an unknown work and 400 for a bad count', async () => {
    expect(await call(t, 'GET', `/api/v2/artwork/comments/${NO_SUCH_ID}/2`)).toEqual(unavailable);
    expect((await call(t, 'GET', `/api/v2/artwork/comments/${works[0].id}/-1`)).statusCode).toBe(400);
    expect((await call(t, 'GET', `/api/v2/artwork/comments/${works[0].id}/two`)).statusCode).toBe(400);
  });
});

describe('similar works', () => {
  it('pages through every other work, same categories first', async () => {
    // A work that shares a category with some other work.
    const work = works.find((w) => works.some((o) => o.id !== w.id && o.categories.some((c) => w.categories.some((x) => x._id === c._id))))!;
    const mine = new Set(work.categories.map((c) => c._id));
    const page = await call(t, 'GET', `/api/products/similar/${work.slug}?skip=0&limit=5`);
    expect(page.statusCode).toBe(200);
    expect(page.body.total).toBe(ARTWORKS - 1);
    const first = page.body.message as Artwork[];
    expect(first).toHaveLength(5);
    const all = (await call(t, 'GET', `/api/products/similar/${work.slug}?limit=60`)).body.message as Artwork[];
    expect(all).toHaveLength(ARTWORKS - 1);
    expect(all.some((a) => a.id === work.id)).toBe(false);
    expect(all.slice(0, 5).map((a) => a.id)).toEqual(first.map((a) => a.id));
    const shared = all.map((a) => a.categories.filter((c) => mine.has(c._id)).length);
    expect(shared.every((n, i) => i === 0 || n <= shared[i - 1])).toBe(true);
    expect(shared[0]).toBeGreaterThan(0);
    const next = (await call(t, 'GET', `/api/products/similar/${work.slug}?skip=5&limit=5`)).body.message as Artwork[];
    expect(next.map((a) => a.id)).toEqual(all.slice(5, 10).map((a) => a.id));
    // The POST alias answers the same.
    const viaPost = await call(t, 'POST', '/api/products/similar?skip=5&limit=5', { slug: work.slug });
    expect((viaPost.body.message as Artwork[]).map((a) => a.id)).toEqual(next.map((a) => a.id));
  });

  it('ranks every page as counting each work’s shared categories afresh does, for works of none to three categories', async () => {
    // Works with no category and with three, besides the seed's one or two.
    const author = works[0]!.author.id;
    const [a, b, c] = (await t.db.many<{ id: string }>('select id from categories order by position, id limit 3')).map((r) => r.id);
    for (const [slug, cats] of [['no-category', []], ['three-categories', [a, b, c]], ['two-of-three', [a, b]]] as const) {
      const { id } = (await t.db.one<{ id: string }>(`insert into artworks (slug, author_id, name) values ($1, $2, $1) returning id`, [slug, author]))!;
      for (const cat of cats) await t.db.query('insert into artwork_categories (artwork_id, category_id) values ($1, $2)', [id, cat]);
    }
    const ranked = async (slug: string, skip: number, limit: number) =>
      (
        await t.db.many<{ id: string }>(
          `select a.id from artworks a
             left join (select ac.artwork_id, count(*) as shared from artwork_categories ac
                         where ac.category_id in (select category_id from artwork_categories where artwork_id = (select id from artworks where slug = $1))
                         group by ac.artwork_id) s on s.artwork_id = a.id
            where a.slug <> $1 and a.removed_at is null
            order by coalesce(s.shared, 0) desc, a.created_at desc, a.id desc limit $2 offset $3`,
          [slug, limit, skip],
        )
      ).map((r) => r.id);
    const slugs = [...works.map((w) => w.slug), 'no-category', 'three-categories', 'two-of-three'];
    for (const slug of slugs) {
      for (const [skip, limit] of [[0, 5], [3, 4], [0, 60], [14, 5]] as const) {
        const page = await call(t, 'GET', `/api/products/similar/${slug}?skip=${skip}&limit=${limit}`);
        expect({ slug, skip, ids: (page.body.message as Artwork[]).map((w) => w.id) }).toEqual({ slug, skip, ids: await ranked(slug, skip, limit) });
      }
    }
    await t.db.query("delete from artworks where slug in ('no-category', 'three-categories', 'two-of-three')");
  });

  it('answers 404 for an unknown work and 400 for bad paging', async () => {
    expect(await call(t, 'GET', '/api/products/similar/no-such-art')).toEqual(unavailable);
    expect(await call(t, 'POST', '/api/products/similar', { slug: 'no-such-art' })).toEqual(unavailable);
    expect((await call(t, 'GET', `/api/products/similar/${works[0].slug}?limit=0`)).statusCode).toBe(400);
    expect((await call(t, 'GET', `/api/products/similar/${works[0].slug}?skip=-3`)).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/products/similar', {})).statusCode).toBe(400);
  });
});
