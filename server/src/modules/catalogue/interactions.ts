// The artwork page's calls: view counter, like toggle, comments, similar works; and liked artworks.
import { createHmac } from 'node:crypto';
import { MSG_CODED } from '@kala/shared/messages';
import { artworkPath } from '@kala/shared/routing';
import type { Comment } from '@kala/shared/contracts/comments';
import type { AuthorRef } from '@kala/shared/contracts/people';
import type { Db } from '../../db';
import { isUuid } from '../../lib/ids';
import { answerJson } from '../../lib/json-text';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { catalogueVersion, type CatalogueCache } from './cache';
import { artworkJsons, CARD_COLUMNS, shownWorksInOrder, type ArtworkJson, type CardRow } from './cards';
import { personJson, toAuthorRef, type PersonRow } from '../users/repository';
import { shownSql } from './moderation';
import { COMMENT_MAX } from '@kala/shared/constants';

export const SIMILAR_PAGE = 12;
export const MAX_SIMILAR_PAGE = 60;

/** The id of an existing artwork nobody hid, or 404 'Sorry, the art is unavailable!'. */
export async function requireArtworkId(db: Db, id: string): Promise<string> {
  const row = isUuid(id) ? await db.one<{ id: string }>(`select id from artworks a where id = $1 and ${shownSql()}`, [id]) : null;
  if (!row) throw notFound(MSG_CODED.artworkUnavailable);
  return row.id;
}

/**
 * Who is viewing, for the once-a-day view count: the user when logged in, else a hash of address and user
 * agent keyed with a server secret (the table never holds an address, and the hash cannot be reversed by
 * trying every address).
 */
export function viewerKey(userId: string | null, address: string, userAgent: string, secret: string): string {
  if (userId) return `user:${userId}`;
  return `anon:${createHmac('sha256', secret).update(`${address}\n${userAgent}`).digest('base64url')}`;
}

/** Counts the viewer once per work per day; answers the count. */
export async function countView(db: Db, slug: string, viewer: string): Promise<number> {
  const work = await db.one<{ id: string; views: number }>('select id, views from artworks where slug = $1', [slug]);
  if (!work) throw notFound(MSG_CODED.artworkUnavailable);
  const first = await db.one('insert into artwork_views (artwork_id, viewer) values ($1, $2) on conflict do nothing returning 1', [work.id, viewer]);
  if (!first) return work.views;
  const row = await db.one<{ views: number }>('update artworks set views = views + 1 where id = $1 returning views', [work.id]);
  return row?.views ?? work.views;
}

/** Today's and yesterday's rows decide; older ones only take space. */
export const pruneViews = (db: Db): Promise<unknown> => db.query(`delete from artwork_views where day < current_date - 1`);

/** Likes when not liked, unlikes when liked; answers the state and the count after the change. */
export async function toggleLike(db: Db, userId: string, artworkId: string): Promise<{ liked: boolean; likes: number }> {
  const id = await requireArtworkId(db, artworkId);
  return db.tx(async (t) => {
    const removed = await t.query('delete from likes where user_id = $1 and artwork_id = $2', [userId, id]);
    if (removed.rowCount === 0) await t.query('insert into likes (user_id, artwork_id) values ($1, $2) on conflict do nothing', [userId, id]);
    const count = await t.one<{ n: number }>('select count(*) as n from likes where artwork_id = $1', [id]);
    return { liked: removed.rowCount === 0, likes: count?.n ?? 0 };
  });
}

/** What a like or comment notification about a work needs: its author, its page and its thumbnail. */
/** The file name of the work's cover thumbnail (alias `a`). */
const COVER_THUMB = `(select s->>'fileName' from artwork_images i, jsonb_array_elements(i.sizes) s
   where i.artwork_id = a.id and i.is_cover and s->>'sizeName' = 'thumbnail' limit 1)`;

/** What saved alerts (modules/alerts) match a newly published work on, and what its notice shows. */
export interface PublishedWork {
  id: string;
  name: string;
  authorId: string;
  link: string;
  image: string | null;
  pricePaisa: number;
  tags: string[];
  categoryIds: string[];
  /** artworks.search as text (a tsvector literal). */
  search: string;
}

export async function publishedWork(db: Db, slug: string): Promise<PublishedWork | null> {
  const row = await db.one<{ id: string; name: string; author_id: string; slug: string; role: number; thumb: string | null; price_paisa: string | number; tags: string[]; categories: string[]; search: string }>(
    `select a.id, a.name, a.author_id, a.slug, u.role, ${COVER_THUMB} as thumb, a.price_paisa, a.tags, a.search::text as search,
            coalesce((select array_agg(ac.category_id::text) from artwork_categories ac where ac.artwork_id = a.id), '{}'::text[]) as categories
       from artworks a join users u on u.id = a.author_id where a.slug = $1`,
    [slug],
  );
  if (!row) return null;
  const link = artworkPath({ slug: row.slug, author: { role: row.role } });
  return { id: row.id, name: row.name, authorId: row.author_id, link, image: row.thumb, pricePaisa: Number(row.price_paisa), tags: row.tags, categoryIds: row.categories, search: row.search };
}

export async function artworkNotice(db: Db, artworkId: string): Promise<{ authorId: string; link: string; image: string | null }> {
  const row = isUuid(artworkId)
    ? await db.one<{ author_id: string; slug: string; role: number; thumb: string | null }>(
    `select a.author_id, a.slug, u.role, ${COVER_THUMB} as thumb
       from artworks a join users u on u.id = a.author_id where a.id = $1`,
        [artworkId],
      )
    : null;
  if (!row) throw notFound(MSG_CODED.artworkUnavailable);
  return { authorId: row.author_id, link: artworkPath({ slug: row.slug, author: { role: row.role } }), image: row.thumb };
}

interface CommentRow {
  id: string;
  comment: string;
  created_at: Date | string;
  artwork_id: string;
  author: Comment['author'];
}

const COMMENT_COLUMNS = `k.id, k.comment, k.created_at, k.artwork_id,
  ${personJson('u')} as author`;

const toCommentJson = (r: CommentRow): Comment => ({
  _id: r.id,
  comment: r.comment,
  author: r.author,
  created: new Date(r.created_at).toISOString(),
  product: r.artwork_id,
});

/** Newest first; count 0 means all. `total` is the number of comments the work has. */
export async function listComments(db: Db, artworkId: string, count: number): Promise<{ comments: Comment[]; total: number }> {
  const id = await requireArtworkId(db, artworkId);
  const total = (await db.one<{ n: number }>('select count(*) as n from artwork_comments where artwork_id = $1', [id]))?.n ?? 0;
  const rows = await db.many<CommentRow>(
    `select ${COMMENT_COLUMNS} from artwork_comments k join users u on u.id = k.author_id
      where k.artwork_id = $1 order by k.created_at desc, k.id desc ${count > 0 ? 'limit $2' : ''}`,
    count > 0 ? [id, count] : [id],
  );
  return { comments: rows.map(toCommentJson), total };
}

export async function addComment(db: Db, userId: string, artworkId: string, text: string): Promise<Comment> {
  const comment = text.trim();
  if (comment === '') throw badRequest(MSG_CODED.commentEmpty);
  if (comment.length > COMMENT_MAX) throw badRequest(MSG_CODED.commentTooLong);
  const id = await requireArtworkId(db, artworkId);
  const row = await db.one<CommentRow>(
    `with k as (insert into artwork_comments (artwork_id, author_id, comment) values ($1, $2, $3) returning *)
     select ${COMMENT_COLUMNS} from k join users u on u.id = k.author_id`,
    [id, userId, comment],
  );
  return toCommentJson(row!);
}

export interface SimilarPage {
  skip: number;
  limit: number;
}

/** A page of Similar Artworks as asked, made valid (and the part of its answer's key it decides). */
export const similarPage = ({ skip, limit }: { skip?: number; limit?: number }): SimilarPage => ({
  skip: Math.max(Math.trunc(skip ?? 0) || 0, 0),
  limit: Math.min(Math.max(Math.trunc(limit ?? SIMILAR_PAGE) || SIMILAR_PAGE, 1), MAX_SIMILAR_PAGE),
});

/**
 * Other works, those sharing the most categories with this one first (a shared sub-category counts like a
 * shared main category), then the newest. `total` counts every other work. With a cache, a page's ranked ids
 * are kept under the catalogue version, which every change of which works exist, their categories, dates and
 * visibility raises; the works themselves are read fresh.
 */
export async function similarWorks(
  db: Db,
  slug: string,
  { skip, limit }: SimilarPage,
  cache?: CatalogueCache,
): Promise<{ artworks: ArtworkJson[]; total: number }> {
  const work = await db.one<SimilarTo>('select id, category_ids from artworks where slug = $1', [slug]);
  if (!work) throw notFound(MSG_CODED.artworkUnavailable);
  const version = cache && (await catalogueVersion(db));
  // Counting the shown works (18 ms at 100,000) is the same for every work and page: once per version.
  const total = () => (cache ? cache.getOrMake(`similar-total:${version}`, () => othersShown(db)) : othersShown(db));
  const rank = async () => ({ ids: await similarIds(db, work, skip, limit), total: await total() });
  const ranking = cache ? await cache.getOrMake(`similar:${version}:${work.id}:${skip}:${limit}`, rank) : await rank();
  return { artworks: await shownWorksInOrder(db, ranking.ids), total: ranking.total };
}

const othersShown = async (db: Db): Promise<number> =>
  Math.max((await db.one<{ n: number }>(`select count(*)::int - 1 as n from artworks a where ${shownSql()}`))?.n ?? 0, 0);

interface SimilarTo {
  id: string;
  category_ids: string[];
}

/**
 * The works that share k of the work's n categories, for k = n down to 0: every work sharing all of them
 * (`@>`, which the planner can answer from the GIN index when the set is rare), then each number in between,
 * then those sharing none. Each level is read newest first down the newest index and only as far as the page
 * needs, and the next level only when this one ran out: ranking every work by its shared count read all of
 * them (100–156 ms a page at 100,000 works).
 */
function similarLevels(n: number): string[] {
  const shared = '(select count(*) from unnest(a.category_ids) c where c = any($2::uuid[]))';
  if (n === 0) return ['cardinality($2::uuid[]) = 0'];
  const between = Array.from({ length: n - 1 }, (_, i) => `a.category_ids && $2::uuid[] and ${shared} = ${n - 1 - i}`);
  return ['a.category_ids @> $2::uuid[]', ...between, 'not a.category_ids && $2::uuid[]'];
}

async function similarIds(db: Db, work: SimilarTo, skip: number, limit: number): Promise<string[]> {
  const ids: string[] = [];
  for (const level of similarLevels(work.category_ids.length)) {
    const rows = await db.many<{ id: string }>(
      `select a.id from artworks a where a.id <> $1 and ${shownSql()} and ${level} order by a.created_at desc, a.id desc limit $3`,
      [work.id, work.category_ids, skip + limit - ids.length],
    );
    ids.push(...rows.map((r) => r.id));
    if (ids.length >= skip + limit) break;
  }
  return ids.slice(skip, skip + limit);
}

interface LikedOwner extends PersonRow {
  cover: string | null;
}

/** The works a user (by slug) liked, the latest like first: the answer's message, `{ user, liked_artworks }`, as JSON text (cards.ts). */
export async function likedArtworksJson(db: Db, who: { slug: string; viewer: string } | { id: string }): Promise<string> {
  const columns = 'id, name, slug, role, picture, verified_artist, cover';
  const owner =
    'slug' in who
      ? await db.one<LikedOwner>(`select ${columns} from users where slug = $1`, [who.slug])
      : await db.one<LikedOwner>(`select ${columns} from users where id = $1`, [who.id]);
  if (!owner) throw notFound();
  // What someone likes is theirs to see (spec: "Cart and Liked on a profile show only to the owner").
  if ('slug' in who && owner.id !== who.viewer) throw forbidden('error', MSG_CODED.likedOwnerOnly);
  const rows = await db.many<CardRow>(
    `select ${CARD_COLUMNS} from likes l join artworks a on a.id = l.artwork_id where l.user_id = $1 and ${shownSql()}
      order by l.created_at desc, a.id desc`,
    [owner.id],
  );
  const user: AuthorRef & { cover: string | null } = { ...toAuthorRef(owner), cover: owner.cover };
  return answerJson({ user }, 'liked_artworks', await artworkJsons(db, rows));
}
