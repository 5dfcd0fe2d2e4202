// The inbox a page at a time (issue 26): GET /chat/rooms with per_page or before. Without either it answers the
// whole list, as the spec's call does; the pages, each after the last room of the one before, hold the same
// rooms in the same order, and a room that moves up meanwhile is not listed twice.
import { MSG } from '@kala/shared/messages';
import type { ChatRoom } from '@kala/shared/contracts/chat';
import { call } from '../../support/app';
import { startChatTest, stopChatTest, type ChatTest } from '../../support/chat';
import { makeUser, type TestUser } from '../../support/users';

let c: ChatTest;
const roomIds: string[] = [];

beforeAll(async () => {
  c = await startChatTest();
  // Ana talks with six people, one after another: her newest room is the last opened.
  for (let i = 0; i < 6; i++) {
    const other = await makeUser(c.t, { name: `Person ${i}` });
    const room = (await call(c.t, 'POST', '/chat/rooms/init', { sender: c.ana.id, receiver: other.id }, c.ana.token)).body.room as { _id: string };
    await send(room._id, c.ana, `Hello ${i}`);
    roomIds.push(room._id);
  }
});
afterAll(() => stopChatTest(c));

const send = async (room: string, who: TestUser, message: string) =>
  expect((await call(c.t, 'POST', `/chat/rooms/${room}/messages`, { message }, who.token)).statusCode).toBe(200);
const inbox = (query: string, who: TestUser = c.ana) => call(c.t, 'GET', `/chat/rooms${query}`, undefined, who.token);
const ids = (rooms: ChatRoom[]) => rooms.map((r) => r._id);

/** Every page of two, each after the one before, as a reader scrolling down the inbox reads them. */
async function readPages(between: (page: number) => Promise<void> = async () => {}) {
  const pages: ChatRoom[][] = [];
  let next: string | null | undefined;
  do {
    const answer = await inbox(`?per_page=2${next ? `&before=${encodeURIComponent(next)}` : ''}`);
    expect(answer.statusCode).toBe(200);
    pages.push(answer.body.message as ChatRoom[]);
    next = answer.body.next as string | null;
    await between(pages.length);
  } while (next);
  return pages;
}

it('answers the whole inbox, newest first, when no page is asked for', async () => {
  const answer = await inbox('');
  expect(ids(answer.body.message as ChatRoom[])).toEqual([...roomIds].reverse());
  expect(answer.body).not.toHaveProperty('next');
});

it('pages hold the same rooms in the same order, the last page saying there is no next', async () => {
  const pages = await readPages();
  expect(pages.map((p) => p.length)).toEqual([2, 2, 2]);
  expect(ids(pages.flat())).toEqual([...roomIds].reverse());
  // The same rooms as the whole list shows them: their last messages too.
  expect(pages.flat()).toEqual((await inbox('')).body.message);
  expect((await inbox('?per_page=50')).body).toMatchObject({ next: null });
});

it('a room that moves to the top between two pages is listed once, at the top when read again', async () => {
  const oldest = roomIds[0]!;
  const pages = await readPages(async (page) => {
    if (page === 1) await send(oldest, c.ana, 'Still there?');
  });
  const read = ids(pages.flat());
  expect(read).toEqual([...roomIds].reverse().filter((id) => id !== oldest));
  expect(ids((await inbox('?per_page=2')).body.message as ChatRoom[])[0]).toBe(oldest);
});

it('a page is only ever the caller’s rooms', async () => {
  const answer = await inbox('?per_page=10', c.bo);
  expect(answer.body).toMatchObject({ status: 'success', message: [], next: null });
});

it('refuses a cursor it did not give, and a page size out of range', async () => {
  for (const query of ['?before=yesterday', '?before=1,not-a-room', `?before=1,${'-'.repeat(36)}`, '?per_page=0', '?per_page=51']) {
    expect(await inbox(query)).toMatchObject({ statusCode: 400, body: { message: MSG.invalidInput } });
  }
  expect((await inbox('?per_page=2')).statusCode).toBe(200);
  expect((await call(c.t, 'GET', `/chat/conversations?user=${c.ana.id}&per_page=2`, undefined, c.ana.token)).body.message).toHaveLength(2);
});
