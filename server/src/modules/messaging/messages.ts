// Chat messages (spec §3): text, one image, or a group's join/left line. Pages of 20, newest page first;
// `seen` lists the members whose read time has reached the message.
import { PAGE_SIZE } from '@kala/shared/constants';
import type { ChatMessage, ChatMessageType, ChatParticipant, ImageSet } from '@kala/shared/types';
import type { Db } from '../../db';
import type { Storage } from '../media/storage';

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
export const PERSON_JSON = `json_build_object('_id', u.id, 'id', u.id, 'name', u.name, 'slug', u.slug, 'role', u.role, 'picture', u.picture)`;

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

/** Page `page` (1 = the newest) of a room, oldest first within the page; and the room's message count. */
export async function listMessages({ db, storage }: ChatDeps, roomId: string, page: number, perPage: number = PAGE_SIZE.messages): Promise<{ messages: ChatMessage[]; total: number }> {
  const rows = await db.many<MessageRow>(`${SELECT} where cm.room_id = $1 order by cm.created_at desc, cm.id desc limit $2 offset $3`, [
    roomId,
    perPage,
    (page - 1) * perPage,
  ]);
  const total = await db.one<{ n: number }>('select count(*) as n from chat_messages where room_id = $1', [roomId]);
  return { messages: rows.reverse().map((r) => toMessage(r, storage)), total: Number(total?.n ?? 0) };
}

export interface NewMessage {
  kind: ChatMessageType;
  body?: string;
  image?: ImageSet | null;
}

/**
 * Stores a message, moves its room to the top of its members' inboxes and marks it read by its sender, in
 * one statement (one round trip: it is the hot path); answers it with the room's current members.
 */
export async function insertMessage({ db, storage }: ChatDeps, roomId: string, senderId: string, m: NewMessage): Promise<{ message: ChatMessage; members: string[] }> {
  const row = await db.one<MessageRow & { members: string[] }>(
    `with msg as (
       insert into chat_messages (room_id, sender_id, kind, body, image) values ($1, $2, $3, $4, $5) returning *
     ), moved as (
       update chat_rooms set updated_at = (select created_at from msg) where id = $1
     ), sender_read as (
       update chat_members set read_at = greatest(read_at, (select created_at from msg)) where room_id = $1 and user_id = $2
     )
     select msg.id, msg.room_id, msg.kind, msg.body, msg.image, msg.created_at, ${PERSON_JSON} as sender,
       -- The statement's updates are not visible to itself: the sender is counted as having read it.
       (select json_agg(m.user_id) from chat_members m where m.room_id = $1 and (m.read_at >= msg.created_at or m.user_id = $2)) as seen,
       (select coalesce(json_agg(m.user_id), '[]') from chat_members m where m.room_id = $1 and m.left_at is null) as members
     from msg join users u on u.id = msg.sender_id`,
    [roomId, senderId, m.kind, m.body ?? '', m.image ? JSON.stringify(m.image) : null],
  );
  return { message: toMessage(row!, storage), members: row!.members };
}
