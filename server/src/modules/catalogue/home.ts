// The home page (spec §2 Home): slider, featured, popular per main category, recommended and followed works.
import { PAGE_SIZE } from '@kala/shared/constants';
import { artworkPath } from '@kala/shared/routing';
import type { ImageSet } from '@kala/shared/contracts/media';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import type { Db } from '../../db';
import { isUuid } from '../../lib/ids';
import { catalogueVersion, type CatalogueCache } from './cache';
import { artworkJsons, artworkJsonsById, CARD_COLUMNS, shownWorksInOrder, type ArtworkJson, type CardRow } from './cards';
import { preferredCategories } from './listing';
import { shownSql } from './moderation';

/** Works in a home row (featured, recommended, followed). */
export const HOME_ROW = 12;

export interface Slide {
  title: string;
  imageMain: ImageSet;
  thumbnail: ImageSet;
  linkArtist: { name: string; slug: string; role: number };
  link: string;
}

/** The slider's slides, each from its work's kept card (cards.ts); a work deleted meanwhile is left out. */
export async function homeSlides(db: Db): Promise<Slide[]> {
  const rows = await db.many<CardRow & { title: string }>(
    `select s.title, ${CARD_COLUMNS} from home_slides s join artworks a on a.id = s.artwork_id where ${shownSql()} order by s.position, s.id`,
  );
  const cards = await artworkJsonsById(db, rows);
  return rows.flatMap((row) => {
    const card = cards.get(row.id);
    if (!card) return [];
    const work = JSON.parse(card) as Artwork;
    return {
      title: row.title,
      imageMain: work.image,
      thumbnail: work.image,
      linkArtist: { name: work.author.name, slug: work.author.slug, role: work.author.role },
      link: artworkPath(work),
    };
  });
}

/** Works by `where …` (a clause that starts with `where`), leaving out those an operator hid; read as cards. */
const many = async (db: Db, where: string, params: unknown[] = []): Promise<ArtworkJson[]> =>
  artworkJsons(db, await db.many<CardRow>(`select ${CARD_COLUMNS} from artworks a where ${shownSql()} and ${where.replace(/^\s*where\s+/, '')}`, params));

export const featuredWorks = (db: Db): Promise<ArtworkJson[]> => many(db, `where a.featured order by a.created_at desc, a.id desc limit ${HOME_ROW}`);

/** How late a Popular row's order may follow likes and views, which leave the catalogue version as it is. */
export const POPULAR_RANKING_MS = 60_000;

/**
 * The most liked, then most viewed works of a main category (id or slug) and its sub-categories. With a cache,
 * the ranked ids are kept under the catalogue version (which works exist, their categories, who may see them)
 * for at most POPULAR_RANKING_MS; the works themselves are read fresh.
 */
export async function popularWorks(db: Db, category: string, cache?: CatalogueCache): Promise<ArtworkJson[]> {
  const cat = await db.one<{ id: string }>(isUuid(category) ? 'select id from categories where id = $1' : 'select id from categories where slug = $1', [category]);
  if (!cat) return [];
  const rank = async () =>
    (
      await db.many<{ id: string }>(
        `select a.id from artworks a
          where ${shownSql()} and coalesce(a.category_ids && (select array_agg(c.id) from categories c where c.id = $1 or c.parent = $1), false)
          order by a.likes_count desc, a.views desc, a.created_at desc, a.id desc limit ${PAGE_SIZE.scroller}`,
        [cat.id],
      )
    ).map((r) => r.id);
  const key = async () => `popular:${await catalogueVersion(db)}:${Math.floor(Date.now() / POPULAR_RANKING_MS)}:${cat.id}`;
  return shownWorksInOrder(db, cache ? await cache.getOrMake(await key(), rank) : await rank());
}

/**
 * Works in the categories the user liked or follows, not their own and not liked yet, most liked first.
 * A user with no interests yet gets the most liked works. Read in the order of the most liked index
 * (migration 050) until the row is full, each work's categories checked on its own copy (migration 041):
 * counting every candidate's likes, and a hashed read of every work of the user's categories, took
 * 0.1–1 s at 100,000 works.
 */
export async function recommendedWorks(db: Db, userId: string): Promise<ArtworkJson[]> {
  const preferred = await preferredCategories(db, userId);
  return many(
    db,
    `where a.author_id <> $1 and not exists (select 1 from likes l where l.artwork_id = a.id and l.user_id = $1)
       and (cardinality($2::uuid[]) = 0 or a.category_ids && $2::uuid[])
     order by a.likes_count desc, a.created_at desc, a.id desc limit ${HOME_ROW}`,
    [userId, preferred],
  );
}

/** The newest works of the studios the user follows (accepted follows). */
export const followedWorks = (db: Db, userId: string): Promise<ArtworkJson[]> =>
  many(
    db,
    `where a.author_id in (select f.artist_id from follows f where f.follower_id = $1 and f.status = 'accepted')
     order by a.created_at desc, a.id desc limit ${HOME_ROW}`,
    [userId],
  );
