// Chat shapes (ChatRoom, ChatMessage of @kala/shared/contracts/chat) and the §7.7 chat calls under {chat} = /chat.
import { IdempotencyHeader } from '../../lib/idempotency';
import { Type } from '@sinclair/typebox';
import { CHAT_LIMITS, PAGE_SIZE } from '@kala/shared/constants';
import { MessageEnvelope, Nullable, answers } from '../../lib/schemas';
import { ROOM_CURSOR } from './rooms';
import { ChatMessageSchema, ChatRoomSchema } from '@kala/shared/contracts/chat';

export { ChatMessageSchema, ChatRoomSchema };




const security = [{ jwt: [] }];
const tags = ['chat'];
const Success = Type.Literal('success');
const RoomParams = Type.Object({ roomId: Type.String({ maxLength: 100 }) });
const ChatRoomParams = Type.Object({ chatRoomId: Type.String({ maxLength: 100 }) });
const Rooms = Type.Object({
  status: Success,
  message: Type.Array(Type.Ref('ChatRoom')),
  next: Type.Optional(Nullable(Type.String({ description: "The next page's `before`; null on the last page. Only when paged." }))),
});
/** The inbox a page at a time (issue 26): without either, the whole list, as the spec has it. */
const RoomsPaging = {
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: `Rooms a page (${PAGE_SIZE.rooms} when only \`before\` is given)` })),
  before: Type.Optional(Type.String({ pattern: ROOM_CURSOR, description: "A page's `next`: the rooms after it" })),
};
const OneMessage = Type.Object({ status: Success, message: Type.String(), data: Type.Ref('ChatMessage') });
const Id = Type.String({ maxLength: 100 });

export const chatSchemas = {
  rooms: {
    tags,
    security,
    description: "The viewer's rooms, newest activity first (the inbox); a page at a time with `per_page` or `before`.",
    querystring: Type.Object(RoomsPaging),
    response: answers(Rooms, 400, 401),
  },
  conversations: {
    tags,
    security,
    description: 'The same list as GET /rooms (spec: conversations with query user); `user` must be the caller.',
    querystring: Type.Object({ user: Type.Optional(Id), ...RoomsPaging }),
    response: answers(Rooms, 401, 403),
  },
  room: { tags, security, params: RoomParams, response: answers(Type.Object({ status: Success, message: Type.Ref('ChatRoom') }), 401, 404) },
  messages: {
    tags,
    security,
    description: 'Page `page` (1 = newest) of the room, oldest first within it; `total` counts the room.',
    params: RoomParams,
    querystring: Type.Object({
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
      per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: PAGE_SIZE.messages })),
    }),
    response: answers(Type.Object({ status: Success, message: Type.Array(Type.Ref('ChatMessage')), total: Type.Integer() }), 401, 403, 404),
  },
  init: {
    tags,
    security,
    description: 'Opens the one-to-one room of sender (the caller) and receiver, creating it the first time.',
    body: Type.Object({ sender: Id, receiver: Id }),
    response: answers(Type.Object({ status: Success, room: Type.Object({ _id: Type.String() }) }), 400, 401, 403, 404),
  },
  group: {
    tags,
    security,
    description: `A named group of the caller and ${CHAT_LIMITS.groupPeopleMin} to ${CHAT_LIMITS.groupPeopleMax} other people.`,
    body: Type.Object({ name: Type.String({ maxLength: 200 }), participants: Type.Array(Id, { maxItems: 50 }) }),
    response: answers(Type.Object({ status: Success, room: Type.Object({ _id: Type.String() }) }), 400, 401),
  },
  send: {
    tags,
    security,
    description: `A text message (at most ${CHAT_LIMITS.textMax} characters); stored, then delivered as receive-message. An Idempotency-Key header makes a repeat answer the first message instead of sending it again (409 while the first is still running).`,
    params: RoomParams,
    headers: IdempotencyHeader,
    body: Type.Object({ message: Type.String({ maxLength: 200_000 }) }),
    response: answers(OneMessage, 400, 401, 403, 404, 409),
  },
  picture: {
    tags,
    security,
    description: `multipart/form-data \`picture\`: one JPEG, PNG or WebP of at most ${CHAT_LIMITS.imageBytes} bytes (413 'File too large'). Answers the image URL and the message.`,
    params: RoomParams,
    response: answers(OneMessage, 400, 401, 403, 404, 413),
  },
  seen: { tags, security, params: RoomParams, response: answers(Type.Object({ status: Success, at: Type.String() }), 401, 403, 404) },
  block: { tags, security, params: ChatRoomParams, body: Type.Object({ blockBy: Id }), response: answers(MessageEnvelope, 400, 401, 403, 404) },
  leave: { tags, security, params: ChatRoomParams, body: Type.Object({ participant: Id }), response: answers(MessageEnvelope, 400, 401, 403, 404) },
};

// The spec's older names for the same service, on the API base (§7.7): see api-routes.ts.
const IdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

export const apiSchemas = {
  active: {
    tags,
    security,
    description: "The viewer's conversations with a message they have not read, newest activity first.",
    response: answers(Rooms, 401),
  },
  newMessage: {
    tags,
    security,
    description: `A text message (at most ${CHAT_LIMITS.textMax} characters) in \`room\`, or to \`receiver\` in the one-to-one room of the two (opened the first time): one of the two. The same answers and limit as POST {chat}/rooms/:roomId/messages.`,
    body: Type.Object({ room: Type.Optional(Id), receiver: Type.Optional(Id), message: Type.String({ maxLength: 200_000 }) }),
    response: answers(OneMessage, 400, 401, 403, 404, 429),
  },
  makeSeen: {
    tags,
    security,
    description: 'Marks the room `id` read by the caller (as POST {chat}/rooms/:roomId/seen).',
    params: IdParams,
    response: answers(Type.Object({ status: Success, at: Type.String() }), 401, 403, 404),
  },
  deleteConversation: {
    tags,
    security,
    description: "Hides the room `id` for the caller: out of their inbox, read, and its messages so far out of their view; a newer message brings it back. The other members keep everything.",
    params: IdParams,
    response: answers(Type.Object({ status: Success }), 401, 403, 404),
  },
};
