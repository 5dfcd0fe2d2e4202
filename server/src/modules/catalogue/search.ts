// Full-text search (GET /search/:term): artworks by name, tags, category names and description; people by
// name and biography. GIN indexes on tsvector columns (migration 002), prefix matching, ranked.
import type { Artwork, AuthorRef } from '@kala/shared/types';
import type { Db } from '../../db';
import { toAuthorRef, type PersonRow } from '../users/repository';
import { ARTWORK_COLUMNS, toArtworkJson, type ArtworkRow } from './artworks';
import { catalogueVersion, type CatalogueCache } from './cache';

export const SEARCH_LIMITS = { products: 20, artists: 10, words: 8, wordLength: 60 } as const;

/**
 * Recomputes artworks.search (alias `a`); append a WHERE. Category names live in another table, so every
 * write of a work or of its categories runs this in the same transaction.
 */
export const REFRESH_ARTWORK_SEARCH = `update artworks a set search =
  setweight(to_tsvector('simple', a.name), 'A') ||
  setweight(to_tsvector('simple', array_to_string(a.tags, ' ')), 'B') ||
  setweight(to_tsvector('simple', coalesce((select string_agg(c.name, ' ') from artwork_categories ac
                                              join categories c on c.id = ac.category_id
                                             where ac.artwork_id = a.id), '')), 'B') ||
  setweight(to_tsvector('simple', a.description), 'C')`;

/**
 * A tsquery in which every word of the term is a prefix ('lands tha' -> 'lands':* & 'tha':*), or null when
 * the term has no word at all. Only letters, combining marks and digits survive, each word quoted, so no
 * user input can reach PostgreSQL as tsquery syntax (a stray '&', '!', ':' or quote is just a separator).
 */
export function prefixQuery(term: string): string | null {
  const words = term
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, SEARCH_LIMITS.words)
    .map((w) => `'${w.slice(0, SEARCH_LIMITS.wordLength)}':*`);
  return words.length ? words.join(' & ') : null;
}

export interface SearchResult {
  products: Artwork[];
  artists: AuthorRef[];
}

/**
 * The best-ranked works for a tsquery. Ranking reads every match (thousands for a short prefix); the ids it
 * picks are cached under the catalogue version, which every change of a search vector or creation date
 * raises. The works themselves (likes, views, author) are always read fresh.
 */
async function searchArtworks(db: Db, query: string, cache?: CatalogueCache): Promise<ArtworkRow[]> {
  const rank = (columns: string) =>
    db.many<ArtworkRow>(
      `select ${columns} from artworks a, to_tsquery('simple', $1) q
        where a.search @@ q order by ts_rank(a.search, q) desc, a.created_at desc, a.id desc limit ${SEARCH_LIMITS.products}`,
      [query],
    );
  if (!cache) return rank(ARTWORK_COLUMNS);
  const key = `search:${await catalogueVersion(db)}:${query}`;
  const ids = await cache.get<string[]>(key);
  if (ids === null) {
    const rows = await rank(ARTWORK_COLUMNS);
    await cache.set(key, rows.map((r) => r.id));
    return rows;
  }
  if (ids.length === 0) return [];
  const rows = await db.many<ArtworkRow>(`select ${ARTWORK_COLUMNS} from artworks a where a.id = any($1::uuid[])`, [ids]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function search(db: Db, term: string, cache?: CatalogueCache): Promise<SearchResult> {
  const query = prefixQuery(term);
  if (!query) return { products: [], artists: [] };
  // to_tsquery('simple', …) on quoted words cannot fail; ts_rank orders, newest breaks ties.
  const [products, people] = await Promise.all([
    searchArtworks(db, query, cache),
    db.many<PersonRow>(
      `select u.id, u.name, u.slug, u.role, u.picture, u.verified_artist from users u, to_tsquery('simple', $1) q
        where u.search @@ q order by ts_rank(u.search, q) desc, u.followers_count desc, u.id limit ${SEARCH_LIMITS.artists}`,
      [query],
    ),
  ]);
  return { products: products.map(toArtworkJson), artists: people.map(toAuthorRef) };
}

