import { act, screen, waitFor, within } from '@testing-library/react';
import { currentLocation, enterViewport, fakeNetwork, loginAs, makeUser, requests, resetSession, snackTexts } from '@kala/shared/testing';
import { chatRoom } from '../test/fixtures';
import { renderAt } from '../test/render';

const me = makeUser({ _id: 'me', id: 'me', name: 'Demo Buyer' });

beforeEach(() => loginAs(me));
afterEach(() => act(() => resetSession()));

it("lists the viewer's conversations with their last message, time and unread mark, each linked to its room", async () => {
  fakeNetwork(() => ({
    body: {
      status: 'success',
      message: [
        chatRoom({ unread: true }),
        chatRoom({ _id: 'g1', type: 'group', name: 'Sketch club', lastMessage: { message: '', messageType: 'left', from: 'z', fromName: 'Sneha Rai' } }),
      ],
    },
  }));
  renderAt('/inbox');
  const first = await screen.findByRole('link', { name: /^Aarati Shrestha/ });
  expect(first).toHaveAttribute('href', '/messages/r1');
  expect(within(first).getByText('Namaste')).toBeTruthy();
  expect(within(first).getByText('3h')).toBeTruthy();
  expect(within(first).getByText('Unread')).toBeTruthy();
  const group = screen.getByRole('link', { name: /Sketch club/ });
  // Who left is no longer among the participants: the answer names them.
  expect(within(group).getByText('Sneha Rai left the group')).toBeTruthy();
  expect(within(group).queryByText('Unread')).toBeNull();
});

it('lists the conversations a page at a time, the next page after the last room shown', async () => {
  const room = (i: number) => chatRoom({ _id: `r${i}`, name: `Person ${i}` });
  fakeNetwork((req) =>
    req.params?.before === 'after-19'
      ? { body: { status: 'success', message: [room(20)], next: null } }
      : { body: { status: 'success', message: Array.from({ length: 20 }, (_, i) => room(i)), next: 'after-19' } },
  );
  renderAt('/inbox');
  await screen.findByRole('link', { name: /^Person 19/ });
  expect(screen.queryByRole('link', { name: /^Person 20/ })).toBeNull();
  act(() => enterViewport());
  expect(await screen.findByRole('link', { name: /^Person 20/ })).toBeTruthy();
  expect(requests.filter((r) => r.url === '/rooms').map((r) => r.params)).toEqual([{ per_page: 20 }, { per_page: 20, before: 'after-19' }]);
});

it('says how to start when there is no conversation yet', async () => {
  fakeNetwork(() => ({ body: { status: 'success', message: [] } }));
  renderAt('/inbox');
  expect(await screen.findByText('Open a conversation to start a chat')).toBeTruthy();
});

it('/messages/<person> opens the one-to-one room and replaces the URL with it', async () => {
  const requests = fakeNetwork((req) => {
    if (req.url === '/rooms/a') return { status: 404, body: { status: 'not-found', message: 'Not found' } };
    if (req.url === '/rooms/init') return { body: { status: 'success', room: { _id: 'r1' } } };
    if (req.url === '/rooms/r1') return { body: { status: 'success', message: chatRoom() } };
    if (req.url === '/rooms/r1/messages') return { body: { status: 'success', message: [], total: 0 } };
    return { body: { status: 'success', message: [chatRoom()] } };
  });
  renderAt('/messages/a');
  expect(await screen.findByRole('heading', { name: 'Aarati Shrestha', level: 2 })).toBeTruthy();
  expect(currentLocation()).toBe('/messages/r1');
  expect(requests.find((r) => r.url === '/rooms/init')?.data).toBe(JSON.stringify({ sender: 'me', receiver: 'a' }));
});

it('someone who cannot be found: Something went wrong, and back to the inbox', async () => {
  fakeNetwork((req) => {
    if (req.url === '/rooms/init') return { status: 404, body: { status: 'not-found', message: 'Something went wrong' } };
    if (req.url.startsWith('/rooms/')) return { status: 404, body: { status: 'not-found', message: 'Not found' } };
    return { body: { status: 'success', message: [] } };
  });
  renderAt('/messages/nobody');
  await waitFor(() => expect(currentLocation()).toBe('/inbox'));
  expect(await screen.findByText('Open a conversation to start a chat')).toBeTruthy();
  expect(snackTexts()).toContain('Something went wrong');
});
