// Whether a block stands between two people (spec §7.5, issue 10). A block works both ways: neither
// person can follow, comment on, like or message the other, nor see the other's works, posts or profile
// details. Every module that lets one person reach another asks here.
import { MSG_CODED } from '@kala/shared/messages';
import type { Db } from '../../db';
import { forbidden } from '../../lib/http-error';

/** SQL condition: no block between the users `a` and `b` (SQL expressions of uuids), either way. */
export const notBlockedSql = (a: string, b: string): string =>
  `not exists (select 1 from user_blocks ub where (ub.blocker_id = ${a} and ub.blocked_id = ${b}) or (ub.blocker_id = ${b} and ub.blocked_id = ${a}))`;

/**
 * SQL: the people a block stands between and `a` (an SQL uuid expression), either way. Uncorrelated, so a
 * query over many rows reads it once (`x not in …`) instead of probing the blocks per row.
 */
export const acrossBlockFromSql = (a: string): string =>
  `(select blocked_id from user_blocks where blocker_id = ${a} union all select blocker_id from user_blocks where blocked_id = ${a})`;

/** Who blocked whom between two people, if anyone: 'you' when `viewer` did, 'them' when the other did. */
export async function blockBetween(db: Db, viewer: string | null, other: string): Promise<'you' | 'them' | null> {
  if (!viewer || viewer === other) return null;
  const row = await db.one<{ blocker_id: string }>(
    'select blocker_id from user_blocks where (blocker_id = $1 and blocked_id = $2) or (blocker_id = $2 and blocked_id = $1) limit 1',
    [viewer, other],
  );
  if (!row) return null;
  return row.blocker_id === viewer ? 'you' : 'them';
}

/** 403 with a clear message when a block stands between the two; the status says which way. */
export async function assertNotBlocked(db: Db, viewer: string | null, other: string): Promise<void> {
  refuseBlock(viewer, await blockBetween(db, viewer, other));
}

/** The same for several people at once (a group's members, an order's studios): the first block found. */
export async function assertNoneBlocked(db: Db, viewer: string, others: string[]): Promise<void> {
  const row = await db.one<{ blocker_id: string }>(
    `select blocker_id from user_blocks where (blocker_id = $1 and blocked_id = any($2::uuid[])) or (blocked_id = $1 and blocker_id = any($2::uuid[]))
      order by blocker_id = $1 desc limit 1`,
    [viewer, others.filter((o) => o !== viewer)],
  );
  refuseBlock(viewer, row ? (row.blocker_id === viewer ? 'you' : 'them') : null);
}

function refuseBlock(viewer: string | null, block: 'you' | 'them' | null): void {
  if (!viewer) return;
  if (block === 'you') throw forbidden('blocking', MSG_CODED.youBlockedThem);
  if (block === 'them') throw forbidden('blocked', MSG_CODED.theyBlockedYou);
}

