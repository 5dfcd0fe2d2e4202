// Chat rooms (spec §3, §4): one-to-one rooms (one per pair, blockable by either member, unblocked only by
// the blocker) and named groups (left, never blocked). A member's `read_at` drives unread marks and 'seen'.
import { CHAT_LIMITS } from '@kala/shared/constants';
import { CHAT_CODED } from '@kala/shared/contracts/chat/errors';
import { MSG_CODED } from '@kala/shared/messages';
import type { ChatMessageType, ChatParticipant, ChatRoom } from '@kala/shared/contracts/chat';
import type { Db } from '../../db';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { isUuid, UUID_TEXT } from '../../lib/ids';
import { assertNoneBlocked, assertNotBlocked } from '../users/block-check';
import { PERSON_JSON, unreadRoomsSql } from './messages';

export interface RoomRow {
  id: string;
  kind: ChatRoom['type'];
  name: string | null;
  blocked_by: string | null;
  /** In a one-to-one room: who blocked whom at the user level (privacy), if either did. */
  user_blocker?: string | null;
}

interface RoomListRow extends RoomRow {
  user_blocker: string | null;
  updated_at: Date | string;
  left_at: Date | string | null;
  participants: ChatParticipant[] | null;
  seen: string[] | null;
  unread: boolean;
  last_body: string | null;
  last_kind: ChatMessageType | null;
  last_from: string | null;
  last_from_name: string | null;
}

/**
 * In a one-to-one room `r`, who blocked whom at the person level (privacy) between `viewer` (a parameter) and
 * the other member, if either did: the viewer's own block first, so a viewer who blocked is offered the way
 * to undo it even when the other blocked them too.
 */
const userBlockerSql = (viewer: string) => `(select b.blocker_id from user_blocks b join chat_members o on o.room_id = r.id and o.user_id <> ${viewer}
    where r.kind = 'normal' and ((b.blocker_id = ${viewer} and b.blocked_id = o.user_id) or (b.blocker_id = o.user_id and b.blocked_id = ${viewer}))
    order by b.blocker_id = ${viewer} desc limit 1)`;

/** A room's last activity as its member sees it: a group they left shows none after the leave. */
const ACTIVITY = `least(r.updated_at, coalesce(me.left_at, 'infinity'))`;

// Every room of the viewer with its current members, its last message (since the viewer hid it, if they
// did, and up to their leaving a group), who has read that message and whether the viewer has (times
// compared in SQL, at full precision). A group left shows no activity after the leave.
const ROOMS_OF = `
  select r.id, r.kind, r.name, r.blocked_by, ${ACTIVITY} as updated_at, me.left_at,
    (select json_agg(${PERSON_JSON} order by m.joined_at) from chat_members m join users u on u.id = m.user_id
      where m.room_id = r.id and m.left_at is null) as participants,
    last.body as last_body, last.kind as last_kind, last.sender_id as last_from, last.sender_name as last_from_name,
    (select json_agg(m.user_id) from chat_members m where m.room_id = r.id and m.read_at >= last.created_at) as seen,
    coalesce(last.sender_id <> me.user_id and me.read_at < last.created_at, false) as unread,
    ${userBlockerSql('$1')} as user_blocker
  from chat_members me
  join chat_rooms r on r.id = me.room_id
  left join lateral (
    select cm.body, cm.kind, cm.sender_id, cm.created_at, u.name as sender_name from chat_messages cm join users u on u.id = cm.sender_id
    where cm.room_id = r.id and cm.created_at > coalesce(me.hidden_at, '-infinity') and cm.created_at <= coalesce(me.left_at, 'infinity')
    order by cm.created_at desc, cm.id desc limit 1
  ) last on true
  where me.user_id = $1`;

function toRoom(r: RoomListRow, viewer: string): ChatRoom {
  const participants = r.participants ?? [];
  const other = participants.find((p) => p._id !== viewer);
  return {
    _id: r.id,
    type: r.kind,
    name: r.kind === 'group' ? (r.name ?? '') : (other?.name ?? ''),
    participants,
    seen: r.seen ?? [],
    updatedAt: new Date(r.updated_at).toISOString(),
    // A block between the two people closes their room as a room block does (the room's own block first).
    isBlocked: r.blocked_by !== null || r.user_blocker !== null,
    blockBy: r.blocked_by ?? r.user_blocker,
    personBlocked: r.blocked_by === null && r.user_blocker !== null,
    left: r.left_at !== null,
    unread: r.unread,
    lastMessage: r.last_kind && r.last_from ? { message: r.last_body ?? '', messageType: r.last_kind, from: r.last_from, fromName: r.last_from_name ?? '' } : null,
  };
}

/** Not a room the member hid, until a newer message. */
const NOT_HIDDEN = `(me.hidden_at is null or ${ACTIVITY} > me.hidden_at)`;
/** The inbox's order: newest activity first. */
const INBOX_ORDER = 'updated_at desc, id';

/** The viewer's rooms, newest activity first (the inbox): not those they hid, until a newer message. */
export async function listRooms(db: Db, viewer: string, options: { unreadOnly?: boolean } = {}): Promise<ChatRoom[]> {
  const rows = await db.many<RoomListRow>(`select * from (${ROOMS_OF} and ${NOT_HIDDEN}) mine order by ${INBOX_ORDER}`, [viewer]);
  return rows.filter((r) => !options.unreadOnly || r.unread).map((r) => toRoom(r, viewer));
}

/**
 * Where a page of the inbox ends: its last room's activity in microseconds since 1970 (a timestamp's whole
 * precision) and its id. The next page starts after it (`before`), so a room that moves to the top meanwhile
 * is neither listed twice nor makes the next page skip one.
 */
export const ROOM_CURSOR = `^\\d{1,17},${UUID_TEXT}$`;

export interface RoomsPage {
  rooms: ChatRoom[];
  /** The next page's `before`; null on the last page. */
  next: string | null;
}

/**
 * A page of the inbox: `perPage` rooms after the cursor `before` (none: the newest). The page's rooms are
 * chosen first, from the viewer's memberships alone; only they are read whole (members, last message, seen).
 */
export async function roomsPage(db: Db, viewer: string, perPage: number, before?: string): Promise<RoomsPage> {
  const [micros = null, afterId = null] = before?.split(',') ?? [];
  const chosen = await db.many<{ id: string; cursor: string }>(
    `select id, micros::text || ',' || id as cursor
       from (select r.id, (extract(epoch from ${ACTIVITY}) * 1000000)::bigint as micros from chat_members me join chat_rooms r on r.id = me.room_id
              where me.user_id = $1 and ${NOT_HIDDEN}) mine
      where $2::bigint is null or micros < $2 or (micros = $2 and id > $3::uuid)
      order by micros desc, id limit $4`,
    [viewer, micros, afterId, perPage + 1],
  );
  const page = chosen.slice(0, perPage);
  const rows = await db.many<RoomListRow>(`select * from (${ROOMS_OF} and r.id = any($2::uuid[])) mine order by ${INBOX_ORDER}`, [viewer, page.map((r) => r.id)]);
  return { rooms: rows.map((r) => toRoom(r, viewer)), next: chosen.length > perPage ? page[page.length - 1]!.cursor : null };
}

/** One room as its member sees it; 404 when it does not exist or the viewer was never in it. */
export async function getRoom(db: Db, viewer: string, roomId: string): Promise<ChatRoom> {
  if (!isUuid(roomId)) throw notFound();
  const row = await db.one<RoomListRow>(`${ROOMS_OF} and r.id = $2`, [viewer, roomId]);
  if (!row) throw notFound();
  return toRoom(row, viewer);
}

/** How many rooms hold a message from someone else that the user has not read (the header's light). */
export async function unreadRooms(db: Db, userId: string): Promise<number> {
  return (await unreadCounts(db, [userId]))[userId] ?? 0;
}

/** unreadRooms of several people, in one query. */
export async function unreadCounts(db: Db, userIds: string[]): Promise<Record<string, number>> {
  const rows = await db.many<{ id: string; n: number }>(`select p.id, ${unreadRoomsSql('p.id')} as n from unnest($1::uuid[]) p(id)`, [userIds]);
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.n)]));
}

/** The room, when the user is a current member of it: 404 for a missing room, 403 for anyone else. */
export async function requireMember(db: Db, userId: string, roomId: string, options: { evenIfLeft?: boolean } = {}): Promise<RoomRow> {
  if (!isUuid(roomId)) throw notFound();
  const room = await db.one<RoomRow & { member: boolean; left: boolean }>(
    `select r.id, r.kind, r.name, r.blocked_by, m.user_id is not null as member, m.left_at is not null as left,
       ${userBlockerSql('$2')} as user_blocker
     from chat_rooms r left join chat_members m on m.room_id = r.id and m.user_id = $2 where r.id = $1`,
    [roomId, userId],
  );
  if (!room) throw notFound();
  if (!room.member || (room.left && !options.evenIfLeft)) throw forbidden('error', CHAT_CODED.chatNotMember);
  return room;
}

/** The ids of a room's current members. */
export const membersOf = async (db: Db, roomId: string): Promise<string[]> =>
  (await db.many<{ user_id: string }>('select user_id from chat_members where room_id = $1 and left_at is null', [roomId])).map((r) => r.user_id);

/** Opens the one-to-one room of two people, creating it the first time (rooms/init). */
export async function initRoom(db: Db, viewer: string, receiver: string): Promise<string> {
  if (!isUuid(receiver) || receiver === viewer) throw notFound(MSG_CODED.somethingWrong);
  const exists = await db.one('select 1 from users where id = $1', [receiver]);
  if (!exists) throw notFound(MSG_CODED.somethingWrong);
  const pairKey = [viewer, receiver].sort().join(':');
  const existing = await db.one<{ id: string }>('select id from chat_rooms where pair_key = $1', [pairKey]);
  if (existing) return existing.id;
  // A block between the two opens no new room: nothing appears in the blocker's inbox.
  await assertNotBlocked(db, viewer, receiver);
  return db.tx(async (t) => {
    const created = await t.one<{ id: string }>(
      `insert into chat_rooms (kind, pair_key) values ('normal', $1) on conflict (pair_key) do nothing returning id`,
      [pairKey],
    );
    if (!created) return (await t.one<{ id: string }>('select id from chat_rooms where pair_key = $1', [pairKey]))!.id;
    await t.query('insert into chat_members (room_id, user_id) values ($1, $2), ($1, $3)', [created.id, viewer, receiver]);
    return created.id;
  });
}

/** A named group of the viewer and at least two other people; everyone sees a 'join' line for each. */
export async function createGroup(db: Db, viewer: string, name: string, people: string[]): Promise<string> {
  const title = name.trim();
  if (!title || title.length > CHAT_LIMITS.groupNameMax) throw badRequest(CHAT_CODED.chatGroupNameRequired);
  const others = [...new Set(people)].filter((p) => p !== viewer);
  if (others.length < CHAT_LIMITS.groupPeopleMin || others.length > CHAT_LIMITS.groupPeopleMax || !others.every(isUuid)) throw badRequest(CHAT_CODED.chatGroupPeople);
  const found = await db.one<{ n: number }>('select count(*) as n from users where id = any($1::uuid[])', [others]);
  if (Number(found?.n) !== others.length) throw badRequest(CHAT_CODED.chatGroupPeople);
  // Nobody is put into a group with someone who blocked them, or whom they blocked: the creator (who is told
  // which way), nor any two of the others (not told who: a block is its two people's own business).
  await assertNoneBlocked(db, viewer, others);
  const apart = await db.one('select 1 from user_blocks where blocker_id = any($1::uuid[]) and blocked_id = any($1::uuid[]) limit 1', [others]);
  if (apart) throw forbidden('blocked', CHAT_CODED.chatGroupApart);
  return db.tx(async (t) => {
    const room = (await t.one<{ id: string }>(`insert into chat_rooms (kind, name) values ('group', $1) returning id`, [title]))!;
    for (const person of [viewer, ...others]) {
      await t.query('insert into chat_members (room_id, user_id) values ($1, $2)', [room.id, person]);
      await t.query(`insert into chat_messages (room_id, sender_id, kind) values ($1, $2, 'join')`, [room.id, person]);
    }
    return room.id;
  });
}

/** Blocks a one-to-one room (either member); a blocked room stays blocked by its first blocker. Answers its id. */
export async function blockRoom(db: Db, viewer: string, roomId: string): Promise<string> {
  const room = await requireMember(db, viewer, roomId);
  if (room.kind !== 'normal') throw badRequest(MSG_CODED.invalidInput);
  // The first blocker stays the blocker, also when both block at once (the check and the write are one).
  const blocked = await db.one('update chat_rooms set blocked_by = $2 where id = $1 and (blocked_by is null or blocked_by = $2) returning id', [room.id, viewer]);
  if (!blocked) throw forbidden('error', CHAT_CODED.chatCannotSend);
  return room.id;
}

/** Only the member who blocked the room unblocks it. Answers its id. */
export async function unblockRoom(db: Db, viewer: string, roomId: string): Promise<string> {
  const room = await requireMember(db, viewer, roomId);
  if (room.blocked_by !== viewer) throw forbidden('error', MSG_CODED.forbidden);
  await db.query('update chat_rooms set blocked_by = null where id = $1', [room.id]);
  return room.id;
}

/**
 * The time a member has read up to when they read now: never past their leaving a group, so a member who
 * left (and may still open its history) is never counted as having seen what was said after.
 */
const readUpTo = (now: string) => `greatest(read_at, least(${now}, coalesce(left_at, 'infinity')))`;

/** Marks everything in the room read by the user; answers the time it was read up to. */
export async function markRead(db: Db, userId: string, roomId: string): Promise<string> {
  await requireMember(db, userId, roomId, { evenIfLeft: true });
  const row = await db.one<{ read_at: Date | string }>(
    `update chat_members set read_at = ${readUpTo('clock_timestamp()')} where room_id = $1 and user_id = $2 returning read_at`,
    [roomId, userId],
  );
  return new Date(row!.read_at).toISOString();
}

/** Hides the conversation for the viewer (/conversation/delete): read up to now, out of their inbox. */
export async function hideRoom(db: Db, viewer: string, roomId: string): Promise<void> {
  const room = await requireMember(db, viewer, roomId, { evenIfLeft: true });
  await db.query(
    `update chat_members set hidden_at = t.now, read_at = ${readUpTo('t.now')}
     from (select clock_timestamp() as now) t where room_id = $1 and user_id = $2`,
    [room.id, viewer],
  );
}
