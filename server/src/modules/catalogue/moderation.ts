// Operators hide reported artworks (issue 23, ADR 0020), as they hide posts: the row stays for the record and
// for its author, who is told why; every listing, page and search leaves it out for everyone else.
import type { Db } from '../../db';

/** SQL condition: work `alias` is shown to everyone (nobody hid it). */
export const shownSql = (alias = 'a') => `${alias}.removed_at is null`;

/** SQL condition: work `a` is shown to the viewer (a uuid parameter, null when logged out): its author sees it hidden. */
export const shownToSql = (viewer: string) => `(a.removed_at is null or a.author_id = ${viewer}::uuid)`;

/** An operator hides an artwork with a reason its author is told; null when it is gone or hidden already. */
export const hideArtworkWithReason = (q: Pick<Db, 'one'>, id: string, reason: string) =>
  q.one<{ id: string; author_id: string; name: string; slug: string; role: number }>(
    `update artworks a set removed_at = now(), removed_reason = $2 from users u
      where a.id = $1 and a.removed_at is null and u.id = a.author_id returning a.id, a.author_id, a.name, a.slug, u.role`,
    [id, reason],
  );

/** SQL: the author of the work whose id is `id` (an SQL expression), while nobody hid it (who may report it). */
export const artworkOwnerSql = (id: string) => `(select w.author_id from artworks w where w.id = ${id} and w.removed_at is null)`;
