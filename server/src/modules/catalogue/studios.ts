// Studio cards (docs/api/catalogue.md StudioCard): the studios list, and 'Studios to follow' on the home
// page. A logged-in caller also gets followState per card, so the client need not check each one. Each card
// is JSON text with its works' kept cards spliced in as they are (cards.ts): nothing is parsed back or
// serialised again.
import { PAGE_SIZE } from '@kala/shared/constants';
import type { StudioCard } from '@kala/shared/contracts/catalogue';
import type { CategoryRef } from '@kala/shared/contracts/categories';
import type { Db } from '../../db';
import { answerJson, type JsonText } from '../../lib/json-text';
import { followStateSql, type FollowCheck } from '../users/follows';
import { toAuthorRef, type PersonRow } from '../users/repository';
import { artworkJsonsById, CARD_COLUMNS, type ArtworkJson, type CardRow } from './cards';
import { preferredCategories } from './listing';
import { shownSql } from './moderation';

export type { StudioCard };
/** A StudioCard as JSON text. */
export type StudioCardJson = JsonText<'StudioCard'>;

export type StudioSort = 'followers' | 'works';

export const MAX_STUDIOS_PAGE = 60;
/** Works shown on a card. */
const CARD_WORKS = 4;
/** Cards in each 'Studios to follow' tab. */
export const STUDIOS_TO_FOLLOW = 8;

/** Artist roles (11–20, spec §6). */
export const ARTIST_ROLE_SQL = 'u.role between 11 and 20';

interface StudioRow extends PersonRow {
  followers_count: number;
  works_count: number;
  private: boolean;
  bio: string | null;
  categories: CategoryRef[];
  follow_state?: FollowCheck;
}

const CATEGORY_JSON = `json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug, 'parent', c.parent)`;

/** Card columns of user `u`; with a viewer parameter, also the viewer's follow state. */
function studioColumns(viewer: string | null): string {
  return `u.id, u.name, u.slug, u.role, u.picture, u.verified_artist, u.followers_count, u.private, u.bio,
    u.works_count,
    -- The profile's styles; a studio that never chose any shows the main categories of its shown works.
    coalesce(
      (select json_agg(${CATEGORY_JSON} order by c.position, c.name) from user_categories uc
         join categories c on c.id = uc.category_id where uc.user_id = u.id),
      (select json_agg(${CATEGORY_JSON} order by c.position, c.name) from categories c
        where c.parent is null and exists (select 1 from studio_category_works sw join categories s on s.id = sw.category_id
          where sw.author_id = u.id and coalesce(s.parent, s.id) = c.id)),
      '[]'::json) as categories
    ${viewer ? `, ${followStateSql(viewer)} as follow_state` : ''}`;
}

/** The ≤ 4 newest works of each studio, by studio id (their kept cards, cards.ts). */
async function newestWorks(db: Db, studioIds: string[]): Promise<Map<string, ArtworkJson[]>> {
  const byStudio = new Map<string, ArtworkJson[]>(studioIds.map((id) => [id, []]));
  if (studioIds.length === 0) return byStudio;
  const rows = await db.many<CardRow & { studio_id: string }>(
    `select s.id as studio_id, ${CARD_COLUMNS}
       from unnest($1::uuid[]) as s(id)
       cross join lateral (select * from artworks w where w.author_id = s.id and ${shownSql('w')} order by w.created_at desc, w.id desc limit ${CARD_WORKS}) a
      order by s.id, a.created_at desc, a.id desc`,
    [studioIds],
  );
  const works = await artworkJsonsById(db, rows);
  for (const row of rows) {
    const work = works.get(row.id);
    if (work) byStudio.get(row.studio_id)?.push(work);
  }
  return byStudio;
}

async function toCards(db: Db, rows: StudioRow[]): Promise<StudioCardJson[]> {
  const works = await newestWorks(
    db,
    rows.map((r) => r.id),
  );
  // The card's own fields in StudioCard's order, its works last (the key order an object of it would have).
  return rows.map((r) => {
    const card: Omit<StudioCard, 'products' | 'followState'> = {
      ...toAuthorRef(r),
      followsCount: r.followers_count,
      productsCount: r.works_count,
      categories: r.categories,
      biography: r.bio ?? '',
      private: r.private,
    };
    return answerJson(r.follow_state ? { ...card, followState: r.follow_state } : card, 'products', works.get(r.id) ?? []) as StudioCardJson;
  });
}

export interface StudiosQuery {
  sortby?: StudioSort;
  /** A category slug or 'all'. */
  category?: string;
  skip?: number;
  limit?: number;
  viewerId: string | null;
}

/** GET /artists/sortable: artist roles, private studios included, in a category or its sub-categories. */
export async function listStudios(db: Db, q: StudiosQuery): Promise<{ studios: StudioCardJson[]; total: number }> {
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [ARTIST_ROLE_SQL];
  const category = q.category ?? 'all';
  if (category !== 'all') {
    const slug = param(category);
    const inCategory = `(c.slug = ${slug} or c.parent = (select id from categories where slug = ${slug}))`;
    where.push(`(exists (select 1 from user_categories uc join categories c on c.id = uc.category_id where uc.user_id = u.id and ${inCategory})
      or exists (select 1 from studio_category_works sw join categories c on c.id = sw.category_id where sw.author_id = u.id and ${inCategory}))`);
  }
  const filter = `where ${where.join(' and ')}`;
  const total = (await db.one<{ n: number }>(`select count(*) as n from users u ${filter}`, [...params]))?.n ?? 0;
  const viewer = q.viewerId ? param(q.viewerId) : null;
  const order =
    q.sortby === 'works' ? 'works_count desc, u.followers_count desc, u.name, u.id' : 'u.followers_count desc, works_count desc, u.name, u.id';
  const limit = param(Math.min(Math.max(Math.trunc(q.limit ?? PAGE_SIZE.artists) || PAGE_SIZE.artists, 1), MAX_STUDIOS_PAGE));
  const offset = param(Math.max(Math.trunc(q.skip ?? 0) || 0, 0));
  const rows = await db.many<StudioRow>(`select ${studioColumns(viewer)} from users u ${filter} order by ${order} limit ${limit} offset ${offset}`, params);
  return { studios: await toCards(db, rows), total };
}

/** Artist roles the viewer neither follows nor has asked to follow, and not the viewer. */
const notFollowedBy = (viewer: string) =>
  `${ARTIST_ROLE_SQL} and u.id <> ${viewer}::uuid and not exists (select 1 from follows f where f.follower_id = ${viewer}::uuid and f.artist_id = u.id)`;

/**
 * GET /studios/recommended: studios in the viewer's categories (of the works they liked, the studios they
 * follow, their own styles), most followed first. A viewer with no interests yet gets the most followed.
 */
export async function recommendedStudios(db: Db, viewerId: string): Promise<StudioCardJson[]> {
  const own = await db.many<{ id: string }>('select category_id as id from user_categories where user_id = $1', [viewerId]);
  const preferred = [...new Set([...(await preferredCategories(db, viewerId)), ...own.map((r) => r.id)])];
  const inPreferred = `(exists (select 1 from user_categories uc join categories c on c.id = uc.category_id
                          where uc.user_id = u.id and coalesce(c.parent, c.id) = any($2::uuid[]))
     or exists (select 1 from studio_category_works sw join categories c on c.id = sw.category_id
                 where sw.author_id = u.id and coalesce(c.parent, c.id) = any($2::uuid[])))`;
  // Compare main categories: liking an oil painting is an interest in painting.
  const mains = preferred.length
    ? (await db.many<{ id: string }>('select distinct coalesce(parent, id) as id from categories where id = any($1::uuid[])', [preferred])).map((r) => r.id)
    : [];
  const rows = await db.many<StudioRow>(
    `select ${studioColumns('$1')} from users u
      where ${notFollowedBy('$1')} and (cardinality($2::uuid[]) = 0 or ${inPreferred})
      order by u.followers_count desc, u.name, u.id limit ${STUDIOS_TO_FOLLOW}`,
    [viewerId, mains],
  );
  return toCards(db, rows);
}

/** GET /studios/tofollow: trending, i.e. the most new followers in the last 30 days. */
export async function trendingStudios(db: Db, viewerId: string): Promise<StudioCardJson[]> {
  const rows = await db.many<StudioRow>(
    `select ${studioColumns('$1')} from users u
      where ${notFollowedBy('$1')}
      order by (select count(*) from follows f where f.artist_id = u.id and f.created_at > now() - interval '30 days') desc,
               u.followers_count desc, u.name, u.id
      limit ${STUDIOS_TO_FOLLOW}`,
    [viewerId],
  );
  return toCards(db, rows);
}
