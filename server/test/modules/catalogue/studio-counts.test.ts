// Each studio's shown works counted as they change (migration 049): the studios list, a profile and a studio's
// works page answer from the counts, and every write to the works, by the app or by plain SQL, keeps them
// equal to counting the works afresh.
import type { StudioCard } from '@kala/shared/contracts/catalogue';
import { ARTWORK_COLUMNS, toArtworkJson, type ArtworkRow } from '../../../src/modules/catalogue/artworks';
import { call } from '../../support/app';
import { testApp } from '../../support/helper';
import { makeUser } from '../../support/users';

const t = testApp({ artworks: 30 });

interface Counts {
  totals: Record<string, number>;
  perCategory: string[];
}

/** The kept counts, and the same counted afresh from the works. */
const kept = async (): Promise<Counts> => ({
  totals: Object.fromEntries((await t.db.many<{ id: string; n: number }>('select id, works_count as n from users where works_count <> 0')).map((r) => [r.id, r.n])),
  perCategory: (await t.db.many<{ k: string }>(`select author_id || ' ' || category_id || ' ' || works as k from studio_category_works order by 1`)).map((r) => r.k),
});
const afresh = async (): Promise<Counts> => ({
  totals: Object.fromEntries(
    (await t.db.many<{ id: string; n: number }>('select author_id as id, count(*)::int as n from artworks where removed_at is null group by 1')).map((r) => [r.id, r.n]),
  ),
  perCategory: (
    await t.db.many<{ k: string }>(
      `select a.author_id || ' ' || ac.category_id || ' ' || count(*) as k from artworks a join artwork_categories ac on ac.artwork_id = a.id
        where a.removed_at is null group by a.author_id, ac.category_id order by 1`,
    )
  ).map((r) => r.k),
});

const studios = async (query = '') => {
  const res = await call(t, 'GET', `/api/artists/sortable?limit=60${query}`);
  expect(res.statusCode).toBe(200);
  return res.body.message as StudioCard[];
};

describe("studios' counts of works", () => {
  let work: { id: string; author_id: string };
  let other: string;
  let category: string;
  beforeAll(async () => {
    work = (await t.db.one<typeof work>('select id, author_id from artworks order by created_at desc limit 1'))!;
    other = (await t.db.one<{ id: string }>('select author_id as id from artworks where author_id <> $1 limit 1', [work.author_id]))!.id;
    category = (await t.db.one<{ id: string }>(
      'select c.id from categories c where not exists (select 1 from artwork_categories ac where ac.artwork_id = $1 and ac.category_id = c.id) limit 1',
      [work.id],
    ))!.id;
  });

  it('start equal to the works counted afresh', async () => {
    expect((await kept()).perCategory.length).toBeGreaterThan(0);
    expect(await kept()).toEqual(await afresh());
  });

  it('stay equal through every write to the works, whoever makes it', async () => {
    const newcomer = await makeUser(t, { role: 11 });
    const changes: [string, string, unknown[]][] = [
      ['a view counted', 'update artworks set views = views + 1 where id = $1', [work.id]],
      ['a category added', 'insert into artwork_categories (artwork_id, category_id) values ($1, $2)', [work.id, category]],
      ['hidden by an operator', "update artworks set removed_at = now(), removed_reason = 'test' where id = $1", [work.id]],
      ['a category taken away while hidden', 'delete from artwork_categories where artwork_id = $1 and category_id = $2', [work.id, category]],
      ['shown again', 'update artworks set removed_at = null where id = $1', [work.id]],
      ['given to another studio', 'update artworks set author_id = $2 where id = $1', [work.id, newcomer.id]],
      [
        'a new work with a category',
        `with w as (insert into artworks (slug, author_id, name) values ('counted-work', $1, 'Counted') returning id)
         insert into artwork_categories (artwork_id, category_id) select id, $2 from w`,
        [newcomer.id, category],
      ],
      ['every work of a studio hidden at once', "update artworks set removed_at = now() where author_id = $1", [other]],
      ['a work deleted', 'delete from artworks where id = $1', [work.id]],
      ['a category deleted', 'delete from categories where id = $1', [category]],
      ['a studio deleted with its works', 'delete from users where id = $1', [newcomer.id]],
      ['the works shown again', 'update artworks set removed_at = null where author_id = $1', [other]],
    ];
    for (const [what, sql, params] of changes) {
      await t.db.query(sql, params);
      expect({ what, counts: await kept() }).toEqual({ what, counts: await afresh() });
    }
  });

  it('answer the studios list, sorted by works, and each studio page', async () => {
    const { totals } = await afresh();
    const list = await studios('&sortby=works');
    expect(list.length).toBeGreaterThan(1);
    expect(list.map((s) => s.productsCount)).toEqual(list.map((s) => totals[s._id] ?? 0));
    expect(list.map((s) => s.productsCount)).toEqual([...list.map((s) => s.productsCount)].sort((a, b) => b - a));
    const busiest = list[0]!;
    const profile = await call(t, 'GET', `/api/user/get/${busiest._id}`);
    expect((profile.body.message as { totalArtworks: number }).totalArtworks).toBe(totals[busiest._id]);
    const works = await call(t, 'GET', `/api/user/gallery/${busiest._id}`);
    expect(works.body.total).toBe(totals[busiest._id]);
  });

  it("show each studio's four newest shown works as the contract's Artwork, likes and views included", async () => {
    const list = await studios();
    for (const studio of list) {
      const newest = await t.db.many<ArtworkRow>(
        `select ${ARTWORK_COLUMNS} from artworks a where a.author_id = $1 and a.removed_at is null order by a.created_at desc, a.id desc limit 4`,
        [studio._id],
      );
      expect({ studio: studio.slug, works: studio.products }).toEqual({ studio: studio.slug, works: newest.map(toArtworkJson) });
    }
    expect(list.some((s) => s.products.length > 1)).toBe(true);
  });

  it("name a card's categories and filter by them from shown works only", async () => {
    // A studio that chose no styles: its card names the main categories of its works.
    const studio = (await t.db.one<{ id: string }>('select author_id as id from artworks limit 1'))!.id;
    await t.db.query('delete from user_categories where user_id = $1', [studio]);
    const card = async () => (await studios()).find((s) => s._id === studio);
    expect((await card())!.categories.length).toBeGreaterThan(0);
    const [main] = (await card())!.categories;
    const inMain = async () => (await studios(`&category=${main!.slug}`)).some((s) => s._id === studio);
    expect(await inMain()).toBe(true);
    await t.db.query("update artworks set removed_at = now() where author_id = $1", [studio]);
    expect((await card())!.productsCount).toBe(0);
    expect((await card())!.categories).toEqual([]);
    expect(await inMain()).toBe(false);
    await t.db.query('update artworks set removed_at = null where author_id = $1', [studio]);
    expect((await card())!.categories.map((c) => c.slug)).toContain(main!.slug);
  });

  it('count the hidden works too on the works page of their own author', async () => {
    const author = (await t.db.one<{ id: string }>('select author_id as id from artworks group by 1 order by count(*) desc limit 1'))!.id;
    const shown = (await afresh()).totals[author]!;
    await t.db.query("update artworks set removed_at = now() where id = (select id from artworks where author_id = $1 limit 1)", [author]);
    const visitor = await call(t, 'GET', `/api/user/gallery/${author}`);
    expect(visitor.body.total).toBe(shown - 1);
    const { role } = (await t.db.one<{ role: number }>('select role from users where id = $1', [author]))!;
    const own = await call(t, 'GET', `/api/user/gallery/${author}`, undefined, await t.app.tokens.sign(author, role, 0));
    expect(own.body.total).toBe(shown);
    await t.db.query('update artworks set removed_at = null where author_id = $1', [author]);
  });

  it('are empty after the works are truncated', async () => {
    await t.db.exec('truncate artworks cascade');
    expect(await kept()).toEqual({ totals: {}, perCategory: [] });
  });
});
