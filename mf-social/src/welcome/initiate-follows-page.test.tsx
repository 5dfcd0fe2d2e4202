import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, loginAs, makeAuthor, makeUser, renderWithProviders, resetSession } from '@kala/shared/testing';
import { SocialRoutes } from '../app/social-routes';

const artists = [{ ...makeAuthor(1, { name: 'Aarati Shrestha' }), categories: [] }, { ...makeAuthor(2, { name: 'Bikash Lama' }), categories: [] }];

beforeEach(() => {
  fakeNetwork((req) => {
    if (req.url.startsWith('/artists/sortable')) return { body: { status: 'success', message: artists } };
    if (req.url === '/categories') return { body: { status: 'success', message: [] } };
    return { status: 404, body: { status: 'not-found', message: 'Not found' } };
  });
  loginAs(makeUser({ initiateFollows: 'false' } as never));
});
afterEach(() => act(() => resetSession()));

/** The welcome page as the shell shows it: in <main>, with the header before it and the toasts after the app. */
function renderWelcome() {
  return renderWithProviders(
    <>
      <div data-testid="app">
        <header>
          <a href="/">Kala</a>
        </header>
        <main>
          <SocialRoutes />
        </main>
      </div>
      <div aria-live="polite" data-testid="toasts" />
    </>,
    { url: '/welcome' },
  );
}

it('is a modal dialog: focus moves into it, Tab stays inside, and the page behind is inert until it goes', async () => {
  const user = userEvent.setup();
  const view = renderWelcome();
  const dialog = await screen.findByRole('dialog', { name: 'Artists to follow' });
  await within(dialog).findByRole('button', { name: /Bikash Lama/ });

  // Focus moves in on open: its first control.
  expect(within(dialog).getByRole('combobox')).toHaveFocus();

  // The page behind is inert; the toasts stay usable above it.
  expect(screen.getByRole('banner', { hidden: true })).toHaveAttribute('inert');
  expect(screen.getByTestId('location')).toHaveAttribute('inert');
  expect(screen.getByTestId('toasts')).not.toHaveAttribute('inert');
  expect(dialog.closest('[inert]')).toBeNull();

  // Tab from the last control comes back to the first; Shift+Tab from the first goes to the last.
  const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
  act(() => confirm.focus());
  await user.tab();
  expect(within(dialog).getByRole('combobox')).toHaveFocus();
  await user.tab({ shift: true });
  expect(confirm).toHaveFocus();

  view.unmount();
  expect(document.querySelectorAll('[inert]')).toHaveLength(0);
});
