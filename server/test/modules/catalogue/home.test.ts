// Home (slider, featured, popular, recommended, followed), studio cards and liked artworks on a small seed.
import { MSG } from '@kala/shared/messages';
import { ROLES, isArtistRole } from '@kala/shared/constants';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import type { Category } from '@kala/shared/contracts/categories';
import { ARTWORK_COLUMNS, toArtworkJson, type ArtworkRow } from '../../../src/modules/catalogue/artworks';
import type { StudioCard } from '../../../src/modules/catalogue/studios';
import { call } from '../../support/app';
import { makeUser } from '../../support/users';
import { signedIn, testApp } from '../../support/helper';

const ARTWORKS = 16;
const t = testApp({ artworks: ARTWORKS });
const viewer = signedIn(t);
let categories: Category[];

beforeAll(async () => {
  categories = (await call(t, 'GET', '/api/categories')).body.message as Category[];
});

const ok = async (path: string, token?: string) => {
  const res = await call(t, 'GET', path, undefined, token);
  expect(res.statusCode).toBe(200);
  expect(res.body.status).toBe('success');
  return res.body;
};
const unauthorized = { statusCode: 401, body: { status: 'error', message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } };
const mainOf = (c: { _id: string; parent: string | null }) => c.parent ?? c._id;

describe('home', () => {
  it('answers 3–5 slides made from seeded works', async () => {
    const { slides } = (await ok('/api/slider/home-slider')) as unknown as {
      slides: { title: string; imageMain: Artwork['image']; thumbnail: Artwork['image']; linkArtist: { slug: string; role: number }; link: string }[];
    };
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect(slides.length).toBeLessThanOrEqual(5);
    for (const s of slides) {
      expect(s.title).not.toBe('');
      expect(s.imageMain.sizes.map((x) => x.sizeName)).toEqual(['thumbnail', 'gallery', 'productImage']);
      expect(s.link).toMatch(isArtistRole(s.linkArtist.role) ? /^\/artwork\// : /^\/art\//);
      const work = await call(t, 'GET', `/api/product/${s.link.split('/').pop()}`);
      expect((work.body.message as Artwork).author.slug).toBe(s.linkArtist.slug);
    }
  });

  it('answers the featured works, at most 12, with or without a token', async () => {
    const anonymous = (await ok('/api/products/getfeatured')).result as Artwork[];
    expect(anonymous).toHaveLength(12);
    const flagged = await t.db.many<{ id: string }>('select id from artworks where featured');
    expect(new Set(anonymous.map((a) => a.id))).toEqual(new Set(flagged.map((r) => r.id)));
    expect(((await ok('/api/products/getfeatured', viewer.token)).result as Artwork[]).map((a) => a.id)).toEqual(anonymous.map((a) => a.id));
  });

  it('answers the popular works of a main category with its sub-categories, most liked first', async () => {
    const painting = categories.find((c) => c.slug === 'painting')!;
    const byId = (await ok(`/api/products/popular/${painting._id}`)).message as Artwork[];
    expect(byId.length).toBeGreaterThan(0);
    expect(byId.length).toBeLessThanOrEqual(11);
    for (const a of byId) expect(a.categories.some((c) => mainOf(c) === painting._id)).toBe(true);
    const likes = byId.map((a) => a.likes.length);
    expect(likes.every((n, i) => i === 0 || n <= likes[i - 1])).toBe(true);
    expect(((await ok('/api/products/popular/painting')).message as Artwork[]).map((a) => a.id)).toEqual(byId.map((a) => a.id));
    expect((await ok('/api/products/popular/no-such-category')).message).toEqual([]);
  });

  it('recommends works in the categories the user likes, not their own and not liked yet', async () => {
    expect(await call(t, 'GET', '/api/products/recommended')).toEqual(unauthorized);
    const all = (await ok('/api/products/category/all?limit=60')).message as Artwork[];
    const liked = all.find((a) => a.categories.some((c) => c.slug === 'photography' || c.parent !== null))!;
    await call(t, 'POST', `/api/like/product/${liked.id}`, undefined, viewer.token);
    const mains = new Set(liked.categories.map((c) => c._id));
    const result = (await ok('/api/products/recommended', viewer.token)).result as Artwork[];
    expect(result.length).toBeGreaterThan(0);
    expect(result.length).toBeLessThanOrEqual(12);
    for (const a of result) {
      expect(a.id).not.toBe(liked.id);
      expect(a.likes).not.toContain(viewer.id);
      expect(a.author.id).not.toBe(viewer.id);
      expect(a.categories.some((c) => mains.has(c._id))).toBe(true);
    }
    await call(t, 'POST', `/api/like/product/${liked.id}`, undefined, viewer.token);
  });

  it('lists the newest works of followed studios', async () => {
    expect(await call(t, 'GET', '/api/products/followed')).toEqual(unauthorized);
    expect((await ok('/api/products/followed', viewer.token)).result).toEqual([]);
    const [work] = (await ok('/api/products/category/all?limit=1')).message as Artwork[];
    const artistId = work.author.id;
    const isPrivate = (await t.db.one<{ private: boolean }>('select private from users where id = $1', [artistId]))!.private;
    if (isPrivate) await t.db.query('update users set private = false where id = $1', [artistId]);
    await call(t, 'POST', '/api/secure/followartist', { artist: artistId }, viewer.token);
    const result = (await ok('/api/products/followed', viewer.token)).result as Artwork[];
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((a) => a.author.id === artistId)).toBe(true);
    expect(result[0].id).toBe(work.id);
    await call(t, 'POST', '/api/secure/unfollowartist', { artist: artistId }, viewer.token);
  });
});

describe('studio cards', () => {
  const artistCount = async () => (await t.db.one<{ n: number }>('select count(*) as n from users where role between 11 and 20'))!.n;

  it('lists artist studios by followers with the total, pages of 10, and ≤ 4 newest works each', async () => {
    const first = await ok('/api/artists/sortable?sortby=followers&category=all&skip=0');
    const cards = first.message as StudioCard[];
    expect(first.total).toBe(await artistCount());
    expect(Object.keys(first).sort()).toEqual(['message', 'status', 'total']);
    expect(cards).toHaveLength(10);
    const followers = cards.map((c) => c.followsCount);
    expect(followers.every((n, i) => i === 0 || n <= followers[i - 1])).toBe(true);
    for (const c of cards) {
      expect(isArtistRole(c.role)).toBe(true);
      expect(c.followState).toBeUndefined();
      expect(c.products.length).toBeLessThanOrEqual(4);
      expect(c.products.every((p) => p.author.id === c.id)).toBe(true);
      const created = c.products.map((p) => new Date(p.created).getTime());
      expect(created.every((x, i) => i === 0 || x <= created[i - 1])).toBe(true);
      expect(Object.keys(c).sort()).toEqual(
        ['_id', 'biography', 'categories', 'followsCount', 'id', 'name', 'picture', 'private', 'products', 'productsCount', 'role', 'slug', 'verifiedArtist'].sort(),
      );
      const real = await t.db.one<{ n: number }>(`select count(*) as n from follows where artist_id = $1 and status = 'accepted'`, [c.id]);
      expect(c.followsCount).toBe(real!.n);
    }
    // Private studios are listed too.
    expect(((await ok('/api/artists/sortable?limit=60')).message as StudioCard[]).some((c) => c.private)).toBe(true);
    const second = (await ok('/api/artists/sortable?sortby=followers&category=all&skip=10')).message as StudioCard[];
    expect(second.map((c) => c.id).filter((id) => cards.some((c) => c.id === id))).toEqual([]);
  });

  it('sorts by works and filters by category, sub-categories included', async () => {
    const byWorks = (await ok('/api/artists/sortable?sortby=works&limit=60')).message as StudioCard[];
    const works = byWorks.map((c) => c.productsCount);
    expect(works.every((n, i) => i === 0 || n <= works[i - 1])).toBe(true);
    const painting = categories.find((c) => c.slug === 'painting')!;
    const painters = await ok('/api/artists/sortable?category=painting&limit=60');
    expect((painters.total as number) > 0 && (painters.total as number) < (await artistCount())).toBe(true);
    for (const c of painters.message as StudioCard[]) {
      const inPainting = c.categories.some((x) => mainOf(x) === painting._id) || c.products.some((p) => p.categories.some((x) => mainOf(x) === painting._id));
      expect(inPainting).toBe(true);
    }
    expect((await ok('/api/artists/sortable?category=no-such-category')).total).toBe(0);
    expect((await call(t, 'GET', '/api/artists/sortable?sortby=likes')).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/artists/sortable?limit=1000')).statusCode).toBe(400);
  });

  it('adds followState for a logged-in caller', async () => {
    const cards = (await ok('/api/artists/sortable?limit=60', viewer.token)).message as StudioCard[];
    expect(cards.every((c) => c.followState === 'none')).toBe(true);
    const target = cards.find((c) => !c.private)!;
    const hidden = cards.find((c) => c.private)!;
    await call(t, 'POST', '/api/secure/followartist', { artist: target.id }, viewer.token);
    await call(t, 'POST', '/api/secure/followartist', { artist: hidden.id }, viewer.token);
    const after = (await ok('/api/artists/sortable?limit=60', viewer.token)).message as StudioCard[];
    expect(after.find((c) => c.id === target.id)!.followState).toBe('following');
    expect(after.find((c) => c.id === hidden.id)!.followState).toBe('requested');
    expect(after.find((c) => c.id === target.id)!.followsCount).toBe(target.followsCount + 1);
    expect(Object.keys(after[0]!)).toContain('followState');

    // Recommended and trending never show followed (or requested) studios, nor the caller.
    const recommended = await ok('/api/studios/recommended', viewer.token);
    const trending = await ok('/api/studios/tofollow', viewer.token);
    for (const list of [recommended.studios, trending.result] as StudioCard[][]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(8);
      expect(list.every((c) => c.id !== target.id && c.id !== hidden.id && c.followState === 'none' && isArtistRole(c.role))).toBe(true);
    }
    await call(t, 'POST', '/api/secure/unfollowartist', { artist: target.id }, viewer.token);
    await call(t, 'POST', '/api/user/cancelrequest', { artist: hidden.id }, viewer.token);
  });

  it('trending puts the studio with the most new followers first', async () => {
    const cards = (await ok('/api/artists/sortable?sortby=works&limit=60')).message as StudioCard[];
    const quiet = cards.filter((c) => !c.private).pop()!;
    for (let i = 0; i < 8; i++) {
      const fan = await makeUser(t);
      await call(t, 'POST', '/api/secure/followartist', { artist: quiet.id }, fan.token);
    }
    const trending = (await ok('/api/studios/tofollow', viewer.token)).result as StudioCard[];
    expect(trending[0].id).toBe(quiet.id);
    const artist = await makeUser(t, { role: ROLES.artist });
    const own = (await ok('/api/studios/tofollow', artist.token)).result as StudioCard[];
    expect(own.some((c) => c.id === artist.id)).toBe(false);
  });

  it('needs a token for the home studio rows', async () => {
    expect(await call(t, 'GET', '/api/studios/recommended')).toEqual(unauthorized);
    expect(await call(t, 'GET', '/api/studios/tofollow')).toEqual(unauthorized);
  });
});

describe('liked artworks', () => {
  it("answers a user's liked works, latest like first, by slug and for the caller", async () => {
    const works = (await ok('/api/products/category/all?limit=3')).message as Artwork[];
    const fan = await makeUser(t);
    for (const w of works) await call(t, 'POST', `/api/like/product/${w.id}`, undefined, fan.token);
    const mine = (await ok('/api/artworks/liked', fan.token)).message as { user: Record<string, unknown>; liked_artworks: Artwork[] };
    expect(mine.user).toMatchObject({ id: fan.id, _id: fan.id, slug: fan.slug, cover: null, picture: null, role: ROLES.user });
    expect(mine.liked_artworks.map((a) => a.id).sort()).toEqual(works.map((a) => a.id).sort());
    expect(mine.liked_artworks.every((a) => a.likes.includes(fan.id))).toBe(true);
    // Each one the contract's Artwork, as made from its rows now, the latest like first.
    const afresh = await t.db.many<ArtworkRow>(
      `select ${ARTWORK_COLUMNS} from likes l join artworks a on a.id = l.artwork_id where l.user_id = $1 order by l.created_at desc, a.id desc`,
      [fan.id],
    );
    expect(mine.liked_artworks).toEqual(afresh.map(toArtworkJson));
    const bySlug = (await ok(`/api/artworks/liked/${fan.slug}`, fan.token)).message;
    expect(bySlug).toEqual(mine);
    expect(((await ok(`/api/artworks/liked/${viewer.slug}`, viewer.token)).message as { liked_artworks: Artwork[] }).liked_artworks).toEqual([]);
    // Someone else's likes are theirs alone (spec: Liked shows only to the owner).
    expect(await call(t, 'GET', `/api/artworks/liked/${fan.slug}`, undefined, viewer.token)).toEqual({
      statusCode: 403,
      body: { status: 'error', message: MSG.likedOwnerOnly, code: 'common.likedOwnerOnly' },
    });
  });

  it('needs a token and a known user', async () => {
    expect(await call(t, 'GET', '/api/artworks/liked')).toEqual(unauthorized);
    expect(await call(t, 'GET', `/api/artworks/liked/${viewer.slug}`)).toEqual(unauthorized);
    expect((await call(t, 'GET', '/api/artworks/liked/nobody-at-all', undefined, viewer.token)).statusCode).toBe(404);
  });
});
