// Follows (spec §4): follow, unfollow, check, cancel a request. A private artist's follow waits as
// 'requested'. The counters users.followers_count / following_count count accepted follows and change in
// the same transaction as the follow row; the primary key (follower, artist) with ON CONFLICT makes a
// double follow (two tabs, a double click) count once.
import { MSG_CODED } from '@kala/shared/messages';
import type { Db } from '../../db';
import { isUuid } from '../../lib/ids';
import { HttpError, badRequest } from '../../lib/http-error';
import { assertNotBlocked, notBlockedSql } from './block-check';
import { deleteNotification, followRequestNotice } from '../notifications/notifications';

export type FollowCheck = 'following' | 'requested' | 'none';

/** Sets both counters from the follows table (seed, repairs). */
export const RECOUNT_FOLLOWERS = `update users u
   set followers_count = (select count(*) from follows f where f.artist_id = u.id and f.status = 'accepted'),
       following_count = (select count(*) from follows f where f.follower_id = u.id and f.status = 'accepted')`;

/** Sets both counters of the users in the array $1 from the follows table. */
const RECOUNT_USERS = `${RECOUNT_FOLLOWERS} where u.id = any($1::uuid[])`;

/** SQL for the follow state of the user `viewer` (a parameter) towards the user `u`. */
export const followStateSql = (viewer: string): string => `coalesce((select case when f.status = 'accepted' then 'following' else 'requested' end
    from follows f where f.follower_id = ${viewer}::uuid and f.artist_id = u.id), 'none')`;

interface Target {
  id: string;
  private: boolean;
}

/** The artist by id (what the client sends) or by slug; 404 `not-found` otherwise. */
async function findTarget(db: Db, artist: string): Promise<Target> {
  const target = isUuid(artist)
    ? await db.one<Target>('select id, private from users where id = $1', [artist])
    : await db.one<Target>('select id, private from users where slug = $1', [artist]);
  if (!target) throw new HttpError(404, 'not-found', MSG_CODED.followNotFound);
  return target;
}

/**
 * One statement for both rows: PostgreSQL locks them in index order, so two people following each other
 * at the same moment cannot deadlock.
 */
function adjustCounters(t: Db, followerId: string, artistId: string, delta: 1 | -1): Promise<unknown> {
  return t.query(
    `update users set followers_count = followers_count + case when id = $2 then $3::int else 0 end,
                      following_count = following_count + case when id = $1 then $3::int else 0 end
      where id = any(array[$1, $2]::uuid[])`,
    [followerId, artistId, delta],
  );
}

/**
 * 'success' (now following) or 'requested' (private artist), with the artist's id; 409 `followed` when
 * already following. `created` is false when a pending request was only repeated.
 */
export async function follow(db: Db, followerId: string, artist: string): Promise<{ status: 'success' | 'requested'; artistId: string; created: boolean }> {
  const target = await findTarget(db, artist);
  if (target.id === followerId) throw badRequest(MSG_CODED.followSelf);
  await assertNotBlocked(db, followerId, target.id);
  const status = target.private ? 'requested' : 'accepted';
  return db.tx(async (t) => {
    const inserted = await t.one<{ status: string }>(
      'insert into follows (follower_id, artist_id, status) values ($1, $2, $3) on conflict do nothing returning status',
      [followerId, target.id, status],
    );
    if (!inserted) {
      const existing = await t.one<{ status: string }>('select status from follows where follower_id = $1 and artist_id = $2', [followerId, target.id]);
      if (existing?.status === 'requested') return { status: 'requested', artistId: target.id, created: false };
      throw new HttpError(409, 'followed', MSG_CODED.followAlready);
    }
    if (status === 'accepted') await adjustCounters(t, followerId, target.id, 1);
    return { status: status === 'accepted' ? 'success' : 'requested', artistId: target.id, created: true };
  });
}

/**
 * The artist approves the follow request their notification `notificationId` announced; answers the
 * follower's id. 404 when the notification is not theirs or not a request; a request already withdrawn is
 * 404 too.
 */
export async function approveRequest(db: Db, artistId: string, notificationId: string): Promise<string> {
  const note = isUuid(notificationId)
    ? await followRequestNotice(db, notificationId, artistId)
    : null;
  if (!note) throw new HttpError(404, 'not-found', MSG_CODED.notFound);
  await db.tx(async (t) => {
    const updated = await t.one(`update follows set status = 'accepted' where follower_id = $1 and artist_id = $2 and status = 'requested' returning 1`, [note.sender_id, artistId]);
    if (!updated) throw new HttpError(404, 'not-found', MSG_CODED.notFound);
    await adjustCounters(t, note.sender_id, artistId, 1);
    await deleteNotification(t, notificationId);
  });
  return note.sender_id;
}

/** Ends a follow or a pending request; not following is not an error. Answers the artist's id. */
export async function unfollow(db: Db, followerId: string, artist: string): Promise<string> {
  const target = await findTarget(db, artist);
  await db.tx(async (t) => {
    const removed = await t.one<{ status: string }>('delete from follows where follower_id = $1 and artist_id = $2 returning status', [followerId, target.id]);
    if (removed?.status === 'accepted') await adjustCounters(t, followerId, target.id, -1);
  });
  return target.id;
}

/** Withdraws a pending request; an accepted follow stays (unfollow ends that). Answers the artist's id. */
export async function cancelRequest(db: Db, followerId: string, artist: string): Promise<string> {
  const target = await findTarget(db, artist);
  await db.query(`delete from follows where follower_id = $1 and artist_id = $2 and status = 'requested'`, [followerId, target.id]);
  return target.id;
}

export async function checkFollow(db: Db, followerId: string, artist: string): Promise<FollowCheck> {
  const target = await findTarget(db, artist);
  const row = await db.one<{ status: string }>('select status from follows where follower_id = $1 and artist_id = $2', [followerId, target.id]);
  if (!row) return 'none';
  return row.status === 'accepted' ? 'following' : 'requested';
}

/** The artist removes one of their followers ('Deleted follower'); not a follower is not an error. */
export async function removeFollower(db: Db, artistId: string, followerId: string): Promise<void> {
  if (!isUuid(followerId)) throw new HttpError(404, 'not-found', MSG_CODED.notFound);
  await db.tx(async (t) => {
    const removed = await t.one<{ status: string }>('delete from follows where follower_id = $1 and artist_id = $2 returning status', [followerId, artistId]);
    if (removed?.status === 'accepted') await adjustCounters(t, followerId, artistId, -1);
  });
}

/**
 * A new user's first follows (initiate follows): public artists only, blocks respected, repeats ignored.
 * An empty list is Skip. Either way the page is not shown again. Answers how many were followed.
 */
export async function initiateFollows(db: Db, userId: string, artistIds: string[]): Promise<number> {
  const ids = artistIds.filter(isUuid);
  return db.tx(async (t) => {
    const added = await t.many<{ artist_id: string }>(
      `insert into follows (follower_id, artist_id, status)
       select $1::uuid, u.id, 'accepted' from users u
        where u.id = any($2::uuid[]) and u.id <> $1 and not u.private and u.role between 11 and 20
          and ${notBlockedSql('$1', 'u.id')}
       on conflict do nothing returning artist_id`,
      [userId, ids],
    );
    if (added.length > 0) await t.query(RECOUNT_USERS, [[userId, ...added.map((a) => a.artist_id)]]);
    await t.query('update users set initiate_follows = true where id = $1', [userId]);
    return added.length;
  });
}

/** Ends every follow and request between two people (a block), counters included. */
export async function endFollowsBetween(t: Db, a: string, b: string): Promise<void> {
  await t.query('delete from follows where (follower_id = $1 and artist_id = $2) or (follower_id = $2 and artist_id = $1)', [a, b]);
  await t.query(RECOUNT_USERS, [[a, b]]);
}
