import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentLocation, loginAs, makeUser, renderWithProviders, resetSession } from '@kala/shared/testing';
import { MobileNav } from './mobile-nav';

afterEach(resetSession);

const bar = () => screen.getByRole('navigation', { name: 'Quick links' });

test('logged out, the fifth icon is the login link', () => {
  renderWithProviders(<MobileNav />);
  const links = within(bar()).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(['Home', 'Feed', 'Studios', 'Gallery', 'Login']);
  expect(links[4]).toHaveAttribute('href', '/login');
  expect(within(bar()).queryByRole('button')).toBeNull();
});

test('logged in, the fifth icon is a button that opens the user menu: focus moves in, Escape closes it and returns focus', async () => {
  loginAs(makeUser({ slug: 'asha', updated: 'true' }));
  renderWithProviders(<MobileNav />);
  expect(within(bar()).getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'Feed', 'Studios', 'Gallery']);
  const button = within(bar()).getByRole('button', { name: 'Account menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');

  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = await screen.findByTestId('user-menu');
  expect(button.getAttribute('aria-controls')).toBe(menu.parentElement!.id);
  const profile = within(menu).getByRole('link', { name: 'Profile' });
  expect(profile).toHaveAttribute('href', '/profile/asha');
  for (const name of ['Inbox', 'Upload Artwork', 'Edit Information', 'Privacy', 'My Orders']) expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
  expect(within(menu).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  await waitFor(() => expect(profile).toHaveFocus());

  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(screen.queryByTestId('user-menu')).toBeNull();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

test('a click outside the menu closes it; a link in it goes there and closes it', async () => {
  loginAs(makeUser({ slug: 'asha', updated: 'true' }));
  renderWithProviders(
    <>
      <p>Outside</p>
      <MobileNav />
    </>,
  );
  const button = within(bar()).getByRole('button', { name: 'Account menu' });
  fireEvent.click(button);
  await screen.findByTestId('user-menu');
  fireEvent.mouseDown(screen.getByText('Outside'));
  expect(screen.queryByTestId('user-menu')).toBeNull();
  expect(button).toHaveAttribute('aria-expanded', 'false');

  fireEvent.click(button);
  fireEvent.click(within(await screen.findByTestId('user-menu')).getByRole('link', { name: 'My Orders' }));
  expect(currentLocation()).toBe('/order');
  expect(screen.queryByTestId('user-menu')).toBeNull();
});
