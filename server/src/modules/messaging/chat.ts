// What a member does in a room, each checked, stored, then delivered live (spec §4, §5): send a text or an
// image, read, leave. Delivery goes to every member's user room of the one socket (any process, through the
// Redis adapter); a member who is offline fetches what they missed when they come back.
import { randomBytes } from 'node:crypto';
import { CHAT_LIMITS } from '@kala/shared/constants';
import { CHAT_MSG } from '@kala/shared/chat-messages';
import { MSG } from '@kala/shared/messages';
import type { ChatMessage, ChatSeen } from '@kala/shared/types';
import { HttpError, badRequest, forbidden } from '../../lib/http-error';
import { writeImageSizes } from '../media/images';
import { checkImage, decodeError } from '../media/upload';
import type { Live } from '../notifications/live';
import { insertMessage, listMessages, type ChatDeps, type NewMessage } from './messages';
import { createGroup, markRead, membersOf, requireMember, unreadRooms, type RoomRow } from './rooms';

export interface ChatService extends ChatDeps {
  live: Live;
}

const CHAT_FOLDER = 'chat';

export const fileTooLarge = (): HttpError => new HttpError(413, 'error', CHAT_MSG.fileTooLarge);

/** The room, when the sender may write to it now: a member, and neither side of a one-to-one room blocked. */
export async function requireWritable(s: ChatService, senderId: string, roomId: string): Promise<RoomRow> {
  const room = await requireMember(s.db, senderId, roomId);
  if (room.kind !== 'normal') return room;
  // A block of the room, or at the user level (privacy) in either direction, closes it to both.
  const blocker = room.blocked_by ?? room.user_blocker;
  if (blocker) throw forbidden('error', blocker === senderId ? CHAT_MSG.chatUnblockToSend : CHAT_MSG.chatCannotSend);
  return room;
}

/** The text as it is stored: trimmed, not empty, at most CHAT_LIMITS.textMax characters. */
export function checkText(text: unknown): string {
  const body = typeof text === 'string' ? text.trim() : '';
  if (!body) throw badRequest(CHAT_MSG.chatMessageEmpty);
  if (body.length > CHAT_LIMITS.textMax) throw badRequest(CHAT_MSG.chatMessageTooLong);
  return body;
}

/** Tells every member: the message itself, and each other member their new unread count. */
async function deliver(s: ChatService, message: ChatMessage, members: string[]): Promise<void> {
  for (const member of members) s.live.toUser(member, 'receive-message', message);
  for (const member of members) {
    if (member !== message.postedBy._id) s.live.toUser(member, 'refreshHeaderMessage', { unread: await unreadRooms(s.db, member) });
  }
}

async function post(s: ChatService, roomId: string, senderId: string, m: NewMessage): Promise<ChatMessage> {
  const { message, members } = await insertMessage(s, roomId, senderId, m);
  await deliver(s, message, members);
  return message;
}

export async function sendText(s: ChatService, senderId: string, roomId: string, text: unknown): Promise<ChatMessage> {
  const body = checkText(text);
  const room = await requireWritable(s, senderId, roomId);
  return post(s, room.id, senderId, { kind: 'text', body });
}

/** An image message: checked by content and size before anything is stored, resized like every upload. */
export async function sendImage(s: ChatService, senderId: string, roomId: string, read: () => Promise<Buffer | undefined>): Promise<ChatMessage> {
  const room = await requireWritable(s, senderId, roomId);
  const data = await read();
  if (!data) throw badRequest(MSG.imageTypeInvalid);
  if (data.length > CHAT_LIMITS.imageBytes) throw fileTooLarge();
  await checkImage(data);
  const slug = `chat-${randomBytes(8).toString('hex')}`;
  const sizes = await writeImageSizes(data, s.storage, CHAT_FOLDER, slug).catch((err: unknown) => {
    throw decodeError(err);
  });
  return post(s, room.id, senderId, { kind: 'image', image: { slug, alt: '', sizes } });
}

/** The reader has seen the room: every member hears it (the 'Seen' under their messages), the reader's light updates. */
export async function readRoom(s: ChatService, userId: string, roomId: string): Promise<ChatSeen> {
  const seen: ChatSeen = { room: roomId, user: userId, at: await markRead(s.db, userId, roomId) };
  for (const member of await membersOf(s.db, roomId)) s.live.toUser(member, 'message-seen', seen);
  s.live.toUser(userId, 'refreshHeaderMessage', { unread: await unreadRooms(s.db, userId) });
  return seen;
}

/** Leaves a group: a 'left' line for everyone (the leaver too); the leaver keeps the history, read-only. */
export async function leaveGroup(s: ChatService, userId: string, roomId: string): Promise<void> {
  const room = await requireMember(s.db, userId, roomId);
  if (room.kind !== 'group') throw badRequest(MSG.invalidInput);
  const { message, members } = await insertMessage(s, room.id, userId, { kind: 'left' });
  await s.db.query('update chat_members set left_at = now() where room_id = $1 and user_id = $2', [room.id, userId]);
  await deliver(s, message, members);
}

/** A new group: its members see it appear in their inboxes at once (the last 'join' line). */
export async function startGroup(s: ChatService, creator: string, name: string, people: string[]): Promise<string> {
  const roomId = await createGroup(s.db, creator, name, people);
  const { messages } = await listMessages(s, roomId, 1, 1);
  if (messages[0]) await deliver(s, messages[0], await membersOf(s.db, roomId));
  return roomId;
}
