import { act, screen, within } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { makeArtwork, renderWithProviders } from '../testing';
import { ArtworkGrid } from './artwork-grid';

afterEach(() => act(() => void i18n.changeLanguage('en')));

test('a card links by the author role, cuts the name at 20 for the eye and shows the grouped price', () => {
  const studioWork = makeArtwork(1, { name: 'Sunrise over Machapuchare', slug: 'sunrise at dawn' });
  const userWork = makeArtwork(2, { slug: 'mine', priceField: 'Not For Sale', price: 0, author: { ...studioWork.author, role: 21 } });
  renderWithProviders(<ArtworkGrid artworks={[studioWork, userWork]} />);
  const [first, second] = screen.getAllByTestId('artwork-card');
  expect(first.getAttribute('href')).toBe('/artwork/sunrise%20at%20dawn');
  expect(second.getAttribute('href')).toBe('/art/mine');
  expect(within(first).getByText('Sunrise over Machapu…').getAttribute('aria-hidden')).toBe('true');
  expect(within(first).getByText('Sunrise over Machapuchare')).toBeTruthy();
  expect(within(first).getByText('by Sita Shrestha')).toBeTruthy();
  expect(within(first).getByText('NPR 25,000')).toBeTruthy();
  expect(within(second).getByText('Not For Sale')).toBeTruthy();
});

test('the first row loads eagerly, and skeleton cards follow the works while more load', () => {
  renderWithProviders(<ArtworkGrid artworks={[1, 2, 3].map((n) => makeArtwork(n))} eager={2} skeletons={4} />);
  const images = screen.getAllByRole('img');
  expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
  expect(screen.getAllByTestId('artwork-card-skeleton')).toHaveLength(4);
});

test('masonry keeps each work in its own proportions, its box reserved from the image size', () => {
  renderWithProviders(<ArtworkGrid artworks={[makeArtwork(1)]} layout="masonry" cardTestId="liked" />);
  const image = within(screen.getByTestId('liked')).getByRole('img');
  expect(image.getAttribute('width')).toBe('600');
  expect(image.style.aspectRatio).toBe('600 / 450');
});

test("'Not For Sale' and the byline follow the visitor's language", async () => {
  await act(() => i18n.changeLanguage('ne'));
  renderWithProviders(<ArtworkGrid artworks={[makeArtwork(1, { priceField: 'Not For Sale', price: 0 })]} />);
  const card = screen.getByTestId('artwork-card');
  expect(within(card).queryByText('Not For Sale')).toBeNull();
  expect(within(card).getByText('Sita Shrestha द्वारा')).toBeTruthy();
});
