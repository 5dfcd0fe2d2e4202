// The spec's messaging calls on the API base (§7.7), mapped onto the chat service: GET /messages/active
// (rooms with unread messages), POST /messages/new (send in a room or to a person), /messages/makeseen/{id}
// (read a room), /conversation/delete/{id} (hide a room for the caller). Each for success, no token, a
// third person and bad input.
import type { Socket } from 'socket.io-client';
import { CHAT_MSG } from '@kala/shared/chat-messages';
import { MSG } from '@kala/shared/messages';
import type { ChatMessage, ChatRoom } from '@kala/shared/types';
import { call, createTestApp, type TestApp } from '../../support/app';
import { liveSocket } from '../../support/live';
import { count, makeUser, type TestUser } from '../../support/users';

let t: TestApp;
let ana: TestUser;
let bo: TestUser;
let cy: TestUser;
let room: string;
const sockets: Socket[] = [];
const MISSING = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  t = await createTestApp();
  [ana, bo, cy] = await Promise.all([makeUser(t, { name: 'Ana' }), makeUser(t, { name: 'Bo' }), makeUser(t, { name: 'Cy' })]);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

const sendNew = (body: object, who?: TestUser) => call(t, 'POST', '/api/messages/new', body, who?.token);
const active = (who: TestUser) => call(t, 'GET', '/api/messages/active', undefined, who.token);
const rooms = async (who: TestUser) => (await call(t, 'GET', '/chat/rooms', undefined, who.token)).body.message as ChatRoom[];
const texts = async (roomId: string, who: TestUser) =>
  ((await call(t, 'GET', `/chat/rooms/${roomId}/messages`, undefined, who.token)).body.message as ChatMessage[]).map((m) => m.message);
const stored = () => count(t, 'select 1 from chat_messages');

describe('POST /messages/new', () => {
  it('sends to a person, opening their one-to-one room the first time, and delivers it live', async () => {
    const boSocket = await liveSocket(t.url, bo.token);
    sockets.push(boSocket);
    const arrived = new Promise<ChatMessage>((resolve) => boSocket.once('receive-message', resolve));
    const sent = await sendNew({ receiver: bo.id, message: ' Namaste ' }, ana);
    expect(sent).toMatchObject({ statusCode: 200, body: { status: 'success', message: 'Namaste', data: { messageType: 'text', postedBy: { _id: ana.id } } } });
    room = (sent.body.data as ChatMessage).room;
    expect(await arrived).toMatchObject({ room, message: 'Namaste' });
    // The same room as rooms/init gives.
    expect((await call(t, 'POST', '/chat/rooms/init', { sender: bo.id, receiver: ana.id }, bo.token)).body.room).toEqual({ _id: room });
  });

  it('sends in a room', async () => {
    expect(await sendNew({ room, message: 'in the room' }, bo)).toMatchObject({ statusCode: 200, body: { message: 'in the room', data: { room } } });
  });

  it('refuses without a token, a third person, and bad input, storing nothing', async () => {
    const before = await stored();
    expect(await sendNew({ room, message: 'hi' })).toMatchObject({ statusCode: 401, body: { message: MSG.pleaseLoginFirst } });
    expect(await sendNew({ room, message: 'let me in' }, cy)).toMatchObject({ statusCode: 403, body: { message: CHAT_MSG.chatNotMember } });
    expect(await sendNew({ room, message: '   ' }, ana)).toMatchObject({ statusCode: 400, body: { message: CHAT_MSG.chatMessageEmpty } });
    expect(await sendNew({ room, message: 'x'.repeat(100 * 1024) }, ana)).toMatchObject({ statusCode: 400, body: { message: CHAT_MSG.chatMessageTooLong } });
    expect(await sendNew({ message: 'to nobody' }, ana)).toMatchObject({ statusCode: 400, body: { message: MSG.invalidInput } });
    expect(await sendNew({ room, receiver: bo.id, message: 'both' }, ana)).toMatchObject({ statusCode: 400, body: { message: MSG.invalidInput } });
    expect(await sendNew({ receiver: MISSING, message: 'hello?' }, ana)).toMatchObject({ statusCode: 404, body: { message: MSG.somethingWrong } });
    expect((await sendNew({ room: 'not-a-room', message: 'hello?' }, ana)).statusCode).toBe(404);
    expect(await stored()).toBe(before);
  });

  it('refuses in a blocked room as the chat service does', async () => {
    await call(t, 'PATCH', `/chat/rooms/${room}/block`, { blockBy: bo.id }, bo.token);
    try {
      expect(await sendNew({ receiver: bo.id, message: 'hello?' }, ana)).toMatchObject({ statusCode: 403, body: { message: CHAT_MSG.chatCannotSend } });
      expect(await sendNew({ room, message: 'hello?' }, bo)).toMatchObject({ statusCode: 403, body: { message: CHAT_MSG.chatUnblockToSend } });
    } finally {
      await call(t, 'PATCH', `/chat/rooms/${room}/unblock`, { blockBy: bo.id }, bo.token);
    }
  });
});

describe('GET /messages/active and POST /messages/makeseen/{id}', () => {
  it("lists the caller's rooms with unread messages until they are seen", async () => {
    await sendNew({ room, message: 'unread for Bo' }, ana);
    expect((await active(bo)).body.message).toEqual([expect.objectContaining({ _id: room, unread: true })]);
    expect((await active(ana)).body.message).toEqual([]);
    const seen = await call(t, 'POST', `/api/messages/makeseen/${room}`, undefined, bo.token);
    expect(seen).toMatchObject({ statusCode: 200, body: { status: 'success', at: expect.any(String) } });
    expect((await active(bo)).body.message).toEqual([]);
  });

  it('refuses without a token, a third person, and an unknown or malformed room', async () => {
    expect(await call(t, 'GET', '/api/messages/active')).toMatchObject({ statusCode: 401, body: { message: MSG.pleaseLoginFirst } });
    expect(await call(t, 'POST', `/api/messages/makeseen/${room}`)).toMatchObject({ statusCode: 401, body: { message: MSG.pleaseLoginFirst } });
    expect(await call(t, 'POST', `/api/messages/makeseen/${room}`, undefined, cy.token)).toMatchObject({ statusCode: 403, body: { message: CHAT_MSG.chatNotMember } });
    expect((await call(t, 'POST', `/api/messages/makeseen/${MISSING}`, undefined, bo.token)).statusCode).toBe(404);
    expect((await call(t, 'POST', '/api/messages/makeseen/nope', undefined, bo.token)).statusCode).toBe(404);
    expect((await active(cy)).body.message).toEqual([]);
  });
});

describe('POST /conversation/delete/{id}', () => {
  it('hides the conversation for the caller only, until a newer message brings it back without the old ones', async () => {
    await sendNew({ room, message: 'before the delete' }, ana);
    expect(await call(t, 'POST', `/api/conversation/delete/${room}`, undefined, bo.token)).toEqual({ statusCode: 200, body: { status: 'success' } });
    expect((await rooms(bo)).map((r) => r._id)).not.toContain(room);
    expect((await active(bo)).body.message).toEqual([]);
    expect(await texts(room, bo)).toEqual([]);
    // The other member keeps everything.
    expect((await rooms(ana)).map((r) => r._id)).toContain(room);
    expect(await texts(room, ana)).toContain('before the delete');
    await sendNew({ room, message: 'after the delete' }, ana);
    expect((await rooms(bo)).find((r) => r._id === room)).toMatchObject({ unread: true, lastMessage: { message: 'after the delete' } });
    expect(await texts(room, bo)).toEqual(['after the delete']);
  });

  it('refuses without a token, a third person, and an unknown or malformed room', async () => {
    expect(await call(t, 'POST', `/api/conversation/delete/${room}`)).toMatchObject({ statusCode: 401, body: { message: MSG.pleaseLoginFirst } });
    expect(await call(t, 'POST', `/api/conversation/delete/${room}`, undefined, cy.token)).toMatchObject({ statusCode: 403, body: { message: CHAT_MSG.chatNotMember } });
    expect((await call(t, 'POST', `/api/conversation/delete/${MISSING}`, undefined, bo.token)).statusCode).toBe(404);
    expect((await call(t, 'POST', `/api/conversation/delete/${'x'.repeat(101)}`, undefined, bo.token)).statusCode).toBe(400);
    expect((await rooms(ana)).map((r) => r._id)).toContain(room);
  });
});
