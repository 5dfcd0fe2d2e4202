// An artwork's card: the catalogue contract's Artwork (toArtworkJson) without its likes and views, kept as JSON
// text in artworks.card (migration 047, docs/adr/0033-artwork-cards.md). Listings and search read their page's
// cards as text and send them as they are, each with its likes and views read fresh: per request nothing is
// built in PostgreSQL, parsed by the driver or serialised again. A missing card is made here, from the same
// rows and rules as any other Artwork, and kept for the next read; the migration's triggers empty a card
// whenever anything it is made of changes.
import type { Db } from '../../db';
import type { JsonText } from '../../lib/json-text';
import { ARTWORK_COLUMNS, LIKES_SQL, toArtworkJson, type ArtworkRow } from './artworks';
import { shownSql, shownToSql } from './moderation';

/**
 * The format of the kept text. Raise it when toArtworkJson's output changes: cards of another format are made
 * again (cards.test.ts fails until it is raised).
 */
export const CARD_FORMAT = 1;

/** Select list (alias `a`, a row of artworks): what a list reads of each work. */
export const CARD_COLUMNS = `a.id, case when a.card_format = ${CARD_FORMAT} then a.card end as card, a.views, ${LIKES_SQL} as likes`;

export interface CardRow {
  id: string;
  /** Null when it must be made (never made, emptied by a change, or of another format). */
  card: string | null;
  views: number;
  likes: string[];
}

/** An Artwork of the catalogue contract as JSON text, to be sent as it is. */
export type ArtworkJson = JsonText<'Artwork'>;

/** The card of one row of ARTWORK_COLUMNS. */
export function cardOf(row: ArtworkRow): string {
  const { likes: _likes, views: _views, ...card } = toArtworkJson(row);
  return JSON.stringify(card);
}

/** The card with the work's likes and views: a card is a JSON object, so its last character is its `}`. */
const withCounts = (card: string, { likes, views }: CardRow): ArtworkJson =>
  `${card.slice(0, -1)},"likes":${JSON.stringify(likes)},"views":${views}}` as ArtworkJson;

/** Each row's Artwork as JSON text, by work id; a work deleted since its row was read has none. */
export async function artworkJsonsById(db: Db, rows: CardRow[]): Promise<Map<string, ArtworkJson>> {
  const missing = rows.filter((r) => r.card === null).map((r) => r.id);
  const made = missing.length > 0 ? await makeCards(db, missing) : new Map<string, string>();
  return new Map(
    rows.flatMap((row) => {
      const card = row.card ?? made.get(row.id);
      return card === undefined ? [] : [[row.id, withCounts(card, row)] as const];
    }),
  );
}

/** Each row's Artwork as JSON text, in the rows' order; a work deleted since its row was read is left out. */
export async function artworkJsons(db: Db, rows: CardRow[]): Promise<ArtworkJson[]> {
  const byId = await artworkJsonsById(db, rows);
  return rows.flatMap((row) => byId.get(row.id) ?? []);
}

/**
 * The works with these ids (a ranking kept for a while), in this order, as JSON text: read fresh, so a work
 * hidden or deleted since it was ranked is left out.
 */
export async function shownWorksInOrder(db: Db, ids: readonly string[]): Promise<ArtworkJson[]> {
  if (ids.length === 0) return [];
  const rows = await db.many<CardRow>(`select ${CARD_COLUMNS} from artworks a where a.id = any($1::uuid[]) and ${shownSql()}`, [ids]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return artworkJsons(db, ids.flatMap((id) => byId.get(id) ?? []));
}

/** The work with this slug as `viewer` may see it (one an operator hid is its author's only), and its author's id. */
export async function findArtworkJson(db: Db, slug: string, viewer: string | null): Promise<{ json: ArtworkJson; authorId: string } | null> {
  const row = await db.one<CardRow & { author_id: string }>(`select ${CARD_COLUMNS}, a.author_id from artworks a where a.slug = $1 and ${shownToSql('$2')}`, [slug, viewer]);
  if (!row) return null;
  // Left out when the work was deleted since its row was read.
  const [json] = await artworkJsons(db, [row]);
  return json ? { json, authorId: row.author_id } : null;
}

/** Makes the works' cards from their rows and keeps them; the cards by work id. */
async function makeCards(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.many<ArtworkRow & { row_version: string }>(
    `select ${ARTWORK_COLUMNS}, a.xmin::text as row_version from artworks a where a.id = any($1::uuid[])`,
    [ids],
  );
  const cards = new Map(rows.map((r) => [r.id, cardOf(r)]));
  await keepCards(db, rows.map((r) => [r.id, cards.get(r.id)!, r.row_version]));
  return cards;
}

/**
 * Keeps each card only on the row version it was made from (`xmin`): a change committed since, which empties
 * the card or at least gives the row a new version, wins. Rows another transaction holds are skipped rather
 * than waited for, so two reads keeping the same cards never deadlock; a card not kept is made at a later read.
 */
async function keepCards(db: Db, cards: [id: string, card: string, rowVersion: string][]): Promise<void> {
  await db
    .query(
      `with kept as (
         select a.id, k.card from artworks a
           join unnest($1::uuid[], $2::text[], $3::text[]) k(id, card, row_version) on a.id = k.id and a.xmin = k.row_version::xid
            for update of a skip locked)
       update artworks a set card = kept.card, card_format = ${CARD_FORMAT} from kept where a.id = kept.id`,
      [cards.map((c) => c[0]), cards.map((c) => c[1]), cards.map((c) => c[2])],
    )
    // The answer does not depend on it: a read is never refused because its cards could not be kept.
    .catch(() => undefined);
}
