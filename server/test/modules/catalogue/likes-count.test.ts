// Each work's likes counted as they change (migration 050): home's Popular and Recommended rows rank by the
// count, and every write to the likes, by the app or by plain SQL, keeps it equal to counting them afresh.
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { popularWorks, recommendedWorks } from '../../../src/modules/catalogue/home';
import { INTEREST_LIKES, preferredCategories } from '../../../src/modules/catalogue/listing';
import { call } from '../../support/app';
import { testApp } from '../../support/helper';
import { makeUser } from '../../support/users';

const t = testApp({ artworks: 30 });

/** Every work's kept count that is not zero, and the same counted afresh from the likes. */
const kept = async () =>
  Object.fromEntries((await t.db.many<{ id: string; n: number }>('select id, likes_count as n from artworks where likes_count <> 0')).map((r) => [r.id, r.n]));
const afresh = async () =>
  Object.fromEntries((await t.db.many<{ id: string; n: number }>('select artwork_id as id, count(*)::int as n from likes group by 1')).map((r) => [r.id, r.n]));

const ids = (works: { id: string }[]) => works.map((w) => w.id);
/** The ids of works the home module answers as JSON text. */
const idsOfJson = (works: string[]) => ids(works.map((w) => JSON.parse(w) as Artwork));

describe("works' counts of likes", () => {
  it('start equal to the likes counted afresh', async () => {
    expect(Object.keys(await kept()).length).toBeGreaterThan(0);
    expect(await kept()).toEqual(await afresh());
  });

  it('stay equal through every write to the likes, whoever makes it', async () => {
    const [first, second] = await t.db.many<{ id: string }>('select id from artworks order by created_at desc limit 2');
    const fan = await makeUser(t);
    const leaver = await makeUser(t);
    const like = async (work: string, token: string) => expect((await call(t, 'POST', `/api/like/product/${work}`, undefined, token)).statusCode).toBe(200);
    const changes: [string, () => Promise<unknown>][] = [
      ['a like through the app', () => like(first!.id, fan.token)],
      ['the same like taken back', () => like(first!.id, fan.token)],
      ['many likes in one statement', () => t.db.query('insert into likes (user_id, artwork_id) select $1, id from artworks', [leaver.id])],
      ['a like moved to another work', () => t.db.query('update likes set artwork_id = $2 where user_id = $3 and artwork_id = $1', [first!.id, second!.id, fan.id])],
      ['a like given again', () => like(first!.id, fan.token)],
      ['a person deleted with their likes', () => t.db.query('delete from users where id = $1', [leaver.id])],
      ['a liked work deleted', () => t.db.query('delete from artworks where id = $1', [first!.id])],
    ];
    for (const [what, change] of changes) {
      await change();
      expect({ what, counts: await kept() }).toEqual({ what, counts: await afresh() });
    }
  });

  it("leave a work's kept card as it is, as a view does", async () => {
    await call(t, 'GET', '/api/v2/products/category/all?limit=60');
    const work = (await t.db.one<{ id: string }>('select id from artworks where card is not null limit 1'))!.id;
    const fan = await makeUser(t);
    await call(t, 'POST', `/api/like/product/${work}`, undefined, fan.token);
    expect((await t.db.one<{ card: string | null }>('select card from artworks where id = $1', [work]))!.card).not.toBeNull();
    const listed = ((await call(t, 'GET', '/api/v2/products/category/all?limit=60')).body.message as Artwork[]).find((a) => a.id === work)!;
    expect(listed.likes).toContain(fan.id);
  });

  it("rank Popular and Recommended as counting the likes afresh does, not the viewer's own nor liked works", async () => {
    const viewer = await makeUser(t);
    const painting = (await t.db.one<{ id: string }>("select id from categories where slug = 'painting'"))!.id;
    const popular = await t.db.many<{ id: string }>(
      `select a.id from artworks a where a.removed_at is null
          and exists (select 1 from artwork_categories ac join categories c on c.id = ac.category_id where ac.artwork_id = a.id and (c.id = $1 or c.parent = $1))
        order by (select count(*) from likes l where l.artwork_id = a.id) desc, a.views desc, a.created_at desc, a.id desc limit 11`,
      [painting],
    );
    expect(popular.length).toBeGreaterThan(1);
    expect(idsOfJson(await popularWorks(t.db, 'painting'))).toEqual(ids(popular));

    // A viewer with no interests yet is offered the most liked works, newest first among equals.
    const mostLiked = await t.db.many<{ id: string }>(
      `select a.id from artworks a where a.removed_at is null
        order by (select count(*) from likes l where l.artwork_id = a.id) desc, a.created_at desc, a.id desc limit 12`,
    );
    expect(idsOfJson(await recommendedWorks(t.db, viewer.id))).toEqual(ids(mostLiked));
    const answer = (await call(t, 'GET', '/api/products/recommended', undefined, viewer.token)).body.result as Artwork[];
    expect(ids(answer)).toEqual(ids(mostLiked));
    const counts = answer.map((a) => a.likes.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // Once they like one, that work and their own are left out.
    const liked = mostLiked[0]!.id;
    await call(t, 'POST', `/api/like/product/${liked}`, undefined, viewer.token);
    const after = (await call(t, 'GET', '/api/products/recommended', undefined, viewer.token)).body.result as Artwork[];
    expect(ids(after)).not.toContain(liked);
    expect(after.length).toBeGreaterThan(0);
  });

  it("recommend the categories of a followed studio's shown works when it chose no styles", async () => {
    const viewer = await makeUser(t);
    const studio = (await t.db.one<{ id: string }>('select author_id as id from artworks group by 1 order by count(*) limit 1'))!.id;
    await t.db.query('delete from user_categories where user_id = $1', [studio]);
    await t.db.query("update users set private = false where id = $1", [studio]);
    expect((await call(t, 'POST', '/api/secure/followartist', { artist: studio }, viewer.token)).statusCode).toBe(200);
    const theirs = new Set((await t.db.many<{ id: string }>('select distinct unnest(category_ids) as id from artworks where author_id = $1 and removed_at is null', [studio])).map((r) => r.id));
    expect(theirs.size).toBeGreaterThan(0);
    const result = (await call(t, 'GET', '/api/products/recommended', undefined, viewer.token)).body.result as Artwork[];
    expect(result.length).toBeGreaterThan(0);
    for (const work of result) expect(work.categories.some((c) => theirs.has(c._id))).toBe(true);
  });

  it("take a person's interests from their newest likes only", async () => {
    const viewer = await makeUser(t);
    const [older, newer] = await t.db.many<{ id: string }>("select id from categories where slug in ('sculpture', 'photography') order by slug desc");
    const author = (await t.db.one<{ id: string }>('select author_id as id from artworks limit 1'))!.id;
    // INTEREST_LIKES works of one category, liked after the one work of another.
    const works = await t.db.many<{ id: string }>(
      `insert into artworks (slug, author_id, name, description, price_paisa, stock, width, height)
       select 'interest-' || g, $1, 'Interest ' || g, 'A work liked lately.', 100000, 1, 10, 10 from generate_series(0, $2::int) g returning id`,
      [author, INTEREST_LIKES],
    );
    const [first, ...latest] = works.map((w) => w.id);
    await t.db.query('insert into artwork_categories (artwork_id, category_id) select unnest($1::uuid[]), $2', [latest, newer!.id]);
    await t.db.query('insert into artwork_categories (artwork_id, category_id) values ($1, $2)', [first, older!.id]);
    await t.db.query("insert into likes (user_id, artwork_id, created_at) values ($1, $2, now() - interval '1 day')", [viewer.id, first]);
    await t.db.query('insert into likes (user_id, artwork_id) select $1, unnest($2::uuid[])', [viewer.id, latest]);
    // A new sculpture nobody liked, newest of all: the gallery's Recommended sort, as the person asks for it.
    const [sculpture] = await t.db.many<{ id: string }>(
      `insert into artworks (slug, author_id, name, description, price_paisa, stock, width, height)
       values ('interest-sculpture', $1, 'A new sculpture', 'Nobody liked it yet.', 100000, 1, 10, 10) returning id`,
      [author],
    );
    await t.db.query('insert into artwork_categories (artwork_id, category_id) values ($1, $2)', [sculpture!.id, older!.id]);
    const recommendedPlace = async () => {
      const answer = await call(t, 'GET', '/api/v2/products/category/all?orderby=recommended&limit=60', undefined, viewer.token);
      expect(answer.statusCode).toBe(200);
      return ids(answer.body.message as Artwork[]).indexOf(sculpture!.id);
    };
    expect(await preferredCategories(t.db, viewer.id)).toEqual([newer!.id]);
    // Behind the 200 photographs of their newest likes: not on the first page.
    expect(await recommendedPlace()).toBe(-1);

    // One of the newest taken back, the older like is among their newest again.
    await t.db.query('delete from likes where user_id = $1 and artwork_id = $2', [viewer.id, latest[0]]);
    expect((await preferredCategories(t.db, viewer.id)).sort()).toEqual([newer!.id, older!.id].sort());
    expect(await recommendedPlace()).toBe(0);
    await t.db.query('delete from artworks where id = any($1::uuid[])', [[...works.map((w) => w.id), sculpture!.id]]);
  });

  it('are zero after the likes are truncated', async () => {
    await t.db.exec('truncate likes');
    expect(await kept()).toEqual({});
  });
});
