import { act, screen, waitFor, within } from '@testing-library/react';
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

it("is a dialog named by its title, and Escape (the dialog's cancel) is Skip", async () => {
  const asked: { url: string; body: unknown }[] = [];
  fakeNetwork((req) => {
    asked.push({ url: req.url, body: req.data });
    if (req.url.startsWith('/artists/sortable')) return { body: { status: 'success', message: artists } };
    if (req.url === '/categories') return { body: { status: 'success', message: [] } };
    return { body: { status: 'success' } };
  });
  renderWithProviders(<SocialRoutes />, { url: '/welcome' });
  const dialog = await screen.findByRole('dialog', { name: 'Artists to follow' });
  await within(dialog).findByRole('button', { name: /Bikash Lama/ });

  act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
  await waitFor(() => expect(asked.find((r) => r.url === '/user/initiatefollows')?.body).toBe(JSON.stringify({ follows: [] })));
});
