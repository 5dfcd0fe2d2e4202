import { act, screen } from '@testing-library/react';
import { bus } from '@kala/shared';
import { fakeNetwork, loginAs, makeUser, resetSession } from '@kala/shared/testing';
import { chatRoom } from '../test/fixtures';
import { renderAt } from '../test/render';

const me = makeUser({ _id: 'me', id: 'me', name: 'Demo Buyer' });

beforeEach(() => loginAs(me));
afterEach(() => act(() => resetSession()));

it('an open conversation closes its send box when the other member blocks the room (room-block, live)', async () => {
  let current = chatRoom();
  fakeNetwork((req) => {
    if (req.url === '/rooms/r1') return { body: { status: 'success', message: current } };
    if (req.url === '/rooms/r1/messages') return { body: { status: 'success', message: [], total: 0 } };
    return { body: { status: 'success', message: [current] } };
  });
  renderAt('/messages/r1');
  expect(await screen.findByRole('heading', { name: 'Aarati Shrestha', level: 2 })).toBeTruthy();
  expect(screen.queryByText('You cannot send message to this user')).toBeNull();
  current = chatRoom({ isBlocked: true, blockBy: 'a' });
  act(() => bus.emit('live:room-block', { room: 'r1', isBlocked: true, blockBy: 'a' }));
  expect(await screen.findByText('You cannot send message to this user')).toBeTruthy();
});
