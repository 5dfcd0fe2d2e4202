// Chat messages (spec §3): text, one image, or a group's join/left line. Pages of 20, newest page first;
// `seen` lists the members whose read time has reached the message.
import { PAGE_SIZE } from '@kala/shared/constants';
import type { ChatMessage, ChatMessageType, ChatParticipant } from '@kala/shared/contracts/chat';
import type { ImageSet } from '@kala/shared/contracts/media';
import type { Db, Sql } from '../../db';
import type { Storage } from '../media/storage';
import { personJson } from '../users/repository';

export interface ChatDeps {
  db: Db;
  storage: Storage;
}

interface MessageRow {
  id: string;
  room_id: string;
  kind: ChatMessageType;
  body: string;
  image: ImageSet | null;
  created_at: Date | string;
  sender: ChatParticipant;
  seen: string[] | null;
}

/** A person as chat answers show them (ChatParticipant), from `users u`. */
export const PERSON_JSON = personJson('u', ['_id', 'id', 'name', 'slug', 'role', 'picture']);

const SELECT = `select cm.id, cm.room_id, cm.kind, cm.body, cm.image, cm.created_at, ${PERSON_JSON} as sender,
    (select json_agg(m.user_id) from chat_members m where m.room_id = cm.room_id and m.read_at >= cm.created_at) as seen
  from chat_messages cm join users u on u.id = cm.sender_id`;

/** The size a conversation shows an image at. */
const shownSize = (image: ImageSet) => image.sizes.find((s) => s.sizeName === 'gallery') ?? image.sizes[0];

function toMessage(r: MessageRow, storage: Storage): ChatMessage {
  const size = r.image ? shownSize(r.image) : undefined;
  return {
    _id: r.id,
    room: r.room_id,
    postedBy: r.sender,
    message: r.kind === 'image' && size ? storage.url(size.fileName) : r.body,
    messageType: r.kind,
    image: r.image,
    seen: r.seen ?? [],
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/**
 * Page `page` (1 = the newest) of a room as `viewer` sees it, oldest first within the page, and how many
 * there are: what came after the viewer hid the conversation, if they did, and up to their leaving a group
 * (times compared in SQL).
 */
export async function listMessages(
  { db, storage }: ChatDeps,
  roomId: string,
  viewer: string,
  page: number,
  perPage: number = PAGE_SIZE.messages,
): Promise<{ messages: ChatMessage[]; total: number }> {
  // Nothing from before the viewer hid the conversation, nor from after they left the group.
  const shown = `cm.room_id = $1 and exists (select 1 from chat_members me where me.room_id = $1 and me.user_id = $2
    and cm.created_at > coalesce(me.hidden_at, '-infinity') and cm.created_at <= coalesce(me.left_at, 'infinity'))`;
  const rows = await db.many<MessageRow>(`${SELECT} where ${shown} order by cm.created_at desc, cm.id desc limit $3 offset $4`, [
    roomId,
    viewer,
    perPage,
    (page - 1) * perPage,
  ]);
  const total = await db.one<{ n: number }>(`select count(*) as n from chat_messages cm where ${shown}`, [roomId, viewer]);
  return { messages: rows.reverse().map((r) => toMessage(r, storage)), total: Number(total?.n ?? 0) };
}

export interface NewMessage {
  kind: ChatMessageType;
  body?: string;
  image?: ImageSet | null;
}

/** A stored message, its room's current members, and each other member's unread count once it is in. */
export interface Posted {
  message: ChatMessage;
  members: string[];
  unread: Record<string, number>;
}

/**
 * How many rooms hold a message from someone else that the user `who` (an SQL expression) has not read: the
 * header's light. `exceptRoom` leaves one room out of the count.
 */
export const unreadRoomsSql = (who: string, exceptRoom?: string): string =>
  `(select count(*) from chat_members me where me.user_id = ${who} and me.left_at is null${exceptRoom ? ` and me.room_id <> ${exceptRoom}` : ''}
     and exists (select 1 from chat_messages cm where cm.room_id = me.room_id and cm.sender_id <> ${who} and cm.created_at > me.read_at))`;

// The sender may write to room $1 now: a current member and, in a one-to-one room, neither the room nor
// either person blocked (rooms.ts requireWritable gives the reason when this refuses).
const WRITABLE = `select r.id from chat_rooms r
  join chat_members me on me.room_id = r.id and me.user_id = $2 and me.left_at is null
  where r.id = $1 and (r.kind = 'group' or (r.blocked_by is null and not exists (
    select 1 from chat_members o join user_blocks b
      on (b.blocker_id = $2 and b.blocked_id = o.user_id) or (b.blocker_id = o.user_id and b.blocked_id = $2)
    where o.room_id = r.id and o.user_id <> $2)))`;

// The hot path's one statement, prepared once per connection (see insertMessage).
const INSERT_MESSAGE: Sql = {
  name: 'chat-insert-message',
  text: `with msg as (
     insert into chat_messages (room_id, sender_id, kind, body, image) select id, $2::uuid, $3::text, $4::text, $5::jsonb from (${WRITABLE}) allowed returning *
   ), moved as (
     update chat_rooms r set updated_at = msg.created_at from msg where r.id = msg.room_id
   ), sender_read as (
     update chat_members m set read_at = greatest(m.read_at, msg.created_at) from msg where m.room_id = msg.room_id and m.user_id = $2
   )
   select msg.id, msg.room_id, msg.kind, msg.body, msg.image, msg.created_at, ${PERSON_JSON} as sender,
     -- The statement's updates are not visible to itself: the sender is counted as having read it.
     (select json_agg(m.user_id) from chat_members m where m.room_id = $1 and (m.read_at >= msg.created_at or m.user_id = $2)) as seen,
     (select coalesce(json_agg(m.user_id), '[]') from chat_members m where m.room_id = $1 and m.left_at is null) as members,
     -- Nor is the new message: this room counts for a member when it is newer than their read time.
     (select coalesce(json_object_agg(m.user_id, ${unreadRoomsSql('m.user_id', '$1')} + (msg.created_at > m.read_at)::int), '{}')
       from chat_members m where m.room_id = $1 and m.left_at is null and m.user_id <> $2) as unread
   from msg join users u on u.id = msg.sender_id`,
};

/**
 * Stores a message when its sender may write to the room, moves the room to the top of its members'
 * inboxes, marks it read by its sender, and answers the members with their new unread counts: one
 * statement, one round trip (it is the hot path). Null when the room refused it.
 */
export async function insertMessage({ db, storage }: ChatDeps, roomId: string, senderId: string, m: NewMessage): Promise<Posted | null> {
  const row = await db.one<MessageRow & { members: string[]; unread: Record<string, number> }>(
    INSERT_MESSAGE,
    [roomId, senderId, m.kind, m.body ?? '', m.image ? JSON.stringify(m.image) : null],
  );
  return row && { message: toMessage(row, storage), members: row.members, unread: row.unread };
}
