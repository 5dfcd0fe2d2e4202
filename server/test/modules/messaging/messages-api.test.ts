// The spec's messaging calls on the API base (§7.7), mapped onto the chat service: GET /messages/active
// (rooms with unread messages), POST /messages/new (send in a room or to a person), /messages/makeseen/{id}
// (read a room), /conversation/delete/{id} (hide a room for the caller). Each for success, no token, a
// third person and bad input.
import { CHAT_MSG } from '@kala/shared/contracts/chat/errors';
import { MSG } from '@kala/shared/messages';
import type { ChatMessage, ChatRoom } from '@kala/shared/contracts/chat';
import { call } from '../../support/app';
import { openSocket, startChatTest, stopChatTest, type ChatTest } from '../../support/chat';
import { count, type TestUser } from '../../support/users';

let c: ChatTest;
let room: string;
const MISSING = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  c = await startChatTest();
});
afterAll(() => stopChatTest(c));

const sendNew = (body: object, who?: TestUser) => call(c.t, 'POST', '/api/messages/new', body, who?.token);
const active = (who: TestUser) => call(c.t, 'GET', '/api/messages/active', undefined, who.token);
const rooms = async (who: TestUser) => (await call(c.t, 'GET', '/chat/rooms', undefined, who.token)).body.message as ChatRoom[];
const texts = async (roomId: string, who: TestUser) =>
  ((await call(c.t, 'GET', `/chat/rooms/${roomId}/messages`, undefined, who.token)).body.message as ChatMessage[]).map((m) => m.message);
const stored = () => count(c.t, 'select 1 from chat_messages');

describe('POST /messages/new', () => {
  it('sends to a person, opening their one-to-one room the first time, and delivers it live', async () => {
    const boSocket = await openSocket(c, c.bo);
    const arrived = new Promise<ChatMessage>((resolve) => boSocket.once('receive-message', resolve));
    const sent = await sendNew({ receiver: c.bo.id, message: ' Namaste ' }, c.ana);
    expect(sent).toMatchObject({ statusCode: 200, body: { status: 'success', message: 'Namaste', data: { messageType: 'text', postedBy: { _id: c.ana.id } } } });
    room = (sent.body.data as ChatMessage).room;
    expect(await arrived).toMatchObject({ room, message: 'Namaste' });
    // The same room as rooms/init gives.
    expect((await call(c.t, 'POST', '/chat/rooms/init', { sender: c.bo.id, receiver: c.ana.id }, c.bo.token)).body.room).toEqual({ _id: room });
  });

  it('sends in a room', async () => {
    expect(await sendNew({ room, message: 'in the room' }, c.bo)).toMatchObject({ statusCode: 200, body: { message: 'in the room', data: { room } } });
  });

  it('refuses without a token, a third person, and bad input, storing nothing', async () => {
    const before = await stored();
    expect(await sendNew({ room, message: 'hi' })).toMatchObject({ statusCode: 401, body: { message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } });
    expect(await sendNew({ room, message: 'let me in' }, c.cy)).toMatchObject({ statusCode: 403, body: { message: CHAT_MSG.chatNotMember, code: 'chat.chatNotMember' } });
    expect(await sendNew({ room, message: '   ' }, c.ana)).toMatchObject({ statusCode: 400, body: { message: CHAT_MSG.chatMessageEmpty, code: 'chat.chatMessageEmpty' } });
    expect(await sendNew({ room, message: 'x'.repeat(100 * 1024) }, c.ana)).toMatchObject({ statusCode: 400, body: { message: CHAT_MSG.chatMessageTooLong, code: 'chat.chatMessageTooLong' } });
    expect(await sendNew({ message: 'to nobody' }, c.ana)).toMatchObject({ statusCode: 400, body: { message: MSG.invalidInput, code: 'common.invalidInput' } });
    expect(await sendNew({ room, receiver: c.bo.id, message: 'both' }, c.ana)).toMatchObject({ statusCode: 400, body: { message: MSG.invalidInput, code: 'common.invalidInput' } });
    expect(await sendNew({ receiver: MISSING, message: 'hello?' }, c.ana)).toMatchObject({ statusCode: 404, body: { message: MSG.somethingWrong, code: 'common.somethingWrong' } });
    expect((await sendNew({ room: 'not-a-room', message: 'hello?' }, c.ana)).statusCode).toBe(404);
    expect(await stored()).toBe(before);
  });

  it('refuses in a blocked room as the chat service does', async () => {
    await call(c.t, 'PATCH', `/chat/rooms/${room}/block`, { blockBy: c.bo.id }, c.bo.token);
    try {
      expect(await sendNew({ receiver: c.bo.id, message: 'hello?' }, c.ana)).toMatchObject({ statusCode: 403, body: { message: CHAT_MSG.chatCannotSend, code: 'chat.chatCannotSend' } });
      expect(await sendNew({ room, message: 'hello?' }, c.bo)).toMatchObject({ statusCode: 403, body: { message: CHAT_MSG.chatUnblockToSend, code: 'chat.chatUnblockToSend' } });
    } finally {
      await call(c.t, 'PATCH', `/chat/rooms/${room}/unblock`, { blockBy: c.bo.id }, c.bo.token);
    }
  });
});

describe('GET /messages/active and POST /messages/makeseen/{id}', () => {
  it("lists the caller's rooms with unread messages until they are seen", async () => {
    await sendNew({ room, message: 'unread for Bo' }, c.ana);
    expect((await active(c.bo)).body.message).toEqual([expect.objectContaining({ _id: room, unread: true })]);
    expect((await active(c.ana)).body.message).toEqual([]);
    const seen = await call(c.t, 'POST', `/api/messages/makeseen/${room}`, undefined, c.bo.token);
    expect(seen).toMatchObject({ statusCode: 200, body: { status: 'success', at: expect.any(String) } });
    expect((await active(c.bo)).body.message).toEqual([]);
  });

  it('refuses without a token, a third person, and an unknown or malformed room', async () => {
    expect(await call(c.t, 'GET', '/api/messages/active')).toMatchObject({ statusCode: 401, body: { message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } });
    expect(await call(c.t, 'POST', `/api/messages/makeseen/${room}`)).toMatchObject({ statusCode: 401, body: { message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } });
    expect(await call(c.t, 'POST', `/api/messages/makeseen/${room}`, undefined, c.cy.token)).toMatchObject({ statusCode: 403, body: { message: CHAT_MSG.chatNotMember, code: 'chat.chatNotMember' } });
    expect((await call(c.t, 'POST', `/api/messages/makeseen/${MISSING}`, undefined, c.bo.token)).statusCode).toBe(404);
    expect((await call(c.t, 'POST', '/api/messages/makeseen/nope', undefined, c.bo.token)).statusCode).toBe(404);
    expect((await active(c.cy)).body.message).toEqual([]);
  });
});

describe('POST /conversation/delete/{id}', () => {
  it('hides the conversation for the caller only, until a newer message brings it back without the old ones', async () => {
    await sendNew({ room, message: 'before the delete' }, c.ana);
    expect(await call(c.t, 'POST', `/api/conversation/delete/${room}`, undefined, c.bo.token)).toEqual({ statusCode: 200, body: { status: 'success' } });
    expect((await rooms(c.bo)).map((r) => r._id)).not.toContain(room);
    expect((await active(c.bo)).body.message).toEqual([]);
    expect(await texts(room, c.bo)).toEqual([]);
    // The other member keeps everything.
    expect((await rooms(c.ana)).map((r) => r._id)).toContain(room);
    expect(await texts(room, c.ana)).toContain('before the delete');
    await sendNew({ room, message: 'after the delete' }, c.ana);
    expect((await rooms(c.bo)).find((r) => r._id === room)).toMatchObject({ unread: true, lastMessage: { message: 'after the delete' } });
    expect(await texts(room, c.bo)).toEqual(['after the delete']);
  });

  it('refuses without a token, a third person, and an unknown or malformed room', async () => {
    expect(await call(c.t, 'POST', `/api/conversation/delete/${room}`)).toMatchObject({ statusCode: 401, body: { message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } });
    expect(await call(c.t, 'POST', `/api/conversation/delete/${room}`, undefined, c.cy.token)).toMatchObject({ statusCode: 403, body: { message: CHAT_MSG.chatNotMember, code: 'chat.chatNotMember' } });
    expect((await call(c.t, 'POST', `/api/conversation/delete/${MISSING}`, undefined, c.bo.token)).statusCode).toBe(404);
    expect((await call(c.t, 'POST', `/api/conversation/delete/${'x'.repeat(101)}`, undefined, c.bo.token)).statusCode).toBe(400);
    expect((await rooms(c.ana)).map((r) => r._id)).toContain(room);
  });
});
