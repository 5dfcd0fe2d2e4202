import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, cartStore, i18n, sessionStore, type Comment } from '@kala/shared';
import { deferred, enterViewport, fakeNetwork, loginAs, makeArtwork, makeUser, requests, resetSession, snackTexts, type FakeReply } from '@kala/shared/testing';
import { renderAt } from '../test/render';

const comment = (n: number): Comment => ({
  _id: `c${n}`,
  comment: `Comment number ${n}`,
  author: { _id: `p${n}`, name: `Person ${n}`, slug: `person-${n}`, role: 21, picture: null, verifiedArtist: false },
  created: '2026-02-01T10:00:00.000Z',
  product: 'id-1',
});

type Routes = Record<string, (url: string) => FakeReply | Promise<FakeReply>>;

/** The artwork page's calls with sensible answers; `routes` overrides any of them by url prefix. */
function serve(artwork = makeArtwork(1), routes: Routes = {}) {
  fakeNetwork(({ url }) => {
    const override = Object.keys(routes).find((prefix) => url.startsWith(prefix));
    if (override) return routes[override](url);
    if (url === `/product/${artwork.slug}`) return { body: { status: 'success', message: artwork } };
    if (url === `/product/${artwork.slug}/view`) return { body: { status: 'success', views: 1 } };
    if (url.startsWith('/v2/artwork/comments/')) return { body: { status: 'success', message: [], total: 0 } };
    if (url.startsWith('/products/similar/')) return { body: { status: 'success', message: [], total: 0 } };
    if (url === '/user/checkfollow') return { body: { status: 'success', message: 'none' } };
    return { status: 404, body: { status: 'not-found', message: 'Not found' } };
  });
}

const location = () => screen.getByTestId('location').textContent;

afterEach(resetSession);

describe('like', () => {
  it('fills the heart at once, before the server answers, and keeps it when the server agrees', async () => {
    const answer = deferred<FakeReply>();
    serve(makeArtwork(1, { likes: ['someone'] }), { '/like/product/': () => answer.promise });
    loginAs(makeUser());
    renderAt('/artwork/work-1');
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('like-count')).toHaveTextContent('1');

    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('2');
    expect(requests.find((r) => r.url === '/like/product/id-1')?.method).toBe('POST');

    await act(async () => answer.resolve({ body: { status: 'success', liked: true, likes: 2 } }));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('2');
  });

  it('puts the like back when the call fails', async () => {
    const answer = deferred<FakeReply>();
    serve(makeArtwork(1, { likes: ['u1', 'someone'] }), { '/like/product/': () => answer.promise });
    loginAs(makeUser());
    renderAt('/artwork/work-1');
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('like-count')).toHaveTextContent('1');

    await act(async () => answer.resolve({ status: 500, body: { status: 'error', message: 'Something went wrong' } }));
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('like-count')).toHaveTextContent('2');
    expect(snackTexts()).toContain(MSG.somethingWrong);
  });

  it('sends a logged-out visitor to /login, remembering this page', async () => {
    serve();
    renderAt('/artwork/work-1?from=gallery');
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(location()).toBe('/login');
    expect(snackTexts()).toContain(MSG.likeLoginFirst);
    expect(sessionStore.get().returnTo).toBe('/artwork/work-1?from=gallery');
    expect(requests.some((r) => r.url.startsWith('/like/'))).toBe(false);
  });
});

describe('comments', () => {
  const all = [1, 2, 3, 4, 5].map(comment);
  const comments = (url: string): FakeReply => {
    const count = Number(url.split('/').pop());
    return { body: { status: 'success', message: count === 0 ? all : all.slice(0, count), total: all.length } };
  };

  it('shows the 2 newest; View All Comments (n) shows them all and Show Less goes back', async () => {
    serve(makeArtwork(1), { '/v2/artwork/comments/': comments });
    renderAt('/artwork/work-1');
    const section = await screen.findByTestId('comments');
    await waitFor(() => expect(within(section).getAllByTestId('comment')).toHaveLength(2));
    expect(requests.some((r) => r.url === '/v2/artwork/comments/id-1/2')).toBe(true);
    expect(within(section).getByText('Comment number 1')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'View All Comments (5)' }));
    await waitFor(() => expect(within(section).getAllByTestId('comment')).toHaveLength(5));
    expect(requests.some((r) => r.url === '/v2/artwork/comments/id-1/0')).toBe(true);

    await userEvent.click(within(section).getByRole('button', { name: 'Show Less' }));
    expect(within(section).getAllByTestId('comment')).toHaveLength(2);
    expect(within(section).getByRole('button', { name: 'View All Comments (5)' })).toBeInTheDocument();
  });

  it("offers a logged-out visitor 'Write a comment', a link to log in that comes back here", async () => {
    serve(makeArtwork(1), { '/v2/artwork/comments/': comments });
    renderAt('/art/work-1');
    const link = await screen.findByRole('link', { name: 'Write a comment' });
    expect(link).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).toBeNull();
    await userEvent.click(link);
    expect(location()).toBe('/login');
    expect(sessionStore.get().returnTo).toBe('/art/work-1');
  });

  it('shows a new comment at once, then reloads the list', async () => {
    const posted = deferred<FakeReply>();
    serve(makeArtwork(1), { '/v2/artwork/comments/': comments, '/v2/artwork/comment/new': () => posted.promise });
    loginAs(makeUser());
    renderAt('/artwork/work-1');
    const section = await screen.findByTestId('comments');
    await waitFor(() => expect(within(section).getAllByTestId('comment')).toHaveLength(2));
    const loadsBefore = requests.filter((r) => r.url.startsWith('/v2/artwork/comments/')).length;

    await userEvent.type(within(section).getByRole('textbox', { name: 'Your comment' }), 'What a sky!');
    await userEvent.click(within(section).getByRole('button', { name: 'Post' }));
    const items = within(section).getAllByTestId('comment');
    expect(items[0]).toHaveTextContent('What a sky!');
    expect(items[0]).toHaveTextContent('Asha Buyer');
    expect(within(section).getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
    expect(requests.find((r) => r.url === '/v2/artwork/comment/new')).toMatchObject({ method: 'POST', data: JSON.stringify({ comment: 'What a sky!', product: 'id-1' }) });

    await act(async () => posted.resolve({ body: { status: 'success', message: { ...comment(6), comment: 'What a sky!' } } }));
    await waitFor(() => expect(requests.filter((r) => r.url.startsWith('/v2/artwork/comments/')).length).toBeGreaterThan(loadsBefore));
  });
});

describe('purchase panel', () => {
  it('offers Buy and Add to cart for a work in store', async () => {
    serve(makeArtwork(1, { inStore: true }));
    loginAs(makeUser());
    renderAt('/artwork/work-1');
    expect(await screen.findByRole('button', { name: 'Buy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('hides Buy from the author', async () => {
    serve(makeArtwork(1));
    loginAs(makeUser({ _id: 'a1', role: 11, slug: 'sita-shrestha' }));
    renderAt('/artwork/work-1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    // The author gets Edit instead of Follow.
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/artwork/work-1/edit');
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('hides Buy for a work not in store', async () => {
    serve(makeArtwork(1, { inStore: false, price: 0, priceField: 'Not For Sale' }));
    renderAt('/artwork/work-1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
  });

  it('asks a logged-out buyer to log in first and comes back here', async () => {
    serve();
    renderAt('/artwork/work-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    expect(snackTexts()).toContain(MSG.buyLoginFirst);
    expect(location()).toBe('/login');
    expect(sessionStore.get().returnTo).toBe('/artwork/work-1');
    expect(cartStore.get()).toEqual([]);
  });

  it('adds to the server cart too for a logged-in user, then offers Continue and Go To Cart', async () => {
    const line = { product_id: { id: 'id-1', _id: 'id-1', slug: 'work-1', name: 'Work number 1', image: 'work-1-t.jpg', priceField: 'NPR 25000', price: 25000, author: { name: 'Sita Shrestha', slug: 'sita-shrestha', role: 11 } }, quantity: 2 };
    serve(makeArtwork(1), { '/cart/addItem': () => ({ body: { status: 'success', data: { products: [line] } } }) });
    loginAs(makeUser());
    renderAt('/artwork/work-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Artwork has been added to cart' });
    expect(requests.find((r) => r.url === '/cart/addItem')).toMatchObject({ method: 'POST', data: JSON.stringify({ product_id: 'id-1', quantity: 1 }) });
    // The server's answer is the cart now (it had one already: quantity 2).
    expect(cartStore.get()).toEqual([{ product: 'id-1', qty: 2, price: 25000, name: 'Work number 1', image: 'work-1-t.jpg', author: 'Sita Shrestha' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go To Cart' }));
    expect(location()).toBe('/cart');
  });

  it('keeps a logged-out visitor’s cart in the cookie store only; Continue stays on the page', async () => {
    serve();
    renderAt('/artwork/work-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Artwork has been added to cart' });
    expect(cartStore.get()).toEqual([{ product: 'id-1', qty: 1, price: 25000, name: 'Work number 1', image: 'work-1-t.jpg', author: 'Sita Shrestha' }]);
    expect(requests.some((r) => r.url.startsWith('/cart'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/artwork/work-1');
  });

  it('says so and leaves the cart as it was when the server cart fails', async () => {
    serve(makeArtwork(1), { '/cart/addItem': () => ({ status: 500, body: { status: 'error', message: 'boom' } }) });
    loginAs(makeUser());
    renderAt('/artwork/work-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(snackTexts()).toContain(MSG.cartAddFailed));
    expect(cartStore.get()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Buy adds to the cart and goes to /cart', async () => {
    serve(makeArtwork(1), { '/cart/addItem': () => ({ body: { status: 'success', data: { products: [] } } }) });
    loginAs(makeUser());
    renderAt('/artwork/work-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(requests.some((r) => r.url === '/cart/addItem')).toBe(true);
  });
});

describe('artist card, view counter and similar works', () => {
  it('shows the artist with Follow and a profile link', async () => {
    serve();
    renderAt('/artwork/work-1');
    const card = await screen.findByTestId('artist-card');
    expect(within(card).getByRole('heading', { name: /Sita Shrestha/ })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Verified artist' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: "Sita Shrestha's profile" })).toHaveAttribute('href', '/studios/sita-shrestha');
    expect(within(card).queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('counts one view per page view', async () => {
    serve();
    renderAt('/artwork/work-1');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(requests.filter((r) => r.url === '/product/work-1/view')).toHaveLength(1));
    expect(requests.find((r) => r.url === '/product/work-1/view')?.method).toBe('POST');
    // Re-renders (a language switch, a like) are not new page views.
    await act(() => i18n.changeLanguage('zh'));
    await act(() => i18n.changeLanguage('en'));
    expect(requests.filter((r) => r.url === '/product/work-1/view')).toHaveLength(1);
  });

  it('lists similar works and loads more near the end', async () => {
    const page = (skip: number) => ({ body: { status: 'success', message: Array.from({ length: skip === 0 ? 12 : 3 }, (_, i) => makeArtwork(10 + skip + i)), total: 15 } });
    serve(makeArtwork(1), { '/products/similar/': () => page(Number(requests.at(-1)?.params.skip ?? 0)) });
    renderAt('/artwork/work-1');
    const section = await screen.findByTestId('similar-artworks');
    await waitFor(() => expect(within(section).getAllByTestId('similar-card')).toHaveLength(12));
    expect(within(section).getByRole('heading', { name: 'Similar Artworks' })).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/products/similar/work-1')?.params).toEqual({ skip: 0, limit: 12 });
    expect(within(section).getAllByTestId('similar-card')[0]).toHaveAttribute('href', '/artwork/work-10');
    act(() => enterViewport());
    await waitFor(() => expect(within(section).getAllByTestId('similar-card')).toHaveLength(15));
    expect(screen.queryByTestId('similar-sentinel')).toBeNull();
  });
});
