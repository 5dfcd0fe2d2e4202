// The chat service's calls (spec §7.7) under {chat} = /chat. The caller is always the token's user: a
// sender, blockBy or participant naming someone else is refused.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { CHAT_LIMITS, PAGE_SIZE } from '@kala/shared/constants';
import { CHAT_CODED } from '@kala/shared/contracts/chat/errors';
import { MSG_CODED } from '@kala/shared/messages';
import { HttpError, forbidden, textFields } from '../../lib/http-error';
import { once } from '../../lib/idempotency';
import { perUser, type UserLimit } from '../../lib/rate-limits';
import { authenticate, userOf } from '../../lib/session';
import { MULTIPART_LIMITS, readMultipart } from '../media/upload';
import { fileTooLarge, leaveGroup, readRoom, sendImage, sendText, setRoomBlock, startGroup, type ChatService } from './chat';
import { listMessages } from './messages';
import { getRoom, initRoom, listRooms, requireMember, roomsPage } from './rooms';
import { chatSchemas as s } from './schemas';

/** 403 unless the id the spec's payload names is the caller's own. */
function callerIs(req: FastifyRequest, id: string | undefined): string {
  const me = userOf(req).id;
  if (id !== undefined && id !== me) throw forbidden('error', MSG_CODED.forbidden);
  return me;
}

/** The one picture of a message form; a file over the limit is the server's 'File too large'. */
async function readPicture(req: FastifyRequest): Promise<Buffer | undefined> {
  try {
    return (await readMultipart(req, ['picture'])).files[0]?.data;
  } catch (err) {
    throw err instanceof HttpError && err.statusCode === 413 ? fileTooLarge() : err;
  }
}

const chatRoutes: FastifyPluginAsyncTypebox<{ chat: ChatService; sendLimit: UserLimit }> = async (app, { chat, sendLimit }) => {
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, files: 1, fileSize: CHAT_LIMITS.imageBytes }, throwFileSizeLimit: true });
  const auth = { preValidation: authenticate };
  const { writeMax, uploadMax, windowMs } = app.config.rateLimit;
  const limited = (name: string, max = writeMax) => ({ preHandler: perUser(app, name, max, windowMs) });

  /** The inbox: whole (the spec's call), or a page of it when asked for one. */
  const inbox = async (viewer: string, { per_page, before }: { per_page?: number; before?: string }) => {
    if (per_page === undefined && before === undefined) return { status: 'success' as const, message: await listRooms(app.db, viewer) };
    const { rooms, next } = await roomsPage(app.db, viewer, per_page ?? PAGE_SIZE.rooms, before);
    return { status: 'success' as const, message: rooms, next };
  };
  app.get('/rooms', { ...auth, schema: s.rooms }, async (req) => inbox(userOf(req).id, req.query));
  app.get('/conversations', { ...auth, schema: s.conversations }, async (req) => inbox(callerIs(req, req.query.user), req.query));

  app.get('/rooms/:roomId', { ...auth, schema: s.room }, async (req) => ({ status: 'success', message: await getRoom(app.db, userOf(req).id, req.params.roomId) }));

  app.get('/rooms/:roomId/messages', { ...auth, schema: s.messages }, async (req) => {
    const viewer = userOf(req).id;
    const room = await requireMember(app.db, viewer, req.params.roomId, { evenIfLeft: true });
    const { messages, total } = await listMessages(chat, room.id, viewer, req.query.page ?? 1, req.query.per_page);
    return { status: 'success', message: messages, total };
  });

  app.post('/rooms/init', { ...auth, ...limited('chat-init'), schema: s.init }, async (req) => ({
    status: 'success',
    room: { _id: await initRoom(app.db, callerIs(req, req.body.sender), req.body.receiver) },
  }));

  app.post('/rooms/group', { ...auth, ...limited('chat-group'), schema: s.group }, async (req) => ({
    status: 'success',
    room: { _id: await startGroup(chat, userOf(req).id, req.body.name, req.body.participants) },
  }));

  app.post('/rooms/:roomId/messages', { ...auth, preHandler: sendLimit.preHandler, schema: s.send }, async (req) => {
    const me = userOf(req).id;
    return once(app.db, me, req.headers['idempotency-key'], `chat:${req.params.roomId}`, async () => {
      const message = await sendText(chat, me, req.params.roomId, req.body.message);
      return { status: 'success' as const, message: message.message, data: message };
    });
  });

  app.post('/rooms/:roomId/picture', { ...auth, ...limited('chat-picture', uploadMax), schema: s.picture }, async (req) => {
    const message = await sendImage(chat, userOf(req).id, req.params.roomId, () => readPicture(req));
    return { status: 'success', message: message.message, data: message };
  });

  app.post('/rooms/:roomId/seen', { ...auth, schema: s.seen }, async (req) => ({
    status: 'success',
    at: (await readRoom(chat, userOf(req).id, req.params.roomId)).at,
  }));

  app.patch('/rooms/:chatRoomId/block', { ...auth, ...limited('chat-block'), schema: s.block }, async (req) => {
    await setRoomBlock(chat, callerIs(req, req.body.blockBy), req.params.chatRoomId, true);
    return { status: 'success', ...textFields(CHAT_CODED.chatBlocked) };
  });

  app.patch('/rooms/:chatRoomId/unblock', { ...auth, ...limited('chat-block'), schema: s.block }, async (req) => {
    await setRoomBlock(chat, callerIs(req, req.body.blockBy), req.params.chatRoomId, false);
    return { status: 'success', ...textFields(CHAT_CODED.chatUnblocked) };
  });

  app.patch('/rooms/:chatRoomId/leave', { ...auth, schema: s.leave }, async (req) => {
    await leaveGroup(chat, callerIs(req, req.body.participant), req.params.chatRoomId);
    return { status: 'success', ...textFields(CHAT_CODED.chatLeft) };
  });
};

export default chatRoutes;
