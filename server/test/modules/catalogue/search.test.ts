// Full-text search: prefix matching over artworks (name, description, tags, category names) and people
// (name, biography), ranked; input that looks like tsquery syntax is just text.
import { ROLES } from '@kala/shared/constants';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import type { AuthorRef } from '@kala/shared/contracts/people';
import { MSG } from '@kala/shared/messages';
import { REFRESH_ARTWORK_SEARCH, categoriesNamedBy, prefixQuery } from '../../../src/modules/catalogue/search';
import { call } from '../../support/app';
import { makeUser } from '../../support/users';
import { testApp } from '../../support/helper';

const t = testApp({ artworks: 12 });

async function search(term: string, token?: string) {
  const res = await call(t, 'GET', `/api/search/${encodeURIComponent(term)}`, undefined, token);
  expect(res.statusCode).toBe(200);
  expect(res.body.status).toBe('success');
  return res.body as unknown as { products: Artwork[]; artists: AuthorRef[] };
}

describe('prefixQuery', () => {
  it('makes every word a quoted prefix and drops everything else', () => {
    expect(prefixQuery('Lands')).toBe("'lands':*");
    expect(prefixQuery("  rock & roll | !not (x) 'q' :* \\ ")).toBe("'rock':* & 'roll':* & 'not':* & 'x':* & 'q':*");
    expect(prefixQuery('काठमाडौं थाङ्का')).toBe("'काठमाडौं':* & 'थाङ्का':*");
    expect(prefixQuery('&|!():*')).toBeNull();
  });
});

describe('GET /search/:term', () => {
  it("finds works by a category name prefix: 'lands' finds Landscape", async () => {
    // Put the oldest work under Landscape (as an upload or edit would: the search vector is refreshed).
    const oldest = (await t.db.one<{ id: string }>('select id from artworks order by created_at limit 1'))!;
    await t.db.query(
      `insert into artwork_categories (artwork_id, category_id) select $1, id from categories where slug = 'landscape-photography' on conflict do nothing`,
      [oldest.id],
    );
    await t.db.query(`${REFRESH_ARTWORK_SEARCH} where a.id = $1`, [oldest.id]);
    const landscape = await t.db.many<{ id: string }>(
      `select ac.artwork_id as id from artwork_categories ac join categories c on c.id = ac.category_id where c.name = 'Landscape'`,
    );
    expect(landscape.map((r) => r.id)).toContain(oldest.id);
    const { products } = await search('lands');
    expect(products.length).toBeGreaterThan(0);
    for (const id of landscape.map((r) => r.id)) expect(products.map((p) => p.id)).toContain(id);
    for (const p of products) {
      const text = [p.name, p.description, ...p.tags, ...p.categories.map((c) => c.name)].join(' ').toLowerCase();
      expect(text).toMatch(/\blands/);
    }
  });

  it('finds works by name, tags and description, the name match ranked first', async () => {
    const [a, b] = await t.db.many<{ id: string; slug: string }>('select id, slug from artworks order by created_at desc limit 2');
    await t.db.query(`update artworks set name = 'Zephyrine Dawn', description = 'plain words' where id = $1`, [a.id]);
    await t.db.query(`update artworks set name = 'Other', description = 'A study of zephyrine light over the hills', tags = '{}' where id = $1`, [b.id]);
    // Writes through SQL refresh the search vector as the application does.
    await t.db.query(`${REFRESH_ARTWORK_SEARCH} where a.id = any($1::uuid[])`, [[a.id, b.id]]);
    const { products } = await search('zephyr');
    expect(products.map((p) => p.id)).toEqual([a.id, b.id]);
    await t.db.query(`update artworks set tags = array['ultramarinequest'] where id = $1`, [b.id]);
    await t.db.query(`${REFRESH_ARTWORK_SEARCH} where a.id = $1`, [b.id]);
    expect((await search('ultramarine')).products.map((p) => p.id)).toEqual([b.id]);
    // Every word must match.
    expect((await search('zephyr hills')).products.map((p) => p.id)).toEqual([b.id]);
  });

  it('finds people by name and biography prefixes', async () => {
    const artist = await makeUser(t, { role: ROLES.artist, name: 'Quillon Bhattarai', bio: 'Works in xylographic woodcuts.' });
    expect((await search('quill')).artists.map((p) => p.id)).toEqual([artist.id]);
    expect((await search('xylograph')).artists).toEqual([
      { _id: artist.id, id: artist.id, name: 'Quillon Bhattarai', slug: artist.slug, role: ROLES.artist, picture: null, verifiedArtist: false },
    ]);
    const seeded = await search('lhakpa');
    expect(seeded.artists.map((p) => p.name)).toContain('Lhakpa Dolma Tamang');
  });

  /** Works filed under a category, by slug. */
  const worksIn = async (slug: string) =>
    (await t.db.many<{ id: string }>(`select ac.artwork_id as id from artwork_categories ac join categories c on c.id = ac.category_id where c.slug = $1`, [slug])).map((r) => r.id);
  /** Puts a work under a category, as an upload or edit would. */
  const file = async (id: string, slug: string) => {
    await t.db.query(`insert into artwork_categories (artwork_id, category_id) select $1, id from categories where slug = $2 on conflict do nothing`, [id, slug]);
    await t.db.query(`${REFRESH_ARTWORK_SEARCH} where a.id = $1`, [id]);
  };

  it("forgives a typo: 'thanka' finds the works 'thangka' finds", async () => {
    const [work] = await t.db.many<{ id: string }>('select id from artworks order by created_at limit 1');
    await file(work!.id, 'thangka');
    const exact = (await search('thangka')).products.map((p) => p.id);
    expect(exact).toContain(work!.id);
    expect((await search('thanka')).products.map((p) => p.id).sort()).toEqual([...exact].sort());
    expect((await search('tangka')).products.length).toBeGreaterThan(0);
    // A word that resembles nothing still finds nothing.
    expect((await search('qqqzzzx')).products).toEqual([]);
  });

  it('ranks exact words first, then prefixes, then typos', async () => {
    const [exact, prefix, typo] = await t.db.many<{ id: string }>('select id from artworks order by created_at desc limit 3');
    const rename = (id: string, name: string) => t.db.query(`update artworks set name = $2, description = '', tags = '{}' where id = $1`, [id, name]);
    // The oldest of the three gets the exact word, so recency alone would rank it last.
    await rename(typo!.id, 'Marigolt Study');
    await rename(prefix!.id, 'Marigoldfield');
    await rename(exact!.id, 'Marigold');
    await t.db.query(`${REFRESH_ARTWORK_SEARCH} where a.id = any($1::uuid[])`, [[exact!.id, prefix!.id, typo!.id]]);
    expect((await search('marigold')).products.map((p) => p.id)).toEqual([exact!.id, prefix!.id, typo!.id]);
  });

  it('finds a category by its Nepali and its Chinese name (from the locales)', async () => {
    expect(categoriesNamedBy('थाङ्का')).toEqual(['thangka']);
    expect(categoriesNamedBy('唐卡')).toEqual(['thangka']);
    const thangka = await worksIn('thangka');
    expect(thangka.length).toBeGreaterThan(0);
    for (const term of ['थाङ्का', '唐卡']) {
      const found = (await search(term)).products.map((p) => p.id);
      expect(found.length).toBe(Math.min(thangka.length, 20));
      for (const id of found) expect(thangka).toContain(id);
    }
    // A two-word Nepali name: both words must name it.
    const digital = await worksIn('digital-art');
    const found = (await search('डिजिटल कला')).products.map((p) => p.id);
    for (const id of found) expect(digital).toContain(id);
  });

  it('limits the answer to 20 works and 10 people', async () => {
    const all = await search('a');
    expect(all.products.length).toBeLessThanOrEqual(20);
    expect(all.artists.length).toBeLessThanOrEqual(10);
  });

  it('treats tsquery syntax as plain text and answers empty results, never a server error', async () => {
    for (const term of ["&", "it's", 'a & | b', '!!!', ':*', '(((', "\\'", 'a:*b', '<->', '日本', 'x'.repeat(150)]) {
      const res = await call(t, 'GET', `/api/search/${encodeURIComponent(term)}`);
      expect(res.statusCode).toBe(200);
      expect(Array.isArray(res.body.products) && Array.isArray(res.body.artists)).toBe(true);
    }
    expect(await search('&|!')).toEqual({ status: 'success', products: [], artists: [] });
    expect((await call(t, 'GET', `/api/search/${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('refuses an empty term with 400 and answers the same with a token', async () => {
    expect(await call(t, 'GET', '/api/search/%20%20')).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.searchTermEmpty, code: 'common.searchTermEmpty' } });
    expect((await call(t, 'GET', '/api/search/')).statusCode).toBe(400);
    const user = await makeUser(t);
    expect(await search('lands', user.token)).toEqual(await search('lands'));
  });
});
