// The chat's shapes (spec §3): rooms and messages, as the inbox, the conversation and the socket carry them.
import { Type, type Static } from '@sinclair/typebox';
import { ImageSetSchema } from './media';
import { Nullable, refTo } from './schema-kit';

/** A room's member (spec §3: participants carry id, _id and name). */
export const ChatParticipantSchema = Type.Object({ _id: Type.String(), id: Type.String(), name: Type.String(), slug: Type.String(), role: Type.Integer(), picture: Nullable(Type.String()) });
export const ChatMessageTypeSchema = Type.Union([Type.Literal('text'), Type.Literal('image'), Type.Literal('left'), Type.Literal('join')]);

export const ChatMessageSchema = Type.Object(
  {
    _id: Type.String(),
    room: Type.String(),
    postedBy: ChatParticipantSchema,
    message: Type.String({ description: 'The text; for an image, its URL; empty for join and left' }),
    messageType: ChatMessageTypeSchema,
    image: Nullable(refTo(ImageSetSchema)),
    seen: Type.Array(Type.String(), { description: 'Members who have read it (the sender included)' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ChatMessage' },
);

export const ChatRoomSchema = Type.Object(
  {
    _id: Type.String(),
    type: Type.Union([Type.Literal('normal'), Type.Literal('group')]),
    name: Type.String({ description: "The group's name, or the other person's" }),
    participants: Type.Array(ChatParticipantSchema, { description: 'Current members' }),
    seen: Type.Array(Type.String(), { description: 'Members who have read the last message' }),
    updatedAt: Type.String({ format: 'date-time' }),
    isBlocked: Type.Boolean(),
    blockBy: Nullable(Type.String()),
    personBlocked: Type.Boolean({
      description: 'A one-to-one room closed by a block between the two people themselves (privacy), which only /privacy undoes; isBlocked and blockBy say it too',
    }),
    left: Type.Boolean({ description: 'The viewer left this group (read-only)' }),
    unread: Type.Boolean(),
    lastMessage: Nullable(
      Type.Object({
        message: Type.String(),
        messageType: ChatMessageTypeSchema,
        from: Type.String(),
        fromName: Type.String({ description: "The sender's name (one who left a group is no longer among the participants)" }),
      }),
    ),
  },
  { $id: 'ChatRoom' },
);

export type ChatParticipant = Static<typeof ChatParticipantSchema>;
export type ChatMessageType = Static<typeof ChatMessageTypeSchema>;
/** A chat message (spec §3). `message` is the text, or the image's URL; `seen` lists who has read it. */
export type ChatMessage = Static<typeof ChatMessageSchema>;
/** A chat room as the inbox and the conversation show it (spec §3). */
export type ChatRoom = Static<typeof ChatRoomSchema>;

/** The socket's `refreshHeaderMessage`: how many rooms hold a message the viewer has not read. */
export interface ChatUnread {
  unread: number;
}

/** The socket's `room-block`, to every member when a one-to-one room is blocked or unblocked (as in ChatRoom). */
export interface ChatBlock {
  room: string;
  isBlocked: boolean;
  blockBy: string | null;
}

/** The socket's `message-seen`: `user` has read `room` up to `at`. */
export interface ChatSeen {
  room: string;
  user: string;
  at: string;
}
