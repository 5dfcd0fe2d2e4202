import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session, type User } from '@kala/shared';
import { enterViewport, fakeNetwork, requests, type FakeHandler } from '@kala/shared/testing';
import { categories } from '../test/fixtures';
import { makeStudio, studiosPage } from '../test/discovery-fixtures';
import { renderAt } from '../test/render';

const studioCalls = () => requests.filter((r) => r.url === '/artists/sortable');
const location = () => screen.getByTestId('location').textContent;

function serve(studios: FakeHandler, extra: FakeHandler = () => ({ body: { status: 'success' } })) {
  fakeNetwork((request) => {
    if (request.url === '/categories') return { body: { status: 'success', message: categories } };
    if (request.url === '/artists/sortable') return studios(request);
    return extra(request);
  });
}

afterEach(() => session.logout());

describe('studios list', () => {
  it('asks for the first 10 studios by followers in every category, then the next 10 as the visitor scrolls', async () => {
    serve(({ params }) => ({ body: studiosPage(Number(params.skip) + 1, Number(params.skip) === 0 ? 10 : 3, 13) }));
    renderAt('/studios');
    expect(await screen.findAllByTestId('studio-card')).toHaveLength(10);
    expect(studioCalls()[0].params).toEqual({ sortby: 'followers', category: 'all', skip: 0, limit: 10 });
    expect(screen.queryByText('No more studios to show')).toBeNull();

    act(() => enterViewport());
    await waitFor(() => expect(screen.getAllByTestId('studio-card')).toHaveLength(13));
    expect(studioCalls()[1].params).toMatchObject({ skip: 10, limit: 10 });
    expect(screen.getByText('No more studios to show')).toBeTruthy();
  });

  it('keeps the category and sort in the URL and asks the server for them', async () => {
    serve(() => ({ body: studiosPage(1, 2, 2) }));
    renderAt('/studios?category=painting');
    await screen.findAllByTestId('studio-card');
    expect(studioCalls()[0].params).toMatchObject({ sortby: 'followers', category: 'painting' });

    const nav = screen.getByRole('navigation', { name: 'Studio categories' });
    await within(nav).findByRole('link', { name: 'Photography' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['All', 'Painting', 'Photography']);
    expect(within(nav).getByRole('link', { name: 'Painting' })).toHaveAttribute('aria-current', 'page');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most Works');
    expect(location()).toBe('/studios?category=painting&sort=works');
    await waitFor(() => expect(studioCalls().at(-1)?.params).toMatchObject({ sortby: 'works', category: 'painting' }));
    // Another category keeps the chosen sort.
    expect(within(nav).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/studios?sort=works');
  });

  it('shows each card: followers / works, first category, a 140-character biography, profile and works links', async () => {
    const long = 'A'.repeat(150);
    const studio = makeStudio(1, { name: 'Himal Studio', slug: 'himal', verifiedArtist: true, followsCount: 120, productsCount: 34, biography: long });
    serve(() => ({ body: { status: 'success', message: [studio], total: 1 } }));
    renderAt('/studios');
    const card = await screen.findByTestId('studio-card');
    expect(within(card).getByTestId('studio-stats').textContent).toBe('120 Followers / 34 Works');
    expect(within(card).getByText('Painting')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Verified artist' })).toBeTruthy();
    expect(within(card).getByText(`${'A'.repeat(140)}…`)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/studios/himal');
    const works = within(card).getByRole('list', { name: 'Works by Himal Studio' });
    expect(within(works).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/artwork/work-11', '/artwork/work-12', '/artwork/work-13', '/artwork/work-14']);
  });

  it('adds the new follower to the figure when the visitor follows', async () => {
    act(() => session.login('token', { _id: 'u1', name: 'Buyer', role: 21 } as User));
    serve(
      () => ({ body: { status: 'success', message: [makeStudio(1, { followsCount: 1, productsCount: 1 })], total: 1 } }),
      ({ url }) => ({ body: url === '/user/checkfollow' ? { status: 'success', message: 'none' } : { status: 'success' } }),
    );
    renderAt('/studios');
    const card = await screen.findByTestId('studio-card');
    expect(within(card).getByTestId('studio-stats').textContent).toBe('1 Follower / 1 Work');
    await userEvent.click(await within(card).findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(within(card).getByTestId('studio-stats').textContent).toBe('2 Followers / 1 Work'));
    expect(requests.some((r) => r.url === '/secure/followartist')).toBe(true);
  });

  it('switches between grid and list on phones', async () => {
    serve(() => ({ body: studiosPage(1, 1, 1) }));
    renderAt('/studios');
    await screen.findByTestId('studio-card');
    const grid = screen.getByRole('button', { name: 'Grid' });
    const list = screen.getByRole('button', { name: 'List' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(grid);
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows card-shaped skeletons while loading, and an empty state with a way back to all studios', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    serve(() => new Promise((resolve) => (answer = resolve)));
    renderAt('/studios?category=photography');
    expect(screen.getAllByTestId('studio-card-skeleton').length).toBeGreaterThan(0);
    await waitFor(() => expect(studioCalls()).toHaveLength(1));
    act(() => answer({ body: { status: 'success', message: [], total: 0 } }));
    expect(await screen.findByText('No studios here yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all studios' })).toHaveAttribute('href', '/studios');
  });
});
