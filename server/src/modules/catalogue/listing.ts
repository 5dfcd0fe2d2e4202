// Gallery and store listings: filter by category (with its sub-categories) and price, sort, page.
import { ARTWORK_LIMITS, DEFAULT_ORDER_BY, ORDER_BY, PAGE_SIZE, type OrderBy } from '@kala/shared/constants';
import type { Db } from '../../db';
import { IN_STORE_SQL } from './artworks';
import { CATALOGUE_VERSION_COLUMN, catalogueVersion, type CatalogueCache } from './cache';
import { artworkJsons, CARD_COLUMNS, type ArtworkJson, type CardRow } from './cards';
import { shownSql } from './moderation';

export const MAX_PAGE = 60;

export interface ListingQuery {
  /** A category slug, or 'all'. */
  cat: string;
  orderby?: string;
  /** 'min,max' in NPR; either side may be empty. */
  price?: string;
  skip?: number;
  limit?: number;
  /** Only works that can be bought. */
  store: boolean;
  /** The signed-in user, for 'recommended'. */
  userId: string | null;
}

export interface Listing {
  /** Each an Artwork of the catalogue contract, as JSON text (cards.ts). */
  artworks: ArtworkJson[];
  total: number;
}

/** Collects WHERE clauses with numbered parameters. */
class Where {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  clause(sql: string): void {
    this.clauses.push(sql);
  }

  toSql(): string {
    return this.clauses.length ? `where ${this.clauses.join(' and ')}` : '';
  }
}

/** Above every price a work can have: a bound past it means the same, and stays within bigint. */
const PRICE_CEILING_NPR = ARTWORK_LIMITS.price + 1;

/** 'min,max' in NPR -> paisa bounds; a missing or unreadable side is no bound. */
export function parsePriceRange(price: string | undefined): { min: number | null; max: number | null } {
  const [min, max] = (price ?? '').split(',').map((v) => (v.trim() === '' ? NaN : Number(v)));
  const paisa = (n: number | undefined) =>
    n !== undefined && Number.isFinite(n) && n >= 0 ? Math.round(Math.min(n, PRICE_CEILING_NPR) * 100) : null;
  return { min: paisa(min), max: paisa(max) };
}

const skipOf = (q: Pick<ListingQuery, 'skip'>): number => Math.max(Math.trunc(q.skip ?? 0) || 0, 0);

export const clampLimit = (limit: number | undefined): number =>
  Math.min(Math.max(Math.trunc(limit ?? PAGE_SIZE.gallery) || PAGE_SIZE.gallery, 1), MAX_PAGE);

/**
 * `page`: the filters checked on the rows the sort's index scan reads; `count`: the same filters in the form
 * the category index (GIN, migration 041) answers.
 */
function buildWhere(q: ListingQuery, purpose: 'page' | 'count'): Where {
  const where = new Where();
  // A work an operator hid is listed for nobody (the author sees it on their own studio page).
  where.clause(shownSql());
  if (q.cat !== 'all') {
    // The category and its sub-categories, found once (an InitPlan), against the work's own copy of its
    // category ids (migration 041). For a page, coalesce() keeps the planner off the GIN index: it cannot
    // know how many works the category has, and a bitmap of a big one then sorted cost 43 ms where walking
    // the sort's index until the page is full costs 1–2.
    const slug = where.param(q.cat);
    const ids = `coalesce((select array_agg(c.id) from categories c where c.slug = ${slug} or c.parent = (select id from categories where slug = ${slug})), '{}')::uuid[]`;
    where.clause(purpose === 'count' ? `a.category_ids && ${ids}` : `coalesce(a.category_ids && ${ids}, false)`);
  }
  const { min, max } = parsePriceRange(q.price);
  if (min !== null) where.clause(`a.price_paisa >= ${where.param(min)}`);
  if (max !== null) where.clause(`a.price_paisa <= ${where.param(max)}`);
  if (q.store) where.clause(IN_STORE_SQL);
  return where;
}

/** How many of a person's likes, the newest, tell their interests: what they like now, read at a bounded cost. */
export const INTEREST_LIKES = 200;

/**
 * Categories a user has shown interest in: of the works they liked lately (their newest INTEREST_LIKES), of
 * the studios they follow and of those studios' shown works. Read from the works' own copies of their
 * categories (migration 041), the studios' counts per category (migration 049) and the likes' newest-first
 * index (migration 051): at 100,000 works, 1.1 ms for a buyer with 2,052 likes who follows two studios of
 * 3,700 works each (19 ms reading all their likes, 85 ms before migration 041).
 */
export async function preferredCategories(db: Db, userId: string): Promise<string[]> {
  const rows = await db.many<{ id: string }>(
    `select c as id
       from (select artwork_id from likes where user_id = $1 order by created_at desc, artwork_id limit ${INTEREST_LIKES}) l
       join artworks a on a.id = l.artwork_id, unnest(a.category_ids) c
     union
     select uc.category_id from follows f join user_categories uc on uc.user_id = f.artist_id
      where f.follower_id = $1 and f.status = 'accepted'
     union
     select s.category_id from follows f join studio_category_works s on s.author_id = f.artist_id
      where f.follower_id = $1 and f.status = 'accepted'`,
    [userId],
  );
  return rows.map((r) => r.id);
}

const NEWEST = 'a.created_at desc, a.id desc';

/**
 * Whether the filters can match a Not For Sale work (price 0). The store shows only priced works, and a
 * minimum price above 0 excludes them too.
 */
function mayListNotForSale(q: ListingQuery): boolean {
  const { min } = parsePriceRange(q.price);
  return !q.store && (min === null || min === 0);
}

async function orderBySql(db: Db, q: ListingQuery, where: Where): Promise<string> {
  const orderby = orderOf(q);
  // Both price sorts list Not For Sale works (price 0) last. Prices are never negative (check constraint), so
  // high to low already ends with them (index artworks_price_high_idx).
  if (orderby === 'pricehigh') return `a.price_paisa desc, ${NEWEST}`;
  // Low to high puts them last explicitly (index artworks_price_low_nfs_last_idx, migration 004); when the
  // filters exclude them the plain price order is the same and reads artworks_price_low_idx.
  if (orderby === 'pricelow') return mayListNotForSale(q) ? `(a.price_paisa = 0), a.price_paisa asc, ${NEWEST}` : `a.price_paisa asc, ${NEWEST}`;
  // Recommended needs a signed-in user with some interest; otherwise it is simply 'new'.
  const preferred = orderby === 'recommended' && q.userId ? await preferredCategories(db, q.userId) : [];
  if (preferred.length === 0) return NEWEST;
  const cats = where.param(preferred);
  return `(exists (select 1 from artwork_categories ac where ac.artwork_id = a.id and ac.category_id = any(${cats}::uuid[]))) desc, ${NEWEST}`;
}

const orderOf = (q: Pick<ListingQuery, 'orderby'>): OrderBy =>
  (ORDER_BY as readonly string[]).includes(q.orderby ?? '') ? (q.orderby as OrderBy) : DEFAULT_ORDER_BY;

/** What an answer depends on, normalised (a cache key): equal keys, equal answers for anyone not signed in. */
export function listingKey(q: Omit<ListingQuery, 'userId'>): string {
  const { min, max } = parsePriceRange(q.price);
  return `listing:${JSON.stringify([q.cat, orderOf(q), min, max, q.store, skipOf(q), clampLimit(q.limit)])}`;
}

/** What the total depends on: the filters, not the order or the page. */
function totalKey(q: ListingQuery): string {
  const { min, max } = parsePriceRange(q.price);
  return JSON.stringify([q.cat, min, max, q.store]);
}

/**
 * One page and the exact total. With a cache, the total is reused while the catalogue version (read in the
 * page's own statement) is unchanged: counting is what costs, the page is read from an index.
 */
export async function listArtworks(db: Db, q: ListingQuery, cache?: CatalogueCache): Promise<Listing> {
  const where = buildWhere(q, 'page');
  const counted = buildWhere(q, 'count');
  const order = await orderBySql(db, q, where);
  const limit = where.param(clampLimit(q.limit));
  const offset = where.param(skipOf(q));
  // The page is chosen first, then only its works get their cards and likes: the rows an offset skips would
  // otherwise have theirs read too.
  const rows = await db.many<CardRow & { catalogue_version: string }>(
    `select ${CARD_COLUMNS}${cache ? `, ${CATALOGUE_VERSION_COLUMN}` : ''}
       from (select a.* from artworks a ${where.toSql()} order by ${order} limit ${limit} offset ${offset}) a order by ${order}`,
    where.params,
  );
  const count = async () => (await db.one<{ total: number }>(`select count(*) as total from artworks a ${counted.toSql()}`, counted.params))?.total ?? 0;
  let total: number;
  if (cache) {
    // Past the last page there is no row to carry the version.
    const key = `total:${rows[0]?.catalogue_version ?? (await catalogueVersion(db))}:${totalKey(q)}`;
    total = await cache.getOrMake(key, count);
  } else total = await count();
  return { artworks: await artworkJsons(db, rows), total };
}
