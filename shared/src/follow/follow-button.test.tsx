import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { session, sessionStore } from '../stores/session';
import { snackStore } from '../ui/snack';
import { bus, type BusEvents } from '../bus/bus';
import { MSG } from '../messages';
import type { User } from '../contracts/people';
import { fakeNetwork, renderWithProviders, snackTexts, type FakeReply } from '../testing';
import { FollowButton } from './follow-button';

/** Answers by path (anything else succeeds); returns the paths asked so far. */
function serve(answers: Record<string, FakeReply>) {
  const requests = fakeNetwork(({ url }) => answers[url] ?? { body: { status: 'success' } });
  return () => requests.map((r) => r.url);
}

const renderButton = () =>
  renderWithProviders(
    <Routes>
      <Route path="/studios" element={<FollowButton artistId="artist-1" />} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { url: '/studios' },
  );

const logIn = () => act(() => session.login('tok', { _id: 'me', id: 'me', name: 'Me', slug: 'me', role: 21 } as User));

afterEach(() => {
  act(() => session.logout());
  snackStore.set([]);
});

test('a logged-out click says so, remembers the page and goes to login', async () => {
  serve({});
  renderButton();
  fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(await screen.findByText('login page')).toBeTruthy();
  expect(snackTexts()[0]).toBe(MSG.followLoginFirst);
  expect(sessionStore.get().returnTo).toBe('/studios');
});

test("follow, then unfollow: each settled change is told on the bus with the follower count's change", async () => {
  logIn();
  serve({ '/user/checkfollow': { status: 200, body: { status: 'success', message: 'none' } } });
  const told: BusEvents['follow:changed'][] = [];
  const listening = bus.on('follow:changed').subscribe((change) => told.push(change));
  renderButton();
  fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Following' }));
  await screen.findByRole('button', { name: 'Follow' });
  listening.unsubscribe();
  expect(told).toEqual([
    { artistId: 'artist-1', state: 'following', delta: 1 },
    { artistId: 'artist-1', state: 'none', delta: -1 },
  ]);
  expect(snackTexts()).toEqual([MSG.unfollowed]);
});

test('a private artist answers requested; Requested cancels the request', async () => {
  logIn();
  const calls = serve({
    '/user/checkfollow': { status: 200, body: { status: 'success', message: 'none' } },
    '/secure/followartist': { status: 200, body: { status: 'requested', message: 'requested' } },
  });
  renderButton();
  fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Requested' }));
  await screen.findByRole('button', { name: 'Follow' });
  expect(calls()).toContain('/user/cancelrequest');
});

test.each([
  ['followed', MSG.followAlready, 'Following'],
  ['not-found', MSG.followNotFound, 'Follow'],
  ['error', MSG.followUnexpected, 'Follow'],
])('answer %s shows the spec message', async (status, message, label) => {
  logIn();
  serve({
    '/user/checkfollow': { status: 200, body: { status: 'success', message: 'none' } },
    '/secure/followartist': { status: status === 'error' ? 500 : 200, body: { status, message: 'x' } },
  });
  renderButton();
  fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
  await waitFor(() => expect(snackTexts()).toEqual([message]));
  expect(await screen.findByRole('button', { name: label })).toBeTruthy();
});

test('across a block, the server says why', async () => {
  logIn();
  serve({
    '/user/checkfollow': { status: 200, body: { status: 'success', message: 'none' } },
    '/secure/followartist': { status: 403, body: { status: 'blocked', message: MSG.theyBlockedYou } },
  });
  renderButton();
  fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
  await waitFor(() => expect(snackTexts()).toEqual([MSG.theyBlockedYou]));
  expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
});

test('a known follow state (from a studio card) needs no check call', async () => {
  logIn();
  const calls = serve({});
  renderWithProviders(<FollowButton artistId="artist-1" known="following" />);
  expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
  expect(calls()).not.toContain('/user/checkfollow');
});
