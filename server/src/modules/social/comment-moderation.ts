// Comments on posts can be reported and hidden (issue 23, ADR 0020), as posts are: a hidden comment stays for
// the record and for its author, who is told; every other reader's lists and counts leave it out. The reports
// and admin modules read a comment through these (the social module owns post_comments).
import type { Db } from '../../db';

/** SQL: the author of the comment whose id is `id` (an SQL expression), while nobody hid it. */
export const commentOwnerSql = (id: string) => `(select c.author_id from post_comments c where c.id = ${id} and c.removed_at is null)`;
/** SQL: the author of the comment `id`, hidden or not (the console still names it). */
export const commentAuthorSql = (id: string) => `(select c.author_id from post_comments c where c.id = ${id})`;
/** SQL: the comment's words, shortened, for a list. */
export const commentTextSql = (id: string, length: number) => `(select left(c.comment, ${length}) from post_comments c where c.id = ${id})`;
/** SQL: where the comment is on the site (its post's page). */
export const commentLinkSql = (id: string) => `(select '/feed/' || c.post_id from post_comments c where c.id = ${id})`;

/** SQL condition: comment `c` is shown to the viewer (a uuid parameter, null when logged out). */
export const commentVisibleToSql = (viewer: string) => `(c.removed_at is null or c.author_id = ${viewer}::uuid)`;

/** An operator hides a comment with a reason its author is told; null when it is gone or hidden already. */
export const hideCommentWithReason = (q: Pick<Db, 'one'>, id: string, reason: string) =>
  q.one<{ id: string; author_id: string; post_id: string; body: string }>(
    'update post_comments set removed_at = now(), removed_reason = $2 where id = $1 and removed_at is null returning id, author_id, post_id, left(comment, 80) as body',
    [id, reason],
  );
