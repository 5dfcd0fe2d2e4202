import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session, type User } from '@kala/shared';
import { enterViewport, fakeNetwork, imageSet, makeArtwork, requests, type FakeHandler } from '@kala/shared/testing';
import { categories } from '../test/fixtures';
import { makeStudio } from '../test/discovery-fixtures';
import { renderAt } from '../test/render';

const slides = [1, 2, 3].map((n) => ({
  title: `Slide title ${n}`,
  imageMain: imageSet(`banner-${n}`),
  thumbnail: imageSet(`banner-${n}-thumb`),
  linkArtist: { name: `Artist ${n}`, slug: `artist-${n}`, role: 11 },
  link: null,
}));
const works = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeArtwork(from + i));

const answers: Record<string, unknown> = {
  '/slider/home-slider': { status: 'success', slides },
  '/categories': { status: 'success', message: categories },
  '/products/getfeatured': { status: 'success', result: works(100, 8) },
  '/products/popular/c1': { status: 'success', message: works(200, 11) },
  '/products/popular/c2': { status: 'success', message: works(300, 2) },
  '/products/followed': { status: 'success', result: works(400, 2) },
  '/products/recommended': { status: 'success', result: [] },
  '/studios/recommended': { status: 'success', studios: [makeStudio(1)] },
  '/studios/tofollow': { status: 'success', result: [makeStudio(2), makeStudio(3)] },
  '/user/checkfollow': { status: 'success', message: 'none' },
};
const serve: FakeHandler = ({ url }) => (url in answers ? { body: answers[url] } : { status: 404, body: { status: 'not-found' } });

/** Pretend the window matches these media queries (the banner's 999px switch, phones, reduced motion). */
function mediaMatches(...queries: string[]) {
  window.matchMedia = (query: string) =>
    ({ matches: queries.some((q) => query.includes(q)), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
const original = window.matchMedia;

/** The rows below the fold render once they near the screen: scroll them there. */
const scrollDown = () => act(() => enterViewport());

afterEach(() => {
  session.logout();
  window.matchMedia = original;
  jest.useRealTimers();
});

describe('home', () => {
  it('shows the banner, category tiles, featured works and a popular row per main category to a visitor', async () => {
    fakeNetwork(serve);
    renderAt('/');
    const banner = await screen.findByTestId('banner');
    expect(banner).toHaveAttribute('data-mode', 'slide');
    expect(within(banner).getAllByTestId('banner-slide')).toHaveLength(3);
    // The first banner image is fetched at once; the rest wait.
    const images = within(banner).getAllByRole('img', { hidden: true });
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(within(banner).getByRole('link', { name: 'Artist 1' })).toHaveAttribute('href', '/studios/artist-1');

    const tiles = await screen.findAllByTestId('category-tile');
    expect(tiles.map((t) => t.getAttribute('href'))).toEqual(['/gallery/painting', '/gallery/photography']);
    // Each tile is hung with its category's most popular work, asked for by the tile itself.
    await waitFor(() => expect(tiles.map((t) => t.querySelector('img')?.getAttribute('alt'))).toEqual([works(200, 1)[0]!.image.alt, works(300, 1)[0]!.image.alt]));

    // Featured renders with its answer (a placeholder could not know its works' proportions); the popular
    // rows below hold their place with placeholders until the visitor scrolls near them.
    const featured = screen.getByTestId('home-featured');
    expect(await within(featured).findAllByTestId('artwork-card')).toHaveLength(8);
    const painting = await screen.findByTestId('home-popular-painting');
    expect(within(painting).queryAllByTestId('artwork-card')).toHaveLength(0);
    scrollDown();

    expect(within(painting).getByRole('heading', { name: 'Popular in Painting' })).toBeTruthy();
    expect(await within(painting).findAllByTestId('artwork-card')).toHaveLength(11);
    expect(within(painting).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/gallery/painting');
    expect(await within(await screen.findByTestId('home-popular-photography')).findAllByTestId('artwork-card')).toHaveLength(2);

    // Logged-in bands stay out for a visitor, and their calls are never made.
    expect(screen.queryByTestId('home-followed')).toBeNull();
    expect(screen.queryByTestId('home-studios')).toBeNull();
    expect(requests.some((r) => r.url === '/products/followed' || r.url.startsWith('/studios/'))).toBe(false);
  });

  it('adds the logged-in bands, and Studios to follow switches between Recommended and Trending', async () => {
    act(() => session.login('token', { _id: 'u1', name: 'Buyer', role: 21 } as User));
    fakeNetwork(serve);
    renderAt('/');
    const followed = await screen.findByTestId('home-followed');
    expect(within(followed).getByRole('heading', { name: 'From studios you follow' })).toBeTruthy();
    expect(await within(followed).findAllByTestId('artwork-card')).toHaveLength(2);
    const recommended = screen.getByTestId('home-recommended');
    expect(await within(recommended).findByText('Like a few works and we will suggest more in the same spirit.')).toBeTruthy();

    const studios = screen.getByTestId('home-studios');
    expect(await within(studios).findAllByTestId('studio-card')).toHaveLength(1);
    const trending = within(studios).getByRole('tab', { name: 'Trending' });
    expect(within(studios).getByRole('tab', { name: 'Recommended' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(trending);
    expect(trending).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(studios).getAllByTestId('studio-card')).toHaveLength(2));
    expect(requests.some((r) => r.url === '/studios/tofollow')).toBe(true);
  });

  it('below 999px fades from slide to slide every 3 seconds, and the pause button stops it', async () => {
    jest.useFakeTimers();
    mediaMatches('max-width: 999px');
    fakeNetwork(serve);
    renderAt('/');
    const banner = await screen.findByTestId('banner');
    expect(banner).toHaveAttribute('data-mode', 'fade');
    const dot = (n: number) => within(banner).getByRole('button', { name: `Show slide ${n}` });
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    act(() => jest.advanceTimersByTime(3000));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');

    act(() => within(banner).getByRole('button', { name: 'Pause the slideshow' }).click());
    act(() => jest.advanceTimersByTime(9000));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(within(banner).getByRole('button', { name: 'Play the slideshow' })).toBeTruthy();
  });

  it('stands still for visitors who prefer reduced motion', async () => {
    jest.useFakeTimers();
    mediaMatches('max-width: 999px', 'prefers-reduced-motion');
    fakeNetwork(serve);
    renderAt('/');
    const banner = await screen.findByTestId('banner');
    act(() => jest.advanceTimersByTime(9000));
    expect(within(banner).getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');
    expect(within(banner).getByRole('button', { name: 'Play the slideshow' })).toBeTruthy();
  });

  it('phones show 3 featured works with Show More / Show Less', async () => {
    mediaMatches('max-width: 481px');
    fakeNetwork(serve);
    renderAt('/');
    const featured = await screen.findByTestId('home-featured');
    scrollDown();
    expect(await within(featured).findAllByTestId('artwork-card')).toHaveLength(3);
    await userEvent.click(within(featured).getByRole('button', { name: 'Show More' }));
    expect(within(featured).getAllByTestId('artwork-card')).toHaveLength(8);
    await userEvent.click(within(featured).getByRole('button', { name: 'Show Less' }));
    expect(within(featured).getAllByTestId('artwork-card')).toHaveLength(3);
  });

  it('keeps the page standing when one band fails, with a retry there', async () => {
    fakeNetwork((request) => (request.url === '/products/getfeatured' ? { status: 500, body: { status: 'error' } } : serve(request)));
    renderAt('/');
    const featured = await screen.findByTestId('home-featured');
    scrollDown();
    expect(await within(featured).findByText("This section couldn't be loaded.")).toBeTruthy();
    expect(within(featured).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await screen.findByTestId('home-popular-painting')).toBeTruthy();
  });
});
