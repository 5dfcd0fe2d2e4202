// The messaging module (spec §4, §7.7): chat rooms, their messages and the chat's socket events, on the one
// socket the notifications module owns (app.live); the chat service under /chat, the spec's older message
// calls under /api. Pictures go through the media module's checks and sizes.
import fp from 'fastify-plugin';
import { perUserLimit } from '../../lib/rate-limits';
import { handleChatEvents } from './live-chat';
import messageApiRoutes from './api-routes';
import chatRoutes from './routes';
import { ChatMessageSchema, ChatRoomSchema } from './schemas';

export default fp(
  async (app) => {
    app.addSchema(ChatMessageSchema);
    app.addSchema(ChatRoomSchema);
    // Sending is limited per user over HTTP and the socket alike, in one count.
    const { writeMax, windowMs } = app.config.rateLimit;
    const sendLimit = perUserLimit(app, 'chat-send', writeMax, windowMs);
    const chat = { db: app.db, storage: app.storage, live: app.live, delivered: (n: number) => app.metrics.chatMessagesDelivered.inc(n) };
    handleChatEvents(chat, app.log, sendLimit);
    await app.register(chatRoutes, { prefix: '/chat', chat, sendLimit });
    await app.register(messageApiRoutes, { prefix: '/api', chat, sendLimit });
  },
  { name: 'messaging', dependencies: ['notifications', 'media', 'catalogue', 'session', 'storage', 'rate-limit', 'metrics'] },
);
