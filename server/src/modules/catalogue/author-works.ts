// An author's works on their profile (GET /user/gallery/:id): only for those allowed to see them.
import { PAGE_SIZE } from '@kala/shared/constants';
import type { Db } from '../../db';
import { assertCanSeeWorks } from '../users/people';
import { artworkJsons, CARD_COLUMNS, type ArtworkJson, type CardRow } from './cards';
import { shownToSql } from './moderation';

/** An author's works, newest first, a page at a time (the ones an operator hid: for the author only); read as cards. */
export async function worksOf(db: Db, viewer: string | null, authorId: string, skip: number, limit: number = PAGE_SIZE.artistWorks): Promise<{ artworks: ArtworkJson[]; total: number }> {
  await assertCanSeeWorks(db, viewer, authorId);
  const rows = await db.many<CardRow>(
    `select ${CARD_COLUMNS} from artworks a where a.author_id = $1 and ${shownToSql('$4')} order by a.created_at desc, a.id desc offset $2 limit $3`,
    [authorId, skip, limit, viewer],
  );
  // The shown works are counted as they change (migration 049); the author also counts the ones an operator hid.
  const total = await db.one<{ n: number }>(
    `select u.works_count + case when u.id = $2::uuid then (select count(*)::int from artworks a where a.author_id = u.id and a.removed_at is not null) else 0 end as n
       from users u where u.id = $1`,
    [authorId, viewer],
  );
  return { artworks: await artworkJsons(db, rows), total: total?.n ?? 0 };
}

