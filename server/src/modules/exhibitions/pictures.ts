// A show's pictures in their order, and moving one a place up or down (the operators' console, issue 23 §4).
// Positions stay 1…n: a move swaps the picture with its neighbour.
import type { ImageSet } from '@kala/shared/contracts/media';
import type { Db } from '../../db';

export interface ShowPicture {
  id: string;
  title: string;
  position: number;
  image: ImageSet;
}

/** The pictures of the show with this slug, in order; null when there is no such show. */
export async function showPictures(db: Pick<Db, 'one' | 'many'>, slug: string): Promise<ShowPicture[] | null> {
  const show = await db.one<{ id: string }>('select id from exhibitions where slug = $1', [slug]);
  if (!show) return null;
  return db.many<ShowPicture>('select id, title, position, image from exhibition_items where exhibition_id = $1 order by position', [show.id]);
}

/**
 * Moves one picture of the show a place up (earlier) or down, swapping it with its neighbour. Answers the
 * picture's title, or null when the show has no such picture; a picture already first (or last) stays.
 */
export async function movePicture(t: Pick<Db, 'one' | 'query'>, slug: string, itemId: string, direction: 'up' | 'down'): Promise<{ title: string; moved: boolean } | null> {
  const item = await t.one<{ exhibition_id: string; position: number; title: string }>(
    `select i.exhibition_id, i.position, i.title from exhibition_items i join exhibitions e on e.id = i.exhibition_id
      where e.slug = $1 and i.id = $2 for update of i`,
    [slug, itemId],
  );
  if (!item) return null;
  const neighbour = await t.one<{ id: string; position: number }>(
    direction === 'up'
      ? 'select id, position from exhibition_items where exhibition_id = $1 and position < $2 order by position desc limit 1 for update'
      : 'select id, position from exhibition_items where exhibition_id = $1 and position > $2 order by position limit 1 for update',
    [item.exhibition_id, item.position],
  );
  if (!neighbour) return { title: item.title, moved: false };
  // (exhibition_id, position) is unique at every row: the picture waits at 0 while its neighbour moves.
  await t.query('update exhibition_items set position = 0 where id = $1', [itemId]);
  await t.query('update exhibition_items set position = $2 where id = $1', [neighbour.id, item.position]);
  await t.query('update exhibition_items set position = $2 where id = $1', [itemId, neighbour.position]);
  return { title: item.title, moved: true };
}
