// The chat calls and socket events (spec §4, §7.7): what a member, a stranger and a visitor can do, blocks
// (room and user level), bad input refused with nothing stored or delivered, and live delivery.
import sharp from 'sharp';
import { io as connect, type Socket } from 'socket.io-client';
import { CHAT_LIMITS, PAGE_SIZE } from '@kala/shared/constants';
import { CHAT_MSG } from '@kala/shared/contracts/chat/errors';
import { MSG } from '@kala/shared/messages';
import type { ChatBlock, ChatMessage, ChatRoom } from '@kala/shared/contracts/chat';
import type { TestApp } from '../../support/app';
import { openSocket, startChatTest, stopChatTest, type ChatTest } from '../../support/chat';
import { liveSocket } from '../../support/live';
import { count, makeUser, type TestUser } from '../../support/users';

let t: TestApp;
let ana: TestUser;
let bo: TestUser;
let cy: TestUser;
let room: string;
let chat: ChatTest;

beforeAll(async () => {
  chat = await startChatTest();
  ({ t, ana, bo, cy } = chat);
});
afterAll(() => stopChatTest(chat));

const png = () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#984B48' } }).png().toBuffer();

async function request(method: 'GET' | 'POST' | 'PATCH', path: string, body?: object | FormData, token?: string) {
  const json = body && !(body instanceof FormData);
  const res = await fetch(`${t.url}/chat${path}`, {
    method,
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `JWT ${token}` } : {}) },
    ...(body ? { body: json ? JSON.stringify(body) : body } : {}),
  });
  return { code: res.status, body: (await res.json()) as { status: string; message: unknown; [k: string]: unknown } };
}
const send = (roomId: string, message: string, who: TestUser) => request('POST', `/rooms/${roomId}/messages`, { message }, who.token);
const picture = (roomId: string, data: Buffer, who: TestUser, name = 'photo.png') => {
  const form = new FormData();
  form.append('picture', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
  return request('POST', `/rooms/${roomId}/picture`, form, who.token);
};
const messagesIn = (roomId: string) => count(t, 'select 1 from chat_messages where room_id = $1', [roomId]);
const open = (who: TestUser) => openSocket(chat, who);
/** Everything `event` brings to the socket, collected from now on. */
function collect<T>(socket: Socket, event: string): T[] {
  const got: T[] = [];
  socket.on(event, (p: T) => got.push(p));
  return got;
}
const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));
/** The first `event` whose payload passes `test` (a connection's own count may come first). */
const until = <T>(socket: Socket, event: string, test: (p: T) => boolean) =>
  new Promise<T>((resolve) => {
    const check = (p: T) => test(p) && (socket.off(event, check), resolve(p));
    socket.on(event, check);
  });

describe('one-to-one rooms', () => {
  it('opens one room per pair from either side (rooms/init)', async () => {
    const first = await request('POST', '/rooms/init', { sender: ana.id, receiver: bo.id }, ana.token);
    expect(first.code).toBe(200);
    room = (first.body.room as { _id: string })._id;
    const again = await request('POST', '/rooms/init', { sender: bo.id, receiver: ana.id }, bo.token);
    expect((again.body.room as { _id: string })._id).toBe(room);
  });

  it('answers Something went wrong for a person who does not exist, and refuses a sender who is not the caller', async () => {
    const missing = await request('POST', '/rooms/init', { sender: ana.id, receiver: '00000000-0000-4000-8000-000000000001' }, ana.token);
    expect(missing).toMatchObject({ code: 404, body: { message: MSG.somethingWrong, code: 'common.somethingWrong' } });
    expect((await request('POST', '/rooms/init', { sender: bo.id, receiver: cy.id }, ana.token)).code).toBe(403);
  });

  it('stores a message, then delivers it live to the other member with their unread count; the inbox lists it unread', async () => {
    const boSocket = await open(bo);
    const arrived = next<ChatMessage>(boSocket, 'receive-message');
    const light = until<{ unread: number }>(boSocket, 'refreshHeaderMessage', (p) => p.unread > 0);
    const sent = await send(room, '  Namaste Bo  ', ana);
    expect(sent).toMatchObject({ code: 200, body: { status: 'success', message: 'Namaste Bo' } });
    expect(await arrived).toMatchObject({ room, message: 'Namaste Bo', messageType: 'text', postedBy: { _id: ana.id, name: 'Ana' } });
    expect(await light).toEqual({ unread: 1 });
    const inbox = await request('GET', '/rooms', undefined, bo.token);
    expect(inbox.body.message).toEqual([expect.objectContaining({ _id: room, type: 'normal', name: 'Ana', unread: true, lastMessage: { message: 'Namaste Bo', messageType: 'text', from: ana.id, fromName: 'Ana' } })]);
    expect((await request('GET', `/conversations?user=${bo.id}`, undefined, bo.token)).body.message).toHaveLength(1);
    expect((await request('GET', `/conversations?user=${ana.id}`, undefined, bo.token)).code).toBe(403);
  });

  it('marks a room seen over the socket (read-message): the sender hears message-seen and sees it in `seen`', async () => {
    const anaSocket = await open(ana);
    const boSocket = await open(bo);
    const seen = next<{ room: string; user: string }>(anaSocket, 'message-seen');
    const ack = await new Promise<{ status: string }>((resolve) => boSocket.emit('read-message', { room }, resolve));
    expect(ack.status).toBe('success');
    expect(await seen).toMatchObject({ room, user: bo.id });
    const page = await request('GET', `/rooms/${room}/messages`, undefined, ana.token);
    expect((page.body.message as ChatMessage[]).at(-1)!.seen).toEqual(expect.arrayContaining([ana.id, bo.id]));
    expect((await request('GET', '/rooms', undefined, bo.token)).body.message).toEqual([expect.objectContaining({ unread: false })]);
  });

  it('sends over the socket too (send-message), answering like the HTTP call', async () => {
    const anaSocket = await open(ana);
    const ok = await new Promise<{ status: string; message: ChatMessage }>((resolve) => anaSocket.emit('send-message', { room, message: 'by socket' }, resolve));
    expect(ok).toMatchObject({ status: 'success', message: { message: 'by socket', room } });
    const empty = await new Promise<{ status: string; message: string }>((resolve) => anaSocket.emit('send-message', { room, message: '   ' }, resolve));
    expect(empty).toEqual({ status: 'error', message: CHAT_MSG.chatMessageEmpty, code: 'chat.chatMessageEmpty' });
  });

  it("counts the recipient's other unread rooms in the count delivered with a message", async () => {
    const [x, y, z] = await Promise.all([makeUser(t), makeUser(t), makeUser(t)]);
    const roomOf = async (a: TestUser, b: TestUser) => ((await request('POST', '/rooms/init', { sender: a.id, receiver: b.id }, a.token)).body.room as { _id: string })._id;
    const [xy, zy] = [await roomOf(x, y), await roomOf(z, y)];
    const ySocket = connect(t.url, { path: '/live/socket.io', transports: ['websocket'], auth: { token: y.token }, reconnection: false });
    chat.sockets.push(ySocket);
    expect(await next(ySocket, 'refreshHeaderMessage')).toEqual({ unread: 0 });
    const counts = collect<{ unread: number }>(ySocket, 'refreshHeaderMessage');
    const third = until(ySocket, 'refreshHeaderMessage', () => counts.length === 3);
    await send(xy, 'one', x);
    await send(xy, 'two', x);
    await send(zy, 'three', z);
    await third;
    expect(counts).toEqual([{ unread: 1 }, { unread: 1 }, { unread: 2 }]);
  });

  it('pages messages 20 at a time, newest page first, oldest first within a page', async () => {
    const [x, y] = await Promise.all([makeUser(t), makeUser(t)]);
    const r = (await request('POST', '/rooms/init', { sender: x.id, receiver: y.id }, x.token)).body.room as { _id: string };
    for (let i = 1; i <= 25; i++) await send(r._id, `m${i}`, i % 2 ? x : y);
    const first = await request('GET', `/rooms/${r._id}/messages?per_page=${PAGE_SIZE.messages}&page=1`, undefined, y.token);
    const texts = (first.body.message as ChatMessage[]).map((m) => m.message);
    expect(texts).toHaveLength(20);
    expect([texts[0], texts[19], first.body.total]).toEqual(['m6', 'm25', 25]);
    const second = await request('GET', `/rooms/${r._id}/messages?page=2`, undefined, y.token);
    expect((second.body.message as ChatMessage[]).map((m) => m.message)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('takes an image message checked by the media module, answering its URL', async () => {
    const sent = await picture(room, await png(), bo);
    expect(sent.code).toBe(200);
    expect(sent.body.message).toMatch(/^\/media\/chat\/chat-[0-9a-f]+-gallery\.webp$/);
    expect(sent.body.data).toMatchObject({ messageType: 'image', image: { sizes: expect.arrayContaining([expect.objectContaining({ sizeName: 'thumbnail' })]) } });
    expect((await fetch(`${t.url}${sent.body.message as string}`)).status).toBe(200);
  });
});

describe('bad input: a clear error, nothing stored, nothing delivered', () => {
  let delivered: ChatMessage[];
  beforeAll(async () => {
    delivered = collect<ChatMessage>(await open(bo), 'receive-message');
  });

  it.each([
    ['an empty message', () => send(room, '   ', ana), 400, CHAT_MSG.chatMessageEmpty],
    ['a 100 KB message', () => send(room, 'x'.repeat(100 * 1024), ana), 400, CHAT_MSG.chatMessageTooLong],
    ['a 4 MB image', () => picture(room, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4 * 1024 * 1024)]), ana), 413, CHAT_MSG.fileTooLarge],
    ['a text file named .png', () => picture(room, Buffer.from('just some words, not a picture'), ana, 'notes.png'), 400, MSG.imageTypeInvalid],
  ])('%s', async (_, act, code, message) => {
    const before = await messagesIn(room);
    expect(await act()).toMatchObject({ code, body: { status: 'error', message } });
    expect(await messagesIn(room)).toBe(before);
    // A message sent after it arrives first: nothing from the refused one was on its way.
    await send(room, 'after', bo);
    await new Promise((r) => setTimeout(r, 0));
    expect(delivered.filter((m) => m.message !== 'after')).toEqual([]);
    delivered.length = 0;
  });

  it('keeps the text limit one source with the browser', () => {
    expect(CHAT_MSG.chatMessageTooLong).toContain(String(CHAT_LIMITS.textMax));
  });
});

describe('who may do what', () => {
  it('refuses every call without a token: Please login first', async () => {
    for (const [method, path] of [
      ['GET', '/rooms'],
      ['GET', `/rooms/${room}/messages`],
      ['POST', '/rooms/init'],
      ['POST', `/rooms/${room}/messages`],
      ['PATCH', `/rooms/${room}/block`],
      ['PATCH', `/rooms/${room}/leave`],
    ] as const) {
      expect(await request(method, path, method === 'GET' ? undefined : {})).toMatchObject({ code: 401, body: { message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } });
    }
  });

  it('refuses a socket without a token', async () => {
    await expect(liveSocket(t.url, '')).rejects.toThrow(MSG.pleaseLoginFirst);
  });

  it('keeps a third person out: cannot read, post, block or leave the room', async () => {
    const before = await messagesIn(room);
    expect((await request('GET', `/rooms/${room}/messages`, undefined, cy.token)).code).toBe(403);
    expect((await request('GET', `/rooms/${room}`, undefined, cy.token)).code).toBe(404);
    expect(await send(room, 'let me in', cy)).toMatchObject({ code: 403, body: { message: CHAT_MSG.chatNotMember, code: 'chat.chatNotMember' } });
    expect((await picture(room, await png(), cy)).code).toBe(403);
    expect((await request('PATCH', `/rooms/${room}/block`, { blockBy: cy.id }, cy.token)).code).toBe(403);
    expect((await request('PATCH', `/rooms/${room}/leave`, { participant: cy.id }, cy.token)).code).toBe(403);
    const cySocket = await open(cy);
    const read = await new Promise<{ status: string }>((resolve) => cySocket.emit('read-message', { room }, resolve));
    expect(read).toMatchObject({ status: 'error', message: CHAT_MSG.chatNotMember, code: 'chat.chatNotMember' });
    expect(await messagesIn(room)).toBe(before);
  });
});

describe('blocks', () => {
  it('a blocked room: the blocker is asked to unblock, the other cannot send; only the blocker unblocks', async () => {
    expect(await request('PATCH', `/rooms/${room}/block`, { blockBy: bo.id }, bo.token)).toMatchObject({ code: 200, body: { message: CHAT_MSG.chatBlocked, code: 'chat.chatBlocked' } });
    const listed = (await request('GET', `/rooms/${room}`, undefined, ana.token)).body.message as ChatRoom;
    expect(listed).toMatchObject({ isBlocked: true, blockBy: bo.id });
    const before = await messagesIn(room);
    expect(await send(room, 'hello?', ana)).toMatchObject({ code: 403, body: { message: CHAT_MSG.chatCannotSend, code: 'chat.chatCannotSend' } });
    expect(await send(room, 'hello?', bo)).toMatchObject({ code: 403, body: { message: CHAT_MSG.chatUnblockToSend, code: 'chat.chatUnblockToSend' } });
    expect((await picture(room, await png(), ana)).body.message).toBe(CHAT_MSG.chatCannotSend);
    expect(await messagesIn(room)).toBe(before);
    expect((await request('PATCH', `/rooms/${room}/unblock`, { blockBy: ana.id }, ana.token)).code).toBe(403);
    expect(await request('PATCH', `/rooms/${room}/unblock`, { blockBy: bo.id }, bo.token)).toMatchObject({ code: 200, body: { message: CHAT_MSG.chatUnblocked, code: 'chat.chatUnblocked' } });
    expect((await send(room, 'back again', ana)).code).toBe(200);
  });

  it('pushes a block and an unblock live to the other member (room-block); a third person hears nothing', async () => {
    const [anaSocket, cySocket] = [await open(ana), await open(cy)];
    const strangers = collect<ChatBlock>(cySocket, 'room-block');
    const blocked = next<ChatBlock>(anaSocket, 'room-block');
    await request('PATCH', `/rooms/${room}/block`, { blockBy: bo.id }, bo.token);
    expect(await blocked).toEqual({ room, isBlocked: true, blockBy: bo.id });
    const unblocked = next<ChatBlock>(anaSocket, 'room-block');
    await request('PATCH', `/rooms/${room}/unblock`, { blockBy: bo.id }, bo.token);
    expect(await unblocked).toEqual({ room, isBlocked: false, blockBy: null });
    // A refused unblock changes nothing and says nothing.
    const quiet = collect<ChatBlock>(anaSocket, 'room-block');
    expect((await request('PATCH', `/rooms/${room}/unblock`, { blockBy: cy.id }, cy.token)).code).toBe(403);
    await send(room, 'still open', ana);
    expect([quiet, strangers]).toEqual([[], []]);
  });

  it('two members blocking at once: one of them is the blocker, and the other is refused', async () => {
    const answers = await Promise.all([request('PATCH', `/rooms/${room}/block`, { blockBy: ana.id }, ana.token), request('PATCH', `/rooms/${room}/block`, { blockBy: bo.id }, bo.token)]);
    const blocker = (await t.db.one<{ blocked_by: string }>('select blocked_by from chat_rooms where id = $1', [room]))!.blocked_by;
    const [mine, theirs] = blocker === ana.id ? answers : [answers[1], answers[0]];
    expect(mine.code).toBe(200);
    expect(theirs).toMatchObject({ code: 403, body: { code: 'chat.chatCannotSend' } });
    const who = blocker === ana.id ? ana : bo;
    expect((await request('PATCH', `/rooms/${room}/unblock`, { blockBy: who.id }, who.token)).code).toBe(200);
  });

  it('a block at the user level closes the one-to-one room both ways', async () => {
    await t.db.query('insert into user_blocks (blocker_id, blocked_id) values ($1, $2)', [ana.id, bo.id]);
    try {
      expect(await send(room, 'hi', bo)).toMatchObject({ code: 403, body: { message: CHAT_MSG.chatCannotSend, code: 'chat.chatCannotSend' } });
      expect(await send(room, 'hi', ana)).toMatchObject({ code: 403, body: { message: CHAT_MSG.chatUnblockToSend, code: 'chat.chatUnblockToSend' } });
      // Both see the room closed, by Ana, as a block of the person (undone in privacy, not in the room).
      for (const who of [ana, bo]) {
        const shown = (await request('GET', `/rooms/${room}`, undefined, who.token)).body.message as ChatRoom;
        expect(shown).toMatchObject({ isBlocked: true, blockBy: ana.id, personBlocked: true });
        const listed = ((await request('GET', '/rooms', undefined, who.token)).body.message as ChatRoom[]).find((r) => r._id === room);
        expect(listed).toMatchObject({ isBlocked: true, blockBy: ana.id, personBlocked: true });
      }
      // Each blocked the other: each is shown their own block, the one they can undo.
      await t.db.query('insert into user_blocks (blocker_id, blocked_id) values ($1, $2)', [bo.id, ana.id]);
      for (const who of [ana, bo]) expect((await request('GET', `/rooms/${room}`, undefined, who.token)).body.message).toMatchObject({ blockBy: who.id, personBlocked: true });
    } finally {
      await t.db.query('delete from user_blocks where blocker_id = any($1::uuid[])', [[ana.id, bo.id]]);
    }
  });
});

describe('groups', () => {
  let group: string;

  it('creates a named group with join lines; its members see it appear live', async () => {
    const boSocket = await open(bo);
    const arrived = next<ChatMessage>(boSocket, 'receive-message');
    const made = await request('POST', '/rooms/group', { name: 'Thangka club', participants: [bo.id, cy.id] }, ana.token);
    expect(made.code).toBe(200);
    group = (made.body.room as { _id: string })._id;
    expect(await arrived).toMatchObject({ room: group, messageType: 'join' });
    const r = (await request('GET', `/rooms/${group}`, undefined, cy.token)).body.message as ChatRoom;
    expect(r).toMatchObject({ type: 'group', name: 'Thangka club' });
    expect(r.participants.map((p) => p.name)).toEqual(['Ana', 'Bo', 'Cy']);
  });

  it('puts no two people who blocked one another in a group, whoever makes it, without saying who blocked whom', async () => {
    await t.db.query('insert into user_blocks (blocker_id, blocked_id) values ($1, $2)', [bo.id, cy.id]);
    try {
      const rooms = await count(t, 'select 1 from chat_rooms');
      expect(await request('POST', '/rooms/group', { name: 'Together', participants: [bo.id, cy.id] }, ana.token)).toMatchObject({
        code: 403,
        body: { message: CHAT_MSG.chatGroupApart, code: 'chat.chatGroupApart' },
      });
      expect(await count(t, 'select 1 from chat_rooms')).toBe(rooms);
    } finally {
      await t.db.query('delete from user_blocks where blocker_id = $1', [bo.id]);
    }
  });

  it('refuses a group without a name or with fewer than two others', async () => {
    expect(await request('POST', '/rooms/group', { name: ' ', participants: [bo.id, cy.id] }, ana.token)).toMatchObject({ code: 400, body: { message: CHAT_MSG.chatGroupNameRequired, code: 'chat.chatGroupNameRequired' } });
    expect(await request('POST', '/rooms/group', { name: 'Two', participants: [bo.id] }, ana.token)).toMatchObject({ code: 400, body: { message: CHAT_MSG.chatGroupPeople, code: 'chat.chatGroupPeople' } });
  });

  it('a member leaves: the others get a left line live, the leaver can no longer post', async () => {
    const anaSocket = await open(ana);
    const arrived = next<ChatMessage>(anaSocket, 'receive-message');
    expect(await request('PATCH', `/rooms/${group}/leave`, { participant: cy.id }, cy.token)).toMatchObject({ code: 200, body: { message: CHAT_MSG.chatLeft, code: 'chat.chatLeft' } });
    expect(await arrived).toMatchObject({ room: group, messageType: 'left', postedBy: { name: 'Cy' } });
    expect((await send(group, 'still here?', cy)).code).toBe(403);
    const r = (await request('GET', `/rooms/${group}`, undefined, cy.token)).body.message as ChatRoom;
    expect(r).toMatchObject({ left: true });
    expect(r.participants.map((p) => p.name)).toEqual(['Ana', 'Bo']);
    expect((await request('PATCH', `/rooms/${group}/block`, { blockBy: ana.id }, ana.token)).code).toBe(400);
  });
});

describe('coming back online', () => {
  it('a socket that connects hears its unread count, its cue to fetch what it missed', async () => {
    await request('POST', `/rooms/${room}/seen`, undefined, bo.token);
    await send(room, 'while you were away', ana);
    // Listening before the connection is made: the count comes right after it.
    const socket = connect(t.url, { path: '/live/socket.io', transports: ['websocket'], auth: { token: bo.token }, reconnection: false });
    chat.sockets.push(socket);
    const { unread } = await next<{ unread: number }>(socket, 'refreshHeaderMessage');
    const rooms = (await request('GET', '/rooms', undefined, bo.token)).body.message as ChatRoom[];
    expect(unread).toBe(rooms.filter((r) => r.unread).length);
    expect(rooms.find((r) => r._id === room)).toMatchObject({ unread: true });
    const page = await request('GET', `/rooms/${room}/messages`, undefined, bo.token);
    expect((page.body.message as ChatMessage[]).at(-1)!.message).toBe('while you were away');
  });
});
