// Block and unblock (spec §7.5 PATCH /block/user/:id, /unblock/user/:id). Blocking ends any follow or
// request between the two in the same transaction; block-check.ts says what a block refuses.
import { ACCOUNT_CODED } from '@kala/shared/contracts/people/errors';
import type { Db } from '../../db';
import { isUuid } from '../../lib/ids';
import { badRequest, notFound } from '../../lib/http-error';
import { endFollowsBetween } from './follows';

async function requireUserId(db: Db, id: string): Promise<string> {
  const row = isUuid(id) ? await db.one<{ id: string }>('select id from users where id = $1', [id]) : null;
  if (!row) throw notFound();
  return row.id;
}

/** Blocks `id` and ends the follows between the two, at once. Blocking again is not an error. */
export async function blockUser(db: Db, blocker: string, id: string): Promise<void> {
  const blocked = await requireUserId(db, id);
  if (blocked === blocker) throw badRequest(ACCOUNT_CODED.blockSelf);
  await db.tx(async (t) => {
    await t.query('insert into user_blocks (blocker_id, blocked_id) values ($1, $2) on conflict do nothing', [blocker, blocked]);
    await endFollowsBetween(t, blocker, blocked);
  });
}

export async function unblockUser(db: Db, blocker: string, id: string): Promise<void> {
  const blocked = await requireUserId(db, id);
  await db.query('delete from user_blocks where blocker_id = $1 and blocked_id = $2', [blocker, blocked]);
}
