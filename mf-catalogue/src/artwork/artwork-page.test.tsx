import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@kala/shared';
import { fakeNetwork, imageSet, makeArtwork, requests } from '@kala/shared/testing';
import { renderAt } from '../test/render';

const longText = 'A quiet valley at dawn. '.repeat(10).trim(); // 239 characters

function serveArtwork(artwork: ReturnType<typeof makeArtwork>) {
  fakeNetwork(({ url }) => (url === `/product/${artwork.slug}` ? { body: { status: 'success', message: artwork } } : { status: 404, body: { status: 'not-found', message: 'Sorry, the art is unavailable!' } }));
}

afterEach(() => act(() => void i18n.changeLanguage('en')));

describe('artwork detail', () => {
  it('shows name, upper-case price, size in inches, categories and tags', async () => {
    serveArtwork(makeArtwork(1, { name: 'Boudhanath at dusk', priceField: 'NPR 125000' }));
    renderAt('/artwork/work-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Boudhanath at dusk' })).toBeInTheDocument();
    expect(requests[0].url).toBe('/product/work-1');
    expect(screen.getByTestId('price')).toHaveTextContent('NPR 125,000');
    expect(screen.getByText('36 × 24 in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Painting' })).toHaveAttribute('href', '/gallery/painting');
    expect(screen.getByText('himalaya')).toBeInTheDocument();
  });

  it('writes Not For Sale in upper case', async () => {
    serveArtwork(makeArtwork(1, { priceField: 'Not For Sale', price: 0 }));
    renderAt('/art/work-1');
    expect(await screen.findByTestId('price')).toHaveTextContent('NOT FOR SALE');
  });

  it('cuts the description at 150 characters and toggles Read More / Show Less', async () => {
    serveArtwork(makeArtwork(1, { description: longText }));
    renderAt('/artwork/work-1');
    const more = await screen.findByRole('button', { name: 'Read More' });
    expect(screen.getByText(/A quiet valley/)).toHaveTextContent(`${longText.slice(0, 150).trimEnd()}…`);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getByText(/A quiet valley/).textContent).toContain(longText);
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getByRole('button', { name: 'Read More' })).toBeInTheDocument();
  });

  it('shows a short description whole, with no toggle', async () => {
    serveArtwork(makeArtwork(1, { description: 'Oil on canvas.' }));
    renderAt('/artwork/work-1');
    expect(await screen.findByText('Oil on canvas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read More' })).toBeNull();
  });

  it('links the artist to their studio, or a user to their profile', async () => {
    const work = makeArtwork(1);
    serveArtwork(work);
    const { unmount } = renderAt('/artwork/work-1');
    expect(await screen.findByRole('link', { name: 'Sita Shrestha' })).toHaveAttribute('href', '/studios/sita-shrestha');
    unmount();
    serveArtwork({ ...work, author: { ...work.author, role: 21, slug: 'ram' } });
    renderAt('/art/work-1');
    expect(await screen.findByRole('link', { name: 'Sita Shrestha' })).toHaveAttribute('href', '/user/ram');
  });

  it("says 'Sorry, the art is unavailable!' for a missing artwork, in the visitor's language", async () => {
    serveArtwork(makeArtwork(1));
    renderAt('/artwork/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, the art is unavailable!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the gallery' })).toHaveAttribute('href', '/gallery/all');
    await act(() => i18n.changeLanguage('ne'));
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Sorry, the art is unavailable!');
  });

  it('shows the main image then the extra ones, with dots and arrow keys', async () => {
    serveArtwork(makeArtwork(1, { image: imageSet('main'), images: [imageSet('main'), imageSet('side'), imageSet('back')] }));
    renderAt('/artwork/work-1');
    const carousel = await screen.findByRole('region', { name: 'Images of Work number 1' });
    const slides = within(carousel).getAllByTestId('slide');
    expect(slides.map((s) => s.querySelector('img')?.getAttribute('alt'))).toEqual(['main alt', 'side alt', 'back alt']);
    const dots = within(carousel).getAllByRole('button', { name: /^Image \d of 3$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(dots[2]);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
  });

  it('shows a single image with no dots', async () => {
    serveArtwork(makeArtwork(1));
    renderAt('/artwork/work-1');
    const carousel = await screen.findByRole('region', { name: 'Images of Work number 1' });
    expect(within(carousel).queryAllByRole('button')).toHaveLength(0);
  });
});
