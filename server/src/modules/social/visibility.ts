// Which posts a viewer may see: never one they hid, never one an operator removed, never one by a person
// they blocked. Every post query goes through here.

/**
 * SQL condition: the author of `p` is not blocked by the viewer (parameter `viewer`). Blocks arrive in
 * part 2 (spec §7.5 /block/user); until then nobody is blocked. Part 2 replaces the body with a
 * `not exists (select 1 from blocks …)`.
 */
export const notBlockedSql = (_viewer: string): string => 'true';

/** SQL condition: post `p` is listed for the viewer (a uuid parameter, null when logged out). */
export const visibleToSql = (viewer: string): string => `p.removed_at is null
  and (${viewer}::uuid is null or not exists (select 1 from post_hides h where h.post_id = p.id and h.user_id = ${viewer}::uuid))
  and (${viewer}::uuid is null or ${notBlockedSql(viewer)})`;
