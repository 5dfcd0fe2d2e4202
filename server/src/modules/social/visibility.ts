// Which posts a viewer may see: never one they hid, never one an operator hid (except its author, ADR 0020), never one by a person
// they blocked or who blocked them. Every post query goes through here.
import { notBlockedSql as noBlockBetween } from '../users/block-check';

/** SQL condition: no block stands between the viewer (parameter `viewer`) and the author of `p`. */
export const notBlockedSql = (viewer: string): string => noBlockBetween(`${viewer}::uuid`, 'p.author_id');

/** SQL condition: post `p` is listed for the viewer (a uuid parameter, null when logged out). */
export const visibleToSql = (viewer: string): string => `(p.removed_at is null or p.author_id = ${viewer}::uuid)
  and (${viewer}::uuid is null or not exists (select 1 from post_hides h where h.post_id = p.id and h.user_id = ${viewer}::uuid))
  and (${viewer}::uuid is null or ${notBlockedSql(viewer)})`;
