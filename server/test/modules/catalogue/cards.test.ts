// Artwork cards (migration 047, cards.ts, ADR 0033): listings and search send each work's kept card, and
// whatever a card is made of, changed by the app or by plain SQL behind its back, shows in the next answer.
import type { Artwork } from '@kala/shared/contracts/catalogue';
import type { Db } from '../../../src/db';
import { ARTWORK_COLUMNS, toArtworkJson, type ArtworkRow } from '../../../src/modules/catalogue/artworks';
import { artworkJsons, CARD_COLUMNS, CARD_FORMAT, cardOf, type CardRow } from '../../../src/modules/catalogue/cards';
import { call, get, testConfig } from '../../support/app';
import { testApp } from '../../support/helper';
import { makeUser } from '../../support/users';

// Whole answers not cached: every listing reads its cards.
const t = testApp({ artworks: 12, config: () => testConfig({ CATALOGUE_ANSWERS: 'off' }) });

const NEWEST = 'order by a.created_at desc, a.id desc';

/** Every shown work as the contract's Artwork, made from its rows now. */
const now = async (): Promise<Artwork[]> =>
  (await t.db.many<ArtworkRow>(`select ${ARTWORK_COLUMNS} from artworks a where a.removed_at is null ${NEWEST}`)).map(toArtworkJson);

const listed = async (): Promise<Artwork[]> => {
  const res = await call(t, 'GET', '/api/v2/products/category/all?limit=60');
  expect(res.statusCode).toBe(200);
  return res.body.message as Artwork[];
};

const cardOfWork = async (id: string) => (await t.db.one<{ card: string | null }>('select card from artworks where id = $1', [id]))!.card;
const keptCards = async () => (await t.db.one<{ n: number }>('select count(*)::int as n from artworks where card is not null'))!.n;

describe('artwork cards', () => {
  let first: { id: string; author_id: string; slug: string };
  beforeAll(async () => {
    first = (await t.db.one<typeof first>(`select a.id, a.author_id, a.slug from artworks a ${NEWEST} limit 1`))!;
  });

  it('are made at the first listing, kept, and answer as the works are', async () => {
    expect(await keptCards()).toBe(0);
    expect(await listed()).toEqual(await now());
    expect(await keptCards()).toBe(12);
    expect(await listed()).toEqual(await now());
  });

  it('show every change of what they are made of in the next listing, whoever made it', async () => {
    const [buyer, otherCategory] = [
      await makeUser(t),
      (await t.db.one<{ id: string }>(
        'select c.id from categories c where not exists (select 1 from artwork_categories ac where ac.artwork_id = $1 and ac.category_id = c.id) limit 1',
        [first.id],
      ))!.id,
    ];
    const changes: [string, string, unknown[]][] = [
      ['its name', "update artworks set name = name || ' II' where id = $1", [first.id]],
      ['its price and stock', 'update artworks set price_paisa = 123450, stock = 0 where id = $1', [first.id]],
      ['its words and sizes', "update artworks set description = 'Ink on lokta paper.', tags = '{ink}', width = 7.5 where id = $1", [first.id]],
      ['its cover text', "update artwork_images set alt = 'A river at dusk' where artwork_id = $1", [first.id]],
      [
        'a second picture',
        `insert into artwork_images (artwork_id, position, is_cover, slug, alt, sizes)
           select artwork_id, 99, false, slug || '-second', '', sizes from artwork_images where artwork_id = $1 and position = 0`,
        [first.id],
      ],
      ['the cover moved to it', 'update artwork_images set is_cover = (position = 99) where artwork_id = $1', [first.id]],
      ['a picture removed', 'delete from artwork_images where artwork_id = $1 and position = 0', [first.id]],
      ['a category added', 'insert into artwork_categories (artwork_id, category_id) values ($1, $2)', [first.id, otherCategory]],
      ['a category renamed', "update categories set name = name || ' Arts' where id = $1", [otherCategory]],
      ['a category taken away', 'delete from artwork_categories where artwork_id = $1 and category_id = $2', [first.id, otherCategory]],
      ['its author renamed', "update users set name = 'Studio Renamed' where id = $1", [first.author_id]],
      ['its author verified', 'update users set verified_artist = not verified_artist where id = $1', [first.author_id]],
      ['a like', 'insert into likes (user_id, artwork_id) values ($1, $2)', [buyer.id, first.id]],
      ['its views', 'update artworks set views = views + 5 where id = $1', [first.id]],
      ['hidden by an operator', "update artworks set removed_at = now(), removed_reason = 'test' where id = $1", [first.id]],
      ['shown again', 'update artworks set removed_at = null where id = $1', [first.id]],
    ];
    for (const [what, sql, params] of changes) {
      await t.db.query(sql, params);
      expect({ what, listed: await listed() }).toEqual({ what, listed: await now() });
    }
  });

  it('stay through what they are not made of: views and likes', async () => {
    await listed();
    const card = await cardOfWork(first.id);
    expect(card).not.toBeNull();
    await t.db.query('update artworks set views = views + 1 where id = $1', [first.id]);
    await t.db.query('delete from likes where artwork_id = $1', [first.id]);
    expect(await cardOfWork(first.id)).toBe(card);
    expect(await listed()).toEqual(await now());
  });

  it('made from a row that changes before they are kept are not kept', async () => {
    // A card emptied, then made by a read whose data an author's rename overtakes before the card is kept.
    await t.db.query('update artworks set card = null where id = $1', [first.id]);
    const racing: Db = Object.assign(Object.create(t.db) as Db, {
      many: async <T>(sql: string, params?: unknown[]) => {
        const rows = await t.db.many<T>(sql, params);
        if (sql.includes('xmin')) await t.db.query("update users set name = 'Studio Overtaken' where id = $1", [first.author_id]);
        return rows;
      },
    });
    const rows = await t.db.many<CardRow>(`select ${CARD_COLUMNS} from artworks a where a.id = $1`, [first.id]);
    const [answered] = await artworkJsons(racing, rows);
    expect(JSON.parse(answered!).author.name).not.toBe('Studio Overtaken');
    expect(await cardOfWork(first.id)).toBeNull();
    expect((await listed()).find((w) => w.id === first.id)!.author.name).toBe('Studio Overtaken');
  });

  it('answer search as the works are', async () => {
    await t.db.query("update users set name = 'Studio Searched' where id = $1", [first.author_id]);
    const name = (await t.db.one<{ name: string }>('select name from artworks where id = $1', [first.id]))!.name;
    const res = await call(t, 'GET', `/api/search/${encodeURIComponent(name.split(' ')[0]!)}`);
    expect(res.statusCode).toBe(200);
    const products = res.body.products as Artwork[];
    const byId = new Map((await now()).map((w) => [w.id, w]));
    expect(products.length).toBeGreaterThan(0);
    expect(products).toEqual(products.map((p) => byId.get(p.id)));
    expect(products.find((p) => p.id === first.id)?.author.name).toBe('Studio Searched');
  });

  it("answer home's rows, a work's similar works and a studio's works as the works are", async () => {
    await t.db.query("update users set name = 'Studio Everywhere' where id = $1", [first.author_id]);
    await t.db.query("update artworks set featured = true, name = 'Featured Now' where id = $1", [first.id]);
    const category = (await t.db.one<{ slug: string }>(
      'select c.slug from categories c join artwork_categories ac on ac.category_id = c.id where ac.artwork_id = $1 and c.parent is null limit 1',
      [first.id],
    ))!.slug;
    const byId = new Map((await now()).map((w) => [w.id, w]));
    const lists: [string, string][] = [
      ['/api/products/getfeatured', 'result'],
      [`/api/products/popular/${category}`, 'message'],
      [`/api/products/similar/${first.slug}`, 'message'],
      [`/api/user/gallery/${first.author_id}`, 'message'],
    ];
    for (const [path, key] of lists) {
      const res = await get(t, path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const works = ((await res.json()) as Record<string, Artwork[]>)[key]!;
      expect({ path, works }).toEqual({ path, works: works.map((w) => byId.get(w.id)) });
      if (path !== `/api/products/similar/${first.slug}`) expect(works.find((w) => w.id === first.id)?.author.name).toBe('Studio Everywhere');
    }
  });

  it('keep the format their text was made in (raise CARD_FORMAT when this text changes)', () => {
    const row: ArtworkRow = {
      id: '00000000-0000-4000-8000-000000000001',
      slug: 'river-at-dusk',
      name: 'River at Dusk',
      description: 'Ink.',
      price_paisa: 995050,
      stock: 2,
      tags: ['ink'],
      width: 12,
      height: 16.5,
      breadth: null,
      weight: null,
      views: 9,
      created_at: '2026-12-01T06:15:00.000Z',
      author: { _id: '00000000-0000-4000-8000-000000000002', name: 'Asha', slug: 'asha', role: 11, picture: null, verifiedArtist: true },
      images: [
        { slug: 'river-1', alt: '', sizes: [{ sizeName: 'thumbnail', fileName: 'artworks/river-1-thumbnail.webp', width: 320, height: 400 }], isCover: true },
      ],
      categories: [{ _id: '00000000-0000-4000-8000-000000000003', name: 'Painting', slug: 'painting', parent: null }],
      likes: ['00000000-0000-4000-8000-000000000004'],
    };
    expect(`${CARD_FORMAT} ${cardOf(row)}`).toBe(
      '1 {"_id":"00000000-0000-4000-8000-000000000001","id":"00000000-0000-4000-8000-000000000001","slug":"river-at-dusk","name":"River at Dusk",' +
        '"description":"Ink.","image":{"slug":"river-1","alt":"River at Dusk","sizes":[{"sizeName":"thumbnail","fileName":"artworks/river-1-thumbnail.webp",' +
        '"width":320,"height":400}]},"images":[],"priceField":"NPR 9950.5","price":9950.5,"stock":2,"inStore":true,' +
        '"categories":[{"_id":"00000000-0000-4000-8000-000000000003","name":"Painting","slug":"painting","parent":null}],"tags":["ink"],' +
        '"attributes":{"width":12,"height":16.5,"breadth":null,"weight":null},"author":{"_id":"00000000-0000-4000-8000-000000000002","name":"Asha",' +
        '"slug":"asha","role":11,"picture":null,"verifiedArtist":true,"id":"00000000-0000-4000-8000-000000000002"},"created":"2026-12-01T06:15:00.000Z"}',
    );
  });
});
