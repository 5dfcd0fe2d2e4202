import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, session, type User } from '@kala/shared';
import { enterViewport, fakeNetwork, makeArtwork, requests } from '@kala/shared/testing';
import { categories, listingPage } from '../test/fixtures';
import { renderAt } from '../test/render';
import { PRICE_COMMIT_DELAY_MS } from './price-range';
import { PRICE_POSITIONS, positionOf } from './price-scale';

const listingCalls = () => requests.filter((r) => r.url.includes('/products/category/') || r.url.startsWith('/store/')).map(({ url, params }) => ({ url, params }));

function serve(listing: (params: Record<string, unknown>, url: string) => unknown) {
  fakeNetwork(({ url, params }) => (url === '/categories' ? { body: { status: 'success', message: categories } } : { body: listing(params, url) }));
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => session.logout());

describe('gallery', () => {
  it('asks the server for the sort and price in the URL, first page of 15', async () => {
    serve(() => listingPage(1, 3, 3));
    renderAt('/gallery/painting?sort=pricehigh&price=0,50000');
    expect(await screen.findAllByTestId('artwork-card')).toHaveLength(3);
    expect(listingCalls()[0]).toEqual({ url: '/v2/products/category/painting', params: { orderby: 'pricehigh', price: '0,50000', skip: 0, limit: 15 } });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'pricehigh');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuetext', 'NPR 50,000');
    expect(screen.getByRole('textbox', { name: 'Max (NPR)' })).toHaveValue('50000');
  });

  it('sends no price and the default sort for a plain link', async () => {
    serve(() => listingPage(1, 2, 2));
    renderAt('/gallery/all');
    await screen.findAllByTestId('artwork-card');
    expect(listingCalls()[0].params).toEqual({ orderby: 'new', price: undefined, skip: 0, limit: 15 });
  });

  it('shows only All and the main categories, the current one marked', async () => {
    serve(() => listingPage(1, 1, 1));
    renderAt('/gallery/painting?sort=pricelow');
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    await within(nav).findByRole('link', { name: 'Photography' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['All', 'Painting', 'Photography']);
    expect(within(nav).getByRole('link', { name: 'Painting' })).toHaveAttribute('aria-current', 'page');
    // Switching category keeps the visitor's sort.
    expect(within(nav).getByRole('link', { name: 'Photography' })).toHaveAttribute('href', '/gallery/photography?sort=pricelow');
  });

  it("names the categories in the visitor's language, by slug, and keeps the server's name for an unknown one", async () => {
    const withUnknown = [...categories, { _id: 'c9', name: 'Textile', slug: 'textile', parent: null }];
    fakeNetwork(({ url }) => (url === '/categories' ? { body: { status: 'success', message: withUnknown } } : { body: listingPage(1, 1, 1) }));
    await act(() => i18n.changeLanguage('ne'));
    try {
      renderAt('/gallery/watercolour');
      const nav = await screen.findByRole('navigation', { name: 'विधाहरू' });
      await within(nav).findByRole('link', { name: 'फोटोग्राफी' });
      expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['सबै', 'चित्रकला', 'फोटोग्राफी', 'Textile']);
      // URLs stay by slug.
      expect(within(nav).getByRole('link', { name: 'चित्रकला' })).toHaveAttribute('href', '/gallery/painting');
      // The sub-category the visitor is in: under the title and on the phones' Categories button.
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent).toMatch(/^जलरङ/));
      expect(within(screen.getByTestId('gallery-mobile-bar')).getByText('जलरङ')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('hides Recommended from logged-out visitors and offers it once logged in', async () => {
    serve(() => listingPage(1, 1, 1));
    renderAt('/gallery/all?sort=recommended');
    const select = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(within(select).queryByRole('option', { name: 'Recommended for you' })).toBeNull();
    expect(select).toHaveProperty('value', 'new');
    await waitFor(() => expect(listingCalls()[0]?.params.orderby).toBe('new'));

    act(() => session.login('token', { _id: 'u1', name: 'Buyer', role: 21 } as User));
    expect(await within(select).findByRole('option', { name: 'Recommended for you' })).toBeTruthy();
    await waitFor(() => expect(listingCalls().at(-1)?.params.orderby).toBe('recommended'));
  });

  it('puts a new sort in the URL and asks again', async () => {
    serve(() => listingPage(1, 1, 1));
    renderAt('/gallery/all');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'pricelow');
    expect(location()).toBe('/gallery/all?sort=pricelow');
    await waitFor(() => expect(listingCalls().at(-1)?.params.orderby).toBe('pricelow'));
  });

  it('puts the price range in the URL once the thumb rests', async () => {
    serve(() => listingPage(1, 1, 1));
    renderAt('/gallery/all?sort=pricehigh');
    const max = await screen.findByRole('slider', { name: 'Maximum price' });
    expect(max).toHaveAttribute('max', String(PRICE_POSITIONS));
    expect(max).toHaveAttribute('aria-valuetext', 'NPR 5,000,000+');
    fireEvent.change(max, { target: { value: String(positionOf(120_000)) } });
    expect(screen.getByText('NPR 0 – NPR 120,000')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/gallery/all?sort=pricehigh&price=0%2C120000'), { timeout: PRICE_COMMIT_DELAY_MS + 1000 });
    await waitFor(() => expect(listingCalls().at(-1)?.params.price).toBe('0,120000'));
  });

  it('filters by typed prices on Enter, and says what is wrong with a typed price instead of sending it', async () => {
    serve(() => listingPage(1, 1, 1));
    const user = userEvent.setup();
    renderAt('/gallery/all');
    const min = await screen.findByRole('textbox', { name: 'Min (NPR)' });
    const max = screen.getByRole('textbox', { name: 'Max (NPR)' });
    await user.type(min, '20,000');
    await user.type(max, '75000{Enter}');
    await waitFor(() => expect(location()).toBe('/gallery/all?price=20000%2C75000'));
    await waitFor(() => expect(listingCalls().at(-1)?.params.price).toBe('20000,75000'));
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuetext', 'NPR 20,000');

    const calls = listingCalls().length;
    await user.clear(min);
    await user.type(min, '90000{Enter}');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(min.getAttribute('aria-describedby')!)).toHaveTextContent('The minimum is above the maximum');
    await user.clear(max);
    await user.type(max, '9000000{Enter}');
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(max.getAttribute('aria-describedby')!)).toHaveTextContent('Enter a whole number from 0 to 5,000,000');
    expect(location()).toBe('/gallery/all?price=20000%2C75000');
    expect(listingCalls()).toHaveLength(calls);
  });

  it("shows typed prices in the page's digits and takes Devanagari or Latin digits typed: Nepali", async () => {
    serve(() => listingPage(1, 1, 1));
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('ne'));
    try {
      renderAt('/gallery/all?price=0,50000');
      const min = await screen.findByTestId('price-min');
      const max = screen.getByTestId('price-max');
      expect(max).toHaveValue('५००००');
      expect(min).toHaveAttribute('placeholder', '०');
      // Typed in Devanagari (with the lakh comma), or in Latin digits: both filter.
      await user.type(min, '५,०००{Enter}');
      await waitFor(() => expect(location()).toBe('/gallery/all?price=5000%2C50000'));
      await user.clear(max);
      await user.type(max, '60000{Enter}');
      await waitFor(() => expect(location()).toBe('/gallery/all?price=5000%2C60000'));
      // The slider moves the typed figures, in Devanagari.
      fireEvent.change(screen.getAllByRole('slider')[1]!, { target: { value: String(positionOf(120_000)) } });
      expect(max).toHaveValue('१२००००');
      await user.clear(max);
      await user.type(max, '९०,००,०००{Enter}');
      expect(document.getElementById(max.getAttribute('aria-describedby')!)).toHaveTextContent('० देखि ५०,००,००० सम्मको पूर्ण सङ्ख्या हाल्नुहोस्');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says a category does not exist and links to all works, instead of "0 works" under a blank name', async () => {
    serve(() => listingPage(1, 0, 0));
    renderAt('/gallery/no-such-thing');
    expect(await screen.findByRole('heading', { name: 'There is no category “no-such-thing”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all artworks' })).toHaveAttribute('href', '/gallery/all');
    expect(screen.queryByText(/0 works/)).toBeNull();
  });

  it('loads the next 15 when the sentinel nears the screen, and says when all are shown', async () => {
    serve((params) => listingPage(Number(params.skip) + 1, Number(params.skip) === 0 ? 15 : 5, 20));
    renderAt('/gallery/all');
    expect(await screen.findAllByTestId('artwork-card')).toHaveLength(15);
    act(() => enterViewport());
    await waitFor(() => expect(screen.getAllByTestId('artwork-card')).toHaveLength(20));
    expect(listingCalls()[1].params).toMatchObject({ skip: 15, limit: 15 });
    expect(screen.getByText("That's all 20 works here.")).toBeTruthy();
    expect(screen.queryByTestId('scroll-sentinel')).toBeNull();
  });

  it('shows skeleton cards while the first page loads', async () => {
    serve(() => new Promise(() => {}));
    renderAt('/gallery/all');
    expect(screen.getAllByTestId('artwork-card-skeleton')).toHaveLength(15);
  });

  it('shows an empty state with a way out of the filters', async () => {
    serve(() => ({ status: 'success', message: [], total: 0 }));
    renderAt('/gallery/painting?price=0,500');
    expect(await screen.findByText('No artworks match these filters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/gallery/painting');
    expect(await screen.findByRole('link', { name: 'See all artworks' })).toHaveAttribute('href', '/gallery/all');
  });

  it('cards cut the name at 20 characters and link by the author role', async () => {
    const studioWork = makeArtwork(1, { name: 'Sunrise over Machapuchare', slug: 'sunrise' });
    const userWork = makeArtwork(2, { slug: 'mine', priceField: 'Not For Sale', price: 0, author: { ...studioWork.author, role: 21 } });
    serve(() => ({ status: 'success', message: [studioWork, userWork], total: 2 }));
    renderAt('/gallery/all');
    const [first, second] = await screen.findAllByTestId('artwork-card');
    expect(first).toHaveAttribute('href', '/artwork/sunrise');
    expect(second).toHaveAttribute('href', '/art/mine');
    expect(within(first).getByText('Sunrise over Machapu…')).toBeTruthy();
    expect(within(first).getByText('NPR 25,000')).toBeTruthy();
    expect(within(second).getByText('Not For Sale')).toBeTruthy();
  });

  it('store pages ask the store listing', async () => {
    serve(() => listingPage(1, 1, 1));
    renderAt('/store/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Store' })).toBeTruthy();
    await waitFor(() => expect(listingCalls()[0]?.url).toBe('/store/all'));
  });

  it('offers a retry when the listing fails', async () => {
    let fail = true;
    fakeNetwork(({ url }) =>
      url === '/categories' ? { body: { status: 'success', message: [] } } : fail ? { status: 500, body: { status: 'error', message: 'boom' } } : { body: listingPage(1, 2, 2) },
    );
    renderAt('/gallery/all');
    expect(await screen.findByText("We couldn't load the artworks.")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('artwork-card')).toHaveLength(2);
  });
});
