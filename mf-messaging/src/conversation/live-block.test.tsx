import '../test/setup';
import { act, screen } from '@testing-library/react';
import { bus, type ChatRoom } from '@kala/shared';
import { fakeNetwork, loginAs, makeUser, resetSession } from '@kala/shared/testing';
import { renderAt } from '../test/render';

const me = makeUser({ _id: 'me', id: 'me', name: 'Demo Buyer' });
const person = (id: string, name: string) => ({ _id: id, id, name, slug: id, role: 21, picture: null });
const room = (overrides: Partial<ChatRoom>): ChatRoom => ({
  _id: 'r1',
  type: 'normal',
  name: 'Aarati Shrestha',
  participants: [person('me', 'Demo Buyer'), person('a', 'Aarati Shrestha')],
  seen: ['me'],
  updatedAt: new Date().toISOString(),
  isBlocked: false,
  blockBy: null,
  left: false,
  unread: false,
  lastMessage: null,
  ...overrides,
});

beforeEach(() => loginAs(me));
afterEach(() => act(() => resetSession()));

it('an open conversation closes its send box when the other member blocks the room (room-block, live)', async () => {
  let current = room({});
  fakeNetwork((req) => {
    if (req.url === '/rooms/r1') return { body: { status: 'success', message: current } };
    if (req.url === '/rooms/r1/messages') return { body: { status: 'success', message: [], total: 0 } };
    return { body: { status: 'success', message: [current] } };
  });
  renderAt('/messages/r1');
  expect(await screen.findByRole('heading', { name: 'Aarati Shrestha', level: 2 })).toBeTruthy();
  expect(screen.queryByText('You cannot send message to this user')).toBeNull();
  current = room({ isBlocked: true, blockBy: 'a' });
  act(() => bus.emit('live:room-block', { room: 'r1', isBlocked: true, blockBy: 'a' }));
  expect(await screen.findByText('You cannot send message to this user')).toBeTruthy();
});
