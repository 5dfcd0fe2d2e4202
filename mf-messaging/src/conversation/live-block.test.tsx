import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@kala/shared';
import { currentLocation, deferred, fakeNetwork, loginAs, makeUser, resetSession, type FakeReply } from '@kala/shared/testing';
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

describe('an open conversation keeps what the reader is doing', () => {
  /** The room r1 served; `room` answers its GET, `send` its messages' POST. */
  function serveRoom({ room = () => ({ body: { status: 'success', message: chatRoom() } }) as FakeReply, send = () => ({ body: { status: 'success', message: {} } }) as FakeReply | Promise<FakeReply> } = {}) {
    return fakeNetwork((req) => {
      if (req.url === '/rooms/r1') return room();
      if (req.url === '/rooms/r1/messages') return req.method.toLowerCase() === 'post' ? send() : { body: { status: 'success', message: [], total: 0 } };
      return { body: { status: 'success', message: [chatRoom()] } };
    });
  }

  it('a refetch that fails (a live event, a deploy) keeps the conversation open, and the text typed in it', async () => {
    let failing = false;
    const asked = serveRoom({ room: () => (failing ? { status: 502, body: { status: 'error', message: 'Bad gateway' } } : { body: { status: 'success', message: chatRoom() } }) });
    const view = renderAt('/messages/r1');
    const box = await screen.findByRole('textbox');
    await userEvent.type(box, 'half a thought');
    failing = true;
    const before = asked.filter((r) => r.url === '/rooms/r1').length;
    act(() => bus.emit('live:connected'));
    // Both queries of the room (the room itself, and the address's target) asked again, and failed.
    await waitFor(() => expect(asked.filter((r) => r.url === '/rooms/r1').length).toBe(before + 2));
    await waitFor(() => expect(view.queryClient.getQueryState(['chat', 'me', 'target', 'r1'])?.status).toBe('error'));
    // React has rendered the failure, and run its effects.
    await act(async () => {});
    expect(currentLocation()).toBe('/messages/r1');
    expect(screen.getByRole('textbox')).toHaveValue('half a thought');
  });

  it('the box empties as a text goes: what is typed meanwhile stays, and a refused text comes back before it', async () => {
    let answer = deferred<FakeReply>();
    serveRoom({ send: () => answer.promise });
    renderAt('/messages/r1');
    const box = await screen.findByRole('textbox');
    await userEvent.type(box, 'Namaste{Enter}');
    expect(box).toHaveValue('');
    await userEvent.type(box, 'and one more');
    await act(async () => answer.resolve({ body: { status: 'success', message: {} } }));
    await waitFor(() => expect(box).toHaveValue('and one more'));

    answer = deferred<FakeReply>();
    await userEvent.clear(box);
    await userEvent.type(box, 'Are you there?{Enter}');
    await userEvent.type(box, 'hello');
    await act(async () => answer.resolve({ status: 403, body: { status: 'error', message: 'You cannot send message to this user' } }));
    await waitFor(() => expect(box).toHaveValue('Are you there?\nhello'));
  });
});

it('a block of the person (privacy) closes the room: the blocker is sent to Privacy to undo it, the other is told', async () => {
  let current = chatRoom({ isBlocked: true, blockBy: 'me', personBlocked: true });
  fakeNetwork((req) => {
    if (req.url === '/rooms/r1') return { body: { status: 'success', message: current } };
    if (req.url === '/rooms/r1/messages') return { body: { status: 'success', message: [], total: 0 } };
    return { body: { status: 'success', message: [current] } };
  });
  const view = renderAt('/messages/r1');
  expect(await screen.findByText('Please unblock to send the message')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Unblock in Privacy' })).toHaveAttribute('href', '/privacy');
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();
  view.unmount();

  current = chatRoom({ isBlocked: true, blockBy: 'a', personBlocked: true });
  renderAt('/messages/r1');
  expect(await screen.findByText('You cannot send message to this user')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Unblock in Privacy' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
});
