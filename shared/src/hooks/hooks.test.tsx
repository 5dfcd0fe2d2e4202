import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { sessionStore } from '../stores/session';
import { currentLocation, loginAs, makeUser, renderWithProviders, resetSession, snackTexts } from '../testing';
import { useRequireLogin } from './use-require-login';
import { useViewerId } from './use-viewer-id';

afterEach(resetSession);

function Like() {
  const requireLogin = useRequireLogin();
  const viewer = useViewerId();
  return (
    <button type="button" onClick={() => requireLogin('You need to login first!')}>
      Like as {viewer ?? 'nobody'}
    </button>
  );
}

const renderLike = () =>
  renderWithProviders(
    <Routes>
      <Route path="/artwork/:slug" element={<Like />} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { url: '/artwork/dawn?from=gallery' },
  );

test('logged out, an action says so, remembers the page with its query and goes to /login', () => {
  renderLike();
  fireEvent.click(screen.getByRole('button', { name: 'Like as nobody' }));
  expect(currentLocation()).toBe('/login');
  expect(snackTexts()).toEqual(['You need to login first!']);
  expect(sessionStore.get().returnTo).toBe('/artwork/dawn?from=gallery');
});

test('logged in, the action goes ahead and the viewer id follows the session', () => {
  renderLike();
  loginAs(makeUser({ _id: 'u7' }));
  fireEvent.click(screen.getByRole('button', { name: 'Like as u7' }));
  expect(currentLocation()).toBe('/artwork/dawn?from=gallery');
  expect(snackTexts()).toEqual([]);
  act(() => resetSession());
  expect(screen.getByRole('button', { name: 'Like as nobody' })).toBeTruthy();
});
