// Full-text search (GET /search/:term): artworks by name, tags, category names and description; people by
// name and biography. GIN indexes on tsvector columns (migration 002), prefix matching, typo tolerance
// through the trigram-indexed lexicon of migration 008, category names in Nepali and Chinese; ranked.
import { CATEGORY_NAMES } from '@kala/shared/category-names';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@kala/shared/constants';
import type { AuthorRef } from '@kala/shared/contracts/people';
import type { Db } from '../../db';
import { toAuthorRef, type PersonRow } from '../users/repository';
import { catalogueVersion, type CatalogueCache } from './cache';
import { artworkJsons, CARD_COLUMNS, shownWorksInOrder, type ArtworkJson, type CardRow } from './cards';
import { shownSql } from './moderation';

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

/** The words of a search term: letters, combining marks and digits only, lower-case, NFC, at most 8. */
export function searchWords(term: string): string[] {
  return term
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, SEARCH_LIMITS.words)
    .map((w) => w.slice(0, SEARCH_LIMITS.wordLength));
}

/**
 * A tsquery in which every word of the term is a prefix ('lands tha' -> 'lands':* & 'tha':*), or null when
 * the term has no word at all. Only letters, combining marks and digits survive, each word quoted, so no
 * user input can reach PostgreSQL as tsquery syntax (a stray '&', '!', ':' or quote is just a separator).
 */
export function prefixQuery(term: string): string | null {
  const words = searchWords(term);
  return words.length ? words.map((w) => `'${w}':*`).join(' & ') : null;
}

export interface SearchResult {
  /** Each an Artwork of the catalogue contract, as JSON text (cards.ts). */
  products: ArtworkJson[];
  artists: AuthorRef[];
}

/** How close a stored word must be to a search word to stand in for it (pg_trgm similarity, 0 to 1). */
const TYPO = { minSimilarity: 0.4, minLength: 3, perWord: 3 } as const;

/** Every category's name in the other languages (the locales are their one source), as words, with its slug. */
const LOCALISED_CATEGORIES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) =>
  Object.entries(CATEGORY_NAMES[language]).map(([slug, name]) => ({ slug, name: name.normalize('NFC').toLowerCase(), words: searchWords(name) })),
);

/**
 * Categories a search word names in Nepali or Chinese: a word of the name starts with it ('थाङ' finds
 * थाङ्का), or it holds the whole name (Chinese has no spaces: '唐卡画' holds 唐卡).
 */
export const categoriesNamedBy = (word: string): string[] => [
  ...new Set(
    LOCALISED_CATEGORIES.filter((c) => c.words.some((w) => w.startsWith(word)) || (c.name.length > 1 && word.includes(c.name))).map((c) => c.slug),
  ),
];

const quote = (word: string) => `'${word}'`;
const tsAnd = (words: string[]) => (words.length === 1 ? quote(words[0]!) : `(${words.map(quote).join(' & ')})`);
const isPlainWord = (word: string) => /^[\p{L}\p{M}\p{N}]+$/u.test(word);

/**
 * The three queries of a term: `exact` (whole words), `prefix` (every word a prefix), and `broad`, in which
 * each word may also be a stored word that looks like it (a typo) or the English name of a category it
 * names in Nepali or Chinese. Results rank exact matches first, then prefix matches, then the rest.
 */
export async function searchQueries(db: Db, words: string[]): Promise<{ exact: string; prefix: string; broad: string }> {
  const typos = await db.many<{ w: string; word: string }>(
    `select w, s.word from unnest($1::text[]) w,
       lateral (select word from search_words where word % w and word <> w and similarity(word, w) >= $2
                 order by similarity(word, w) desc, word limit ${TYPO.perWord}) s`,
    [words.filter((w) => w.length >= TYPO.minLength), TYPO.minSimilarity],
  );
  const slugs = [...new Set(words.flatMap(categoriesNamedBy))];
  const categories = slugs.length ? await db.many<{ slug: string; name: string }>('select slug, name from categories where slug = any($1)', [slugs]) : [];
  const broad = words.map((w) => {
    const alternatives = [
      `${quote(w)}:*`,
      ...typos.filter((t) => t.w === w && isPlainWord(t.word)).map((t) => quote(t.word)),
      ...categories.filter((c) => categoriesNamedBy(w).includes(c.slug)).map((c) => searchWords(c.name)).filter((n) => n.length > 0).map(tsAnd),
    ];
    return `(${alternatives.join(' | ')})`;
  });
  return { exact: words.map(quote).join(' & '), prefix: words.map((w) => `${quote(w)}:*`).join(' & '), broad: broad.join(' & ') };
}

type Queries = Awaited<ReturnType<typeof searchQueries>>;
/** Exact, then prefix, then typo and translated matches; within a tier by ts_rank. */
const RANKED = `to_tsquery('simple', $1) ex, to_tsquery('simple', $2) pre, to_tsquery('simple', $3) q`;
const params = (q: Queries) => [q.exact, q.prefix, q.broad];

/**
 * The best-ranked works for the queries. Ranking reads every match (thousands for a short prefix); the ids
 * it picks are cached under the catalogue version, which every change of a search vector or creation date
 * raises. The works themselves (likes, views, author) are always read fresh.
 */
async function searchArtworks(db: Db, queries: Queries, cache?: CatalogueCache): Promise<ArtworkJson[]> {
  const rank = () =>
    db.many<CardRow>(
      `select ${CARD_COLUMNS} from artworks a, ${RANKED}
        where a.search @@ q and ${shownSql()}
        order by a.search @@ ex desc, a.search @@ pre desc, ts_rank(a.search, q) desc, a.created_at desc, a.id desc
        limit ${SEARCH_LIMITS.products}`,
      params(queries),
    );
  if (!cache) return artworkJsons(db, await rank());
  const key = `search:${await catalogueVersion(db)}:${queries.broad}`;
  // The request that ranks keeps its rows; those that joined it, or found the ids kept, read them fresh.
  let ranked: CardRow[] | null = null;
  const ids = await cache.getOrMake(key, async () => {
    ranked = await rank();
    return ranked.map((r) => r.id);
  });
  if (ranked) return artworkJsons(db, ranked);
  return shownWorksInOrder(db, ids);
}

export async function search(db: Db, term: string, cache?: CatalogueCache): Promise<SearchResult> {
  const words = searchWords(term);
  if (words.length === 0) return { products: [], artists: [] };
  // to_tsquery('simple', …) on quoted plain words cannot fail.
  const queries = await searchQueries(db, words);
  const [products, people] = await Promise.all([
    searchArtworks(db, queries, cache),
    db.many<PersonRow>(
      `select u.id, u.name, u.slug, u.role, u.picture, u.verified_artist from users u, ${RANKED}
        where u.search @@ q
        order by u.search @@ ex desc, u.search @@ pre desc, ts_rank(u.search, q) desc, u.followers_count desc, u.id
        limit ${SEARCH_LIMITS.artists}`,
      params(queries),
    ),
  ]);
  return { products, artists: people.map(toAuthorRef) };
}
