// A left group stays left (issue 19): after leaving, the member gets nothing posted later, neither over
// HTTP (the messages, the room, the inbox's last message and unread mark) nor over the socket; the history
// up to the leave stays theirs to read.
import type { Socket } from 'socket.io-client';
import type { ChatMessage, ChatRoom } from '@kala/shared/contracts/chat';
import { call } from '../../support/app';
import { openSocket, startChatTest, stopChatTest, type ChatTest } from '../../support/chat';
import type { TestUser } from '../../support/users';

let chat: ChatTest;
beforeAll(async () => {
  chat = await startChatTest();
});
afterAll(() => stopChatTest(chat));

const get = async <T>(path: string, who: TestUser) => (await call(chat.t, 'GET', `/chat${path}`, undefined, who.token)).body as { message: T; total?: number };
const send = (room: string, message: string, who: TestUser) => call(chat.t, 'POST', `/chat/rooms/${room}/messages`, { message }, who.token);
const next = <T>(socket: Socket, event: string, test: (p: T) => boolean) =>
  new Promise<T>((resolve) => {
    const check = (p: T) => test(p) && (socket.off(event, check), resolve(p));
    socket.on(event, check);
  });

it('a member who left gets no message posted after leaving, over HTTP or the socket', async () => {
  const { ana, bo, cy } = chat;
  const made = await call(chat.t, 'POST', '/chat/rooms/group', { name: 'Leavers', participants: [bo.id, cy.id] }, ana.token);
  const group = (made.body.room as { _id: string })._id;
  expect((await send(group, 'before you go', ana)).statusCode).toBe(200);
  expect((await call(chat.t, 'PATCH', `/chat/rooms/${group}/leave`, { participant: cy.id }, cy.token)).statusCode).toBe(200);

  const cySocket = await openSocket(chat, cy);
  const boSocket = await openSocket(chat, bo);
  const heard: [string, unknown][] = [];
  cySocket.onAny((event: string, payload: unknown) => heard.push([event, payload]));
  const boGotIt = next<ChatMessage>(boSocket, 'receive-message', (m) => m.message === 'after you left');
  expect((await send(group, 'after you left', ana)).statusCode).toBe(200);
  await boGotIt;
  // One more round trip on Cy's own socket after the broadcast: anything for Cy would have arrived first.
  await new Promise((resolve) => cySocket.emit('read-message', { room: group }, resolve));
  expect(heard.filter(([event]) => event === 'receive-message')).toEqual([]);
  // The counts Cy hears (on connecting, after their own read) leave the group out.
  expect(heard.filter(([event]) => event === 'refreshHeaderMessage').map(([, p]) => p)).toContainEqual({ unread: 0 });
  expect(heard.filter(([event]) => event === 'refreshHeaderMessage').every(([, p]) => (p as { unread: number }).unread === 0)).toBe(true);

  const page = await get<ChatMessage[]>(`/rooms/${group}/messages`, cy);
  expect(page.message.map((m) => m.message || m.messageType)).toEqual(['join', 'join', 'join', 'before you go', 'left']);
  expect(page.total).toBe(5);
  const room = (await get<ChatRoom>(`/rooms/${group}`, cy)).message;
  expect(room).toMatchObject({ left: true, unread: false, lastMessage: { messageType: 'left', from: cy.id } });
  const inInbox = (await get<ChatRoom[]>('/rooms', cy)).message.find((r) => r._id === group);
  expect(inInbox).toMatchObject({ unread: false, lastMessage: { messageType: 'left' }, updatedAt: room.updatedAt });
  expect((await get<ChatRoom[]>('/rooms', bo)).message.find((r) => r._id === group)).toMatchObject({ lastMessage: { message: 'after you left' } });
});

it("the inbox's last line names one who left, no longer among the participants", async () => {
  const { ana, bo, cy } = chat;
  const made = await call(chat.t, 'POST', '/chat/rooms/group', { name: 'Named leaver', participants: [bo.id, cy.id] }, ana.token);
  const group = (made.body.room as { _id: string })._id;
  expect((await call(chat.t, 'PATCH', `/chat/rooms/${group}/leave`, { participant: cy.id }, cy.token)).statusCode).toBe(200);
  const listed = (await get<ChatRoom[]>('/rooms', ana)).message.find((r) => r._id === group)!;
  expect(listed.participants.map((p) => p._id)).not.toContain(cy.id);
  expect(listed.lastMessage).toMatchObject({ messageType: 'left', from: cy.id, fromName: 'Cy' });
});

it('a member who left and opens the history is never counted as having seen what was said after', async () => {
  const { ana, bo, cy } = chat;
  const made = await call(chat.t, 'POST', '/chat/rooms/group', { name: 'Seen after', participants: [bo.id, cy.id] }, ana.token);
  const group = (made.body.room as { _id: string })._id;
  expect((await call(chat.t, 'PATCH', `/chat/rooms/${group}/leave`, { participant: cy.id }, cy.token)).statusCode).toBe(200);
  expect((await send(group, 'said after', ana)).statusCode).toBe(200);
  // Cy opens the group's history (read), then hides it: neither reads past the leave.
  expect((await call(chat.t, 'POST', `/chat/rooms/${group}/seen`, undefined, cy.token)).statusCode).toBe(200);
  expect((await call(chat.t, 'POST', `/api/conversation/delete/${group}`, undefined, cy.token)).statusCode).toBeLessThan(300);
  const said = (await get<ChatMessage[]>(`/rooms/${group}/messages`, ana)).message.find((m) => m.message === 'said after')!;
  expect(said.seen).not.toContain(cy.id);
  expect((await get<ChatMessage[]>(`/rooms/${group}/messages`, ana)).message.find((m) => m.messageType === 'left')!.seen).toContain(cy.id);
});
