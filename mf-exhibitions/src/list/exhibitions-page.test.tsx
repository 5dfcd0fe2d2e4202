import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@kala/shared';
import { EXHIBITION_UI, type Exhibition } from '@kala/shared/exhibitions';
import { EXHIBITION_MSG } from '@kala/shared/contracts/exhibitions/errors';
import { currentLocation, fakeNetwork } from '@kala/shared/testing';
import { makeShow } from '../test/fixtures';
import { renderAt } from '../test/render';

/** The list, and each show by its slug. */
const answer = (shows: Exhibition[]) =>
  fakeNetwork((req) => {
    const slug = /^\/exhibitions\/slug\/(.+)$/.exec(req.url)?.[1];
    const show = shows.find((s) => s.slug === slug);
    if (slug) return show ? { body: { status: 'success', message: show } } : { status: 404, body: { status: 'not-found', message: 'Not found' } };
    return { body: { status: 'success', message: shows } };
  });

afterEach(() => sessionStorage.clear());

it('shows the show on now as a banner and only the tabs that have shows, with the empty text of the other', async () => {
  answer([makeShow('now'), makeShow('past', { state: 'previous' })]);
  renderAt('/exhibitions');
  expect(await screen.findByRole('heading', { name: 'Show now' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Previous' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.queryByRole('tab', { name: 'Upcoming' })).toBeNull();
  expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: /Show past/ })).toHaveAttribute('href', '/exhibition-past');
  expect(screen.getByText(EXHIBITION_MSG.noUpcoming)).toBeTruthy();
});

it('says so, with a way on, when there are no shows at all', async () => {
  answer([]);
  renderAt('/exhibitions');
  expect(await screen.findByRole('heading', { name: 'There are no exhibitions yet' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to the gallery' })).toHaveAttribute('href', '/gallery/all');
});

it('asks before an explicit show opens: Cancel stays, Continue opens it and is remembered for the session', async () => {
  const user = userEvent.setup();
  answer([makeShow('calm'), makeShow('bold', { explicit: true, state: 'previous' })]);
  renderAt('/exhibitions');
  const tile = await screen.findByRole('link', { name: /Show bold/ });
  await user.click(tile);
  const dialog = screen.getByRole('dialog', { name: EXHIBITION_MSG.explicitTitle });
  expect(dialog).toHaveTextContent(EXHIBITION_MSG.explicitText);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(currentLocation()).toBe('/exhibitions');
  expect(sessionStorage.getItem(EXHIBITION_UI.explicitConsentKey)).toBeNull();

  await user.click(tile);
  await user.click(within(screen.getByRole('dialog', { name: EXHIBITION_MSG.explicitTitle })).getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(currentLocation()).toBe('/exhibition-bold'));
  expect(sessionStorage.getItem(EXHIBITION_UI.explicitConsentKey)).toBe('yes');
  // The viewer does not ask again.
  expect(await screen.findByRole('heading', { name: 'Show bold', level: 1 })).toBeTruthy();
  expect(screen.queryByRole('dialog', { name: EXHIBITION_MSG.explicitTitle })).toBeNull();
});

it("writes the carousel's page counter in the page's digits: Devanagari in Nepali", async () => {
  const perPage = EXHIBITION_UI.rows * EXHIBITION_UI.columns;
  answer(Array.from({ length: perPage + 1 }, (_v, i) => makeShow(`past${i}`, { state: 'previous' })));
  await act(() => i18n.changeLanguage('ne'));
  try {
    renderAt('/exhibitions');
    expect(await screen.findByText('१ / २')).toBeTruthy();
    expect(screen.queryByText(/[0-9] \/ [0-9]/)).toBeNull();
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
  expect(await screen.findByText('1 / 2')).toBeTruthy();
});

it("dates a show by Nepal's days wherever the reader is (this machine's zone is UTC: Kathmandu's midnight is the evening before)", async () => {
  answer([makeShow('now', { startDate: '2026-04-30T18:15:00.000Z', endDate: '2026-05-31T18:14:59.999Z' })]);
  renderAt('/exhibitions');
  const banner = (await screen.findByRole('heading', { name: 'Show now' })).closest('section') ?? document.body;
  await waitFor(() => expect(banner.textContent).toMatch(/May 1\s–\s31, 2026/u));
});

it('Escape in a show goes back to the list as it was (its tab); a show opened by its address goes to the list', async () => {
  const user = userEvent.setup();
  answer([makeShow('past', { state: 'previous' }), makeShow('soon', { state: 'upcoming' })]);
  const view = renderAt('/exhibitions?tab=upcoming');
  await user.click(await screen.findByRole('link', { name: /Show soon/ }));
  expect(await screen.findByRole('heading', { name: 'Show soon', level: 1 })).toBeTruthy();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(currentLocation()).toBe('/exhibitions?tab=upcoming'));
  expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  view.unmount();

  renderAt('/exhibition-soon');
  expect(await screen.findByRole('heading', { name: 'Show soon', level: 1 })).toBeTruthy();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(currentLocation()).toBe('/exhibitions'));
});
