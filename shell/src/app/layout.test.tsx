import { act, screen } from '@testing-library/react';
import { session, sessionStore, type User } from '@kala/shared';
import { currentLocation, fakeNetwork, offline, renderWithProviders } from '@kala/shared/testing';
import { Layout } from './layout';

const renderAt = (path: string) => renderWithProviders(<Layout />, { url: path });

const path = currentLocation;

beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // remote load failures are expected here
  // No network in unit tests: remotes fail to load and show their error panel.
  fakeNetwork(offline);
});
afterEach(() => act(() => session.logout()));

test.each(['/upload', '/cart', '/inbox', '/notifications', '/order', '/artwork/x/edit'])('signed out, %s sends you to the root', (p) => {
  renderAt(p);
  expect(path()).toBe('/');
});

test('an unknown path goes home', () => {
  renderAt('/no/such/page/at/all');
  expect(path()).toBe('/');
});

test('the login page sends a logged-in user home', () => {
  act(() => session.login('t', { _id: '1', id: '1', name: 'Asha', slug: 'asha', role: 21, updated: 'true' } as User));
  renderAt('/login');
  expect(path()).toBe('/');
});

test('logging in on the login page goes back to where the login was asked for, once', () => {
  renderAt('/login');
  act(() => session.rememberReturn('/artwork/some-work'));
  act(() => session.login('t', { _id: '1', id: '1', name: 'Asha', slug: 'asha', role: 21, updated: 'true' } as User));
  expect(path()).toBe('/artwork/some-work');
  expect(sessionStore.get().returnTo).toBeNull();
});

test('the 404 page (its own chunk) and the footer', async () => {
  renderAt('/404');
  expect(await screen.findByRole('heading', { name: 'PAGE NOT FOUND' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Terms of Use' })).toBeTruthy();
});

test('the footer is hidden on the login page', () => {
  renderAt('/login');
  expect(screen.queryByRole('link', { name: 'Terms of Use' })).toBeNull();
});

test('a route of a remote that is not deployed shows the error panel with Retry', async () => {
  renderAt('/exhibitions');
  expect(await screen.findByTestId('remote-error')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});

test('the user menu follows the spec: Update Profile until updated, Get into Studio only above role 20', async () => {
  act(() => session.login('t', { _id: '1', id: '1', name: 'A very long name for the header', slug: 'asha', role: 21, updated: 'false' } as User));
  renderAt('/404');
  act(() => screen.getByRole('button', { name: 'Account menu' }).click());
  const menu = screen.getByTestId('user-menu');
  expect(menu.textContent).toContain('Update Profile');
  expect(menu.textContent).toContain('Get into Studio');
  expect(screen.getByText('A very long name f…')).toBeTruthy();
});
