// What a member does in a room, each checked, stored, then delivered live (spec §4, §5): send a text or an
// image, read, leave. Delivery goes to every member's user room of the one socket (any process, through the
// Redis adapter); a member who is offline fetches what they missed when they come back.
import { randomBytes } from 'node:crypto';
import { CHAT_LIMITS } from '@kala/shared/constants';
import { CHAT_CODED } from '@kala/shared/contracts/chat/errors';
import { MSG_CODED } from '@kala/shared/messages';
import type { ChatBlock, ChatMessage, ChatSeen } from '@kala/shared/contracts/chat';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/ids';
import { fileNamesOf, writeImageSizes } from '../media/images';
import { keepIfWritten } from '../media/references';
import { checkImage, decodeError } from '../media/upload';
import type { Live } from '../notifications/live';
import { insertMessage, listMessages, type ChatDeps, type NewMessage, type Posted } from './messages';
import { blockRoom, createGroup, hideRoom, markRead, membersOf, requireMember, unreadCounts, unblockRoom, unreadRooms, type RoomRow } from './rooms';

export interface ChatService extends ChatDeps {
  live: Live;
  /** Counts deliveries (the metrics' kala_chat_messages_delivered_total), one per recipient. */
  delivered?: (recipients: number) => void;
}

const CHAT_FOLDER = 'chat';

export const fileTooLarge = (): HttpError => new HttpError(413, 'error', CHAT_CODED.fileTooLarge);

/** The room, when the sender may write to it now: a member, and neither side of a one-to-one room blocked. */
export async function requireWritable(s: ChatService, senderId: string, roomId: string): Promise<RoomRow> {
  const room = await requireMember(s.db, senderId, roomId);
  if (room.kind !== 'normal') return room;
  // A block of the room, or at the user level (privacy) in either direction, closes it to both.
  const blocker = room.blocked_by ?? room.user_blocker;
  if (blocker) throw forbidden('error', blocker === senderId ? CHAT_CODED.chatUnblockToSend : CHAT_CODED.chatCannotSend);
  return room;
}

/** The text as it is stored: trimmed, not empty, at most CHAT_LIMITS.textMax characters. */
export function checkText(text: unknown): string {
  const body = typeof text === 'string' ? text.trim() : '';
  if (!body) throw badRequest(CHAT_CODED.chatMessageEmpty);
  if (body.length > CHAT_LIMITS.textMax) throw badRequest(CHAT_CODED.chatMessageTooLong);
  return body;
}

/** Tells every member the message itself (one broadcast), and each other member their new unread count. */
function deliver(s: ChatService, { message, members, unread }: Posted): void {
  s.live.toUsers(members, 'receive-message', message);
  s.delivered?.(members.length);
  for (const [member, count] of Object.entries(unread)) s.live.toUser(member, 'refreshHeaderMessage', { unread: count });
}

/**
 * Stores a message. The insert checks that the sender may write (one round trip on the happy path); only
 * when it refuses does the full check run, to say why.
 */
async function store(s: ChatService, roomId: string, senderId: string, m: NewMessage): Promise<Posted> {
  if (!isUuid(roomId)) throw notFound();
  // The room may change between a refused insert and the check: then try again, a bounded number of times.
  for (let attempt = 0; attempt < 3; attempt++) {
    const posted = await insertMessage(s, roomId, senderId, m);
    if (posted) return posted;
    await requireWritable(s, senderId, roomId);
  }
  throw new HttpError(409, 'error', MSG_CODED.somethingWrong);
}

/** Stored first, then delivered. */
async function post(s: ChatService, roomId: string, senderId: string, m: NewMessage): Promise<ChatMessage> {
  const posted = await store(s, roomId, senderId, m);
  deliver(s, posted);
  return posted.message;
}

export async function sendText(s: ChatService, senderId: string, roomId: string, text: unknown): Promise<ChatMessage> {
  const body = checkText(text);
  return post(s, roomId, senderId, { kind: 'text', body });
}

/** An image message: checked by content and size before anything is stored, resized like every upload. */
export async function sendImage(s: ChatService, senderId: string, roomId: string, read: () => Promise<Buffer | undefined>): Promise<ChatMessage> {
  const room = await requireWritable(s, senderId, roomId);
  const data = await read();
  if (!data) throw badRequest(MSG_CODED.imageTypeInvalid);
  if (data.length > CHAT_LIMITS.imageBytes) throw fileTooLarge();
  await checkImage(data);
  const slug = `chat-${randomBytes(8).toString('hex')}`;
  const sizes = await writeImageSizes(data, s.storage, CHAT_FOLDER, slug).catch((err: unknown) => {
    throw decodeError(err);
  });
  // The room may have been blocked (or left) while the picture was read and resized: then it is removed.
  return keepIfWritten(s.db, s.storage, fileNamesOf({ sizes }), () => post(s, room.id, senderId, { kind: 'image', image: { slug, alt: '', sizes } }));
}

/** The reader has seen the room: every member hears it (the 'Seen' under their messages), the reader's light updates. */
export async function readRoom(s: ChatService, userId: string, roomId: string): Promise<ChatSeen> {
  const seen: ChatSeen = { room: roomId, user: userId, at: await markRead(s.db, userId, roomId) };
  s.live.toUsers(await membersOf(s.db, roomId), 'message-seen', seen);
  s.live.toUser(userId, 'refreshHeaderMessage', { unread: await unreadRooms(s.db, userId) });
  return seen;
}

/** Blocks or unblocks a one-to-one room; both members hear it (room-block), so an open conversation follows. */
export async function setRoomBlock(s: ChatService, userId: string, roomId: string, blocked: boolean): Promise<void> {
  const room = await (blocked ? blockRoom : unblockRoom)(s.db, userId, roomId);
  const change: ChatBlock = { room, isBlocked: blocked, blockBy: blocked ? userId : null };
  s.live.toUsers(await membersOf(s.db, room), 'room-block', change);
}

/** Hides the conversation for the user; their tabs' light follows (its messages now count as read). */
export async function hideConversation(s: ChatService, userId: string, roomId: string): Promise<void> {
  await hideRoom(s.db, userId, roomId);
  s.live.toUser(userId, 'refreshHeaderMessage', { unread: await unreadRooms(s.db, userId) });
}

/** Leaves a group: a 'left' line for everyone (the leaver too); the leaver keeps the history up to it, read-only. */
export async function leaveGroup(s: ChatService, userId: string, roomId: string): Promise<void> {
  const room = await requireMember(s.db, userId, roomId);
  if (room.kind !== 'group') throw badRequest(MSG_CODED.invalidInput);
  // The line and the leaving in one transaction: never a 'left' line for someone still a member.
  const posted = await s.db.tx(async (t) => {
    const line = await store({ ...s, db: t }, room.id, userId, { kind: 'left' });
    // Left as of the 'left' line itself: the leaver sees it, and nothing posted after it.
    await t.query('update chat_members set left_at = (select created_at from chat_messages where id = $3) where room_id = $1 and user_id = $2', [
      room.id,
      userId,
      line.message._id,
    ]);
    return line;
  });
  deliver(s, posted);
}

/** A new group: its members see it appear in their inboxes at once (the last 'join' line). */
export async function startGroup(s: ChatService, creator: string, name: string, people: string[]): Promise<string> {
  const roomId = await createGroup(s.db, creator, name, people);
  const { messages } = await listMessages(s, roomId, creator, 1, 1);
  const members = await membersOf(s.db, roomId);
  const unread = await unreadCounts(s.db, members.filter((m) => m !== creator));
  if (messages[0]) deliver(s, { message: messages[0], members, unread });
  return roomId;
}
