// Issue 25: a chat message or comment sent again with the same Idempotency-Key (the service worker's offline
// queue replaying it) is stored once, and every repeat gets the first answer; the key is the sender's own.
import type { Artwork } from '@kala/shared/contracts/catalogue';
import type { ChatMessage } from '@kala/shared/contracts/chat';
import { seed } from '../../src/seed';
import { call } from '../support/app';
import { startChatTest, stopChatTest, type ChatTest } from '../support/chat';
import { count } from '../support/users';

let c: ChatTest;
let room: string;
let work: Artwork;

beforeAll(async () => {
  c = await startChatTest();
  await seed(c.t.db, { uploadsDir: c.t.config.uploadsDir, artworks: 2 });
  work = ((await call(c.t, 'GET', '/api/products/category/all?limit=2')).body.message as Artwork[])[0]!;
  room = ((await call(c.t, 'POST', '/chat/rooms/init', { sender: c.ana.id, receiver: c.bo.id }, c.ana.token)).body.room as { _id: string })._id;
});
afterAll(() => stopChatTest(c));

const key = () => `offline-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('Idempotency-Key', () => {
  it('stores a chat message once however often it is sent, answering the first message each time', async () => {
    const k = key();
    const send = () => call(c.t, 'POST', `/chat/rooms/${room}/messages`, { message: 'sent from the bus' }, c.ana.token, { 'idempotency-key': k });
    const first = await send();
    expect(first).toMatchObject({ statusCode: 200, body: { status: 'success', message: 'sent from the bus' } });
    const again = await Promise.all([send(), send()]);
    for (const answer of again) expect([200, 409]).toContain(answer.statusCode);
    expect((await send()).body).toEqual(first.body);
    expect(await count(c.t, 'select 1 from chat_messages where room_id = $1 and body = $2', [room, 'sent from the bus'])).toBe(1);
    expect((first.body.data as ChatMessage).room).toBe(room);
  });

  it('sends every time without a key, and keeps one person’s key from answering another', async () => {
    const plain = () => call(c.t, 'POST', `/chat/rooms/${room}/messages`, { message: 'twice' }, c.bo.token);
    await plain();
    await plain();
    expect(await count(c.t, 'select 1 from chat_messages where room_id = $1 and body = $2', [room, 'twice'])).toBe(2);
    const k = key();
    const ana = await call(c.t, 'POST', `/chat/rooms/${room}/messages`, { message: 'from Ana' }, c.ana.token, { 'idempotency-key': k });
    const bo = await call(c.t, 'POST', `/chat/rooms/${room}/messages`, { message: 'from Bo' }, c.bo.token, { 'idempotency-key': k });
    expect([ana.body.message, bo.body.message]).toEqual(['from Ana', 'from Bo']);
  });

  it('adds a comment once for one key; a failed first try leaves the key free', async () => {
    const k = key();
    const comment = (product: string) => call(c.t, 'POST', '/api/v2/artwork/comment/new', { comment: 'Lovely light', product }, c.cy.token, { 'idempotency-key': k });
    expect((await comment('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const first = await comment(work._id);
    expect(first.statusCode).toBe(200);
    expect((await comment(work._id)).body).toEqual(first.body);
    expect(await count(c.t, 'select 1 from artwork_comments where artwork_id = $1 and comment = $2', [work._id, 'Lovely light'])).toBe(1);
  });

  it('adds a comment on a post once for one key', async () => {
    const post = (await c.t.db.one<{ id: string }>(`insert into posts (author_id, body) values ($1, 'Studio news') returning id`, [c.ana.id]))!.id;
    const k = key();
    const comment = () => call(c.t, 'POST', '/api/v2/post/comments/new', { comment: 'Sent from the bus', post_id: post }, c.cy.token, { 'idempotency-key': k });
    const first = await comment();
    expect(first).toMatchObject({ statusCode: 200, body: { status: 'success', message: { comment: 'Sent from the bus' } } });
    expect((await comment()).body).toEqual(first.body);
    expect(await count(c.t, 'select 1 from post_comments where post_id = $1', [post])).toBe(1);
  });

  it('refuses a key too short to be one', async () => {
    expect((await call(c.t, 'POST', `/chat/rooms/${room}/messages`, { message: 'x' }, c.ana.token, { 'idempotency-key': 'abc' })).statusCode).toBe(400);
  });
});
