// The socket's send-message is limited per user like the HTTP send (chat-send): one count for both, the
// same {status, message} answer, nothing stored or delivered over the limit. (One limiter serves both, so the
// count is shared whatever its store, memory or Redis.)
import type { Socket } from 'socket.io-client';
import { MSG } from '@kala/shared/messages';
import { call, testConfig, type TestApp } from '../../support/app';
import { openSocket, startChatTest, stopChatTest, type ChatTest } from '../../support/chat';
import { count, makeUser, type TestUser } from '../../support/users';

const MAX = 3;
let t: TestApp;
let ana: TestUser;
let bo: TestUser;
let room: string;
let chat: ChatTest;

beforeAll(async () => {
  chat = await startChatTest(testConfig({ WRITE_RATE_LIMIT_MAX: String(MAX) }));
  ({ t, ana, bo } = chat);
  room = ((await call(t, 'POST', '/chat/rooms/init', { sender: ana.id, receiver: bo.id }, ana.token)).body.room as { _id: string })._id;
});
afterAll(() => stopChatTest(chat));

const open = (who: TestUser) => openSocket(chat, who);
const emitSend = (socket: Socket, message: string) =>
  new Promise<{ status: string; message: unknown }>((resolve) => socket.emit('send-message', { room, message }, resolve));
const stored = () => count(t, 'select 1 from chat_messages where room_id = $1', [room]);

it('answers send-message over the limit as the HTTP send would, storing and delivering nothing', async () => {
  const [anaSocket, boSocket] = [await open(ana), await open(bo)];
  const delivered: unknown[] = [];
  boSocket.on('receive-message', (m: unknown) => delivered.push(m));
  for (let i = 0; i < MAX; i++) expect((await emitSend(anaSocket, `m${i}`)).status).toBe('success');
  const before = await stored();
  expect(await emitSend(anaSocket, 'one too many')).toEqual({ status: 'error', message: MSG.tooManyRequests, code: 'common.tooManyRequests' });
  expect(await call(t, 'POST', `/chat/rooms/${room}/messages`, { message: 'by http' }, ana.token)).toMatchObject({ statusCode: 429, body: { status: 'error', message: MSG.tooManyRequests, code: 'common.tooManyRequests' } });
  expect(await stored()).toBe(before);
  // The other member's own count is untouched; what was refused never arrived.
  expect((await emitSend(boSocket, 'reply')).status).toBe('success');
  expect(delivered.map((m) => (m as { message: string }).message)).not.toContain('one too many');
});

it('counts HTTP and socket sends together', async () => {
  const cy = await makeUser(t);
  const dee = await makeUser(t);
  const r = ((await call(t, 'POST', '/chat/rooms/init', { sender: cy.id, receiver: dee.id }, cy.token)).body.room as { _id: string })._id;
  const socket = await open(cy);
  for (let i = 0; i < MAX - 1; i++) expect((await call(t, 'POST', `/chat/rooms/${r}/messages`, { message: `h${i}` }, cy.token)).statusCode).toBe(200);
  expect((await new Promise<{ status: string }>((resolve) => socket.emit('send-message', { room: r, message: 'last one' }, resolve))).status).toBe('success');
  expect(await new Promise((resolve) => socket.emit('send-message', { room: r, message: 'over' }, resolve))).toEqual({ status: 'error', message: MSG.tooManyRequests, code: 'common.tooManyRequests' });
});
