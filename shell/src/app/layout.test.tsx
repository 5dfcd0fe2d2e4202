import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session, sessionStore, type User } from '@kala/shared';
import { currentLocation, fakeNetwork, offline, renderWithProviders, snackTexts } from '@kala/shared/testing';
import { Layout } from './layout';
import { readRemotesList } from '../remotes/registry';
import { publishRoutes } from './route-table';

// No Module Federation host in jsdom: the runtime's registration calls do nothing, and no remote loads.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(() => Promise.reject(new Error('no remotes in unit tests'))),
}));

const renderAt = (path: string) => renderWithProviders(<Layout />, { url: path });

const path = currentLocation;

beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // remote load failures are expected here
  // No network in unit tests: remotes fail to load and show their error panel.
  fakeNetwork(offline);
});
afterEach(() => act(() => (session.logout(), session.rememberReturn(null))));

// First in this file: the remotes list is not read yet (no page carries it here), as on a page without one.
test('an unknown path waits for the remotes list, which may bring its page; a list that cannot be read offers Retry', async () => {
  renderAt('/exhibitions/saved');
  expect(screen.getByText('Loading…')).toBeTruthy();
  await act(() => readRemotesList().catch(() => undefined));
  expect(path()).toBe('/exhibitions/saved');
  // Two remotes deployed, with their routes as this build knows them (they published no list).
  const deployed = { remotes: ['catalogue', 'exhibitions'].map((name) => ({ name: `mf_${name}`, entry: `/remotes/mf-${name}/remoteEntry.js` })) };
  fakeNetwork((req) => (req.url.endsWith('/remotes.json') ? { body: deployed } : offline(req)));
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  // Read: no route has the path, so it goes home.
  await waitFor(() => expect(path()).toBe('/'));
  fakeNetwork(offline);
});

test.each(['/upload', '/inbox', '/notifications', '/order', '/artwork/x/edit'])('signed out, %s sends you to the root', (p) => {
  renderAt(p);
  expect(path()).toBe('/');
});

test('an unknown path goes home', () => {
  renderAt('/no/such/page/at/all');
  expect(path()).toBe('/');
});

test.each([
  ['/studios/ram/likes', '/studios/ram/work'],
  ['/user/sita/foo/bar', '/user/sita/work'],
  ['/profile/asha/x', '/profile/asha/work'],
  ['/artwork/x/foo', '/'],
])("a profile's unknown sub-path opens its Artworks tab: %s → %s", (from, to) => {
  act(() => session.login('t', { _id: '1', id: '1', name: 'Asha', slug: 'asha', role: 21, updated: 'true' } as User));
  renderAt(from);
  expect(path()).toBe(to);
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

test('a remote that fails to load shows the error panel with Retry', async () => {
  renderAt('/exhibitions');
  expect(await screen.findByTestId('remote-error')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});

test('the user menu follows the spec: Update Profile until updated, Get into Studio only above role 20', async () => {
  act(() => session.login('t', { _id: '1', id: '1', name: 'A very long name for the header', slug: 'asha', role: 21, updated: 'false' } as User));
  renderAt('/404');
  // Announced with the person's whole name (issue 20), shown cut.
  // The menus are a chunk of their own, there once it has loaded.
  const account = await screen.findByRole('button', { name: 'Account menu, A very long name for the header' });
  act(() => account.click());
  // Its links are a chunk of their own too, fetched when the pointer reaches the button.
  const menu = await screen.findByTestId('user-menu');
  expect(menu.textContent).toContain('Update Profile');
  expect(menu.textContent).toContain('Get into Studio');
  expect(screen.getByText('A very long name f…')).toBeTruthy();
});

test("a visitor's cart link leads to the login, and the login to the cart", () => {
  renderAt('/cart');
  expect(path()).toBe('/login');
  expect(snackTexts()).toContain('Please login first');
  act(() => session.login('t', { _id: '1', id: '1', name: 'Asha', slug: 'asha', role: 21, updated: 'true' } as User));
  expect(path()).toBe('/cart');
});

test('the phone menu is a modal dialog with the whole header; Escape closes it and focus goes back to ☰', async () => {
  renderAt('/404');
  const opener = screen.getByRole('button', { name: 'Open menu' });
  opener.focus();
  fireEvent.click(opener);
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  expect(menu.getAttribute('aria-modal')).toBe('true');
  expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'Close menu' }));
  for (const name of ['Exhibitions', 'Gallery', 'Store', 'Studios', 'Feed', 'Register / Login']) expect(within(menu).getByRole('link', { name })).toBeTruthy();
  expect(within(menu).getByRole('searchbox', { name: 'Search' })).toBeTruthy();
  expect(within(menu).getByRole('combobox', { name: 'Language' })).toBeTruthy();

  fireEvent(menu, new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('logged in, the phone menu holds the user menu and Log Out, which closes it', async () => {
  act(() => session.login('t', { _id: '1', id: '1', name: 'Asha Rai', slug: 'asha', role: 21, updated: 'true' } as User));
  renderAt('/404');
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  for (const name of ['Profile', 'Inbox', 'Upload Artwork', 'Edit Information', 'Privacy', 'Get into Studio', 'My Orders', 'My Alerts']) expect(within(menu).getByRole('link', { name })).toBeTruthy();
  fireEvent.click(within(menu).getByRole('button', { name: 'Log Out' }));
  expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  expect(sessionStore.get().user).toBeNull();
  expect(path()).toBe('/');
});

test("a page a remote published after this shell was built is routed with the page's own access and footer rules", () => {
  const saved = { name: 'saved', path: '/exhibitions/saved', owner: 'mf_exhibitions', access: 'signedIn' as const, footer: false as const };
  act(() => publishRoutes({ remotes: [{ name: 'mf_exhibitions', entry: '/remotes/mf-exhibitions/remoteEntry.js', routes: [saved] }] }));
  try {
    const visitor = renderAt('/exhibitions/saved');
    expect(path()).toBe('/');
    visitor.unmount();
    act(() => session.login('t', { _id: '1', id: '1', name: 'Asha', slug: 'asha', role: 21, updated: 'true' } as User));
    const signedIn = renderAt('/exhibitions/saved');
    expect(path()).toBe('/exhibitions/saved');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    signedIn.unmount();
    // The remote's published list is its routes: one it no longer publishes is unknown, and goes home.
    renderAt('/exhibitions');
    expect(path()).toBe('/');
  } finally {
    act(() => publishRoutes({ remotes: [] }));
  }
});

test('a route of a remote that is not deployed says so plainly: no Retry, a way home', async () => {
  // The remotes list read again (as Retry does), now without the exhibitions.
  fakeNetwork((req) => (req.url.endsWith('/remotes.json') ? { body: { remotes: [] } } : offline(req)));
  await act(() => readRemotesList(true));
  renderAt('/exhibitions');
  expect(await screen.findByRole('heading', { name: 'This part of Kala is not open yet' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  expect(screen.getAllByRole('link', { name: 'Back to Home' }).length).toBeGreaterThan(0);
  expect(document.title).toBe('This part of Kala is not open yet — Kala');
});
