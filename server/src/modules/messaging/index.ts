// The messaging module (spec §4, §7.7): chat rooms, their messages and the chat's socket events, on the one
// socket the notifications module owns (app.live). Pictures go through the media module's checks and sizes.
import fp from 'fastify-plugin';
import { handleChatEvents } from './live-chat';
import chatRoutes from './routes';
import { ChatMessageSchema, ChatRoomSchema } from './schemas';

export default fp(
  async (app) => {
    app.addSchema(ChatMessageSchema);
    app.addSchema(ChatRoomSchema);
    handleChatEvents({ db: app.db, storage: app.storage, live: app.live }, app.log);
    await app.register(chatRoutes, { prefix: '/chat' });
  },
  { name: 'messaging', dependencies: ['notifications', 'media', 'catalogue', 'session', 'storage', 'rate-limit'] },
);
