// The spec's messaging calls on the API base (§7.7), its older names mapped onto the chat service:
// active = rooms with unread messages, new = send in a room or to a person, makeseen = read a room,
// conversation/delete = hide a room for the caller.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG_CODED } from '@kala/shared/messages';
import { badRequest } from '../../lib/http-error';
import type { UserLimit } from '../../lib/rate-limits';
import { authenticate, userOf } from '../../lib/session';
import { checkText, hideConversation, readRoom, sendText, type ChatService } from './chat';
import { initRoom, listRooms } from './rooms';
import { apiSchemas as s } from './schemas';

const messageApiRoutes: FastifyPluginAsyncTypebox<{ chat: ChatService; sendLimit: UserLimit }> = async (app, { chat, sendLimit }) => {
  const auth = { preValidation: authenticate };

  app.get('/messages/active', { ...auth, schema: s.active }, async (req) => ({
    status: 'success',
    message: await listRooms(app.db, userOf(req).id, { unreadOnly: true }),
  }));

  app.post('/messages/new', { ...auth, preHandler: sendLimit.preHandler, schema: s.newMessage }, async (req) => {
    const me = userOf(req).id;
    const { room, receiver, message } = req.body;
    if ((room === undefined) === (receiver === undefined)) throw badRequest(MSG_CODED.invalidInput);
    // Checked before a room is opened for it.
    const body = checkText(message);
    const sent = await sendText(chat, me, room ?? (await initRoom(app.db, me, receiver!)), body);
    return { status: 'success', message: sent.message, data: sent };
  });

  app.post('/messages/makeseen/:id', { ...auth, schema: s.makeSeen }, async (req) => ({
    status: 'success',
    at: (await readRoom(chat, userOf(req).id, req.params.id)).at,
  }));

  app.post('/conversation/delete/:id', { ...auth, schema: s.deleteConversation }, async (req) => {
    await hideConversation(chat, userOf(req).id, req.params.id);
    return { status: 'success' };
  });
};

export default messageApiRoutes;
