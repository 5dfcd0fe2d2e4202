// The chat's events on the page's one socket (spec §7.7): a client sends `send-message` and `read-message`;
// on connecting it hears `refreshHeaderMessage` with its unread count, its cue to fetch what it missed.
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { MSG_CODED } from '@kala/shared/messages';
import { HttpError, textFields } from '../../lib/http-error';
import type { UserLimit } from '../../lib/rate-limits';
import { readRoom, sendText, type ChatService } from './chat';
import { unreadRooms } from './rooms';

type Ack = (answer: { status: string; message: unknown; code?: string | string[] }) => void;

const roomOf = (payload: unknown): string => {
  const room = (payload as { room?: unknown } | null)?.room;
  return typeof room === 'string' ? room : '';
};

/** Runs a socket request and answers it as the HTTP calls would ({status, message}, an error with its code). */
function answer(log: FastifyBaseLogger, ack: unknown, work: () => Promise<unknown>): void {
  const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
  work().then(
    (message) => reply({ status: 'success', message }),
    (err: unknown) => {
      if (!(err instanceof HttpError)) log.error({ err }, 'chat: socket request failed');
      reply(err instanceof HttpError ? err.toJSON() : { status: 'error', ...textFields(MSG_CODED.somethingWrong) });
    },
  );
}

export function handleChatEvents(chat: ChatService, log: FastifyBaseLogger, sendLimit: Pick<UserLimit, 'check'>): void {
  chat.live.io.on('connection', (socket: Socket) => {
    const userId = socket.data.userId as string;
    unreadRooms(chat.db, userId).then(
      (unread) => socket.emit('refreshHeaderMessage', { unread }),
      (err: unknown) => log.warn({ err }, 'chat: unread count failed'),
    );
    socket.on('send-message', (payload: unknown, ack: unknown) =>
      answer(log, ack, async () => {
        await sendLimit.check(userId);
        return sendText(chat, userId, roomOf(payload), (payload as { message?: unknown } | null)?.message);
      }),
    );
    socket.on('read-message', (payload: unknown, ack: unknown) => answer(log, ack, () => readRoom(chat, userId, roomOf(payload))));
  });
}
