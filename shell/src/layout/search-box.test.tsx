import { fireEvent, screen } from '@testing-library/react';
import { currentLocation, fakeNetwork, makeArtwork, makeAuthor, renderWithProviders } from '@kala/shared/testing';
import { SearchBox } from './search-box';

const answer = {
  status: 'success',
  products: [makeArtwork(1, { name: 'Green Tara, a long name that has room to show in full' }), makeArtwork(2, { name: 'Tara at dawn' })],
  artists: [makeAuthor(3, { name: 'Tara Gurung' })],
};

beforeEach(() => fakeNetwork(({ url }) => (url.startsWith('/search/') ? { body: answer } : { status: 404, body: {} })));

async function typeTara() {
  renderWithProviders(<SearchBox />);
  const box = screen.getByRole('combobox', { name: 'Search' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: 'tara' } });
  await screen.findByRole('option', { name: /Tara Gurung/ });
  return box;
}

test('the results are a listbox of options; the arrow keys move the active one, Enter opens it', async () => {
  const box = await typeTara();
  expect(box.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('listbox', { name: 'Search results' }).id).toBe(box.getAttribute('aria-controls'));
  expect(screen.getByRole('group', { name: 'Artworks' })).toBeTruthy();
  expect(screen.getByRole('option', { name: /Green Tara, a long name that has room to show in full/ })).toBeTruthy();

  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  const second = screen.getByRole('option', { name: /Tara at dawn/ });
  expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
  expect(second.getAttribute('aria-selected')).toBe('true');

  fireEvent.keyDown(box, { key: 'ArrowUp' });
  fireEvent.keyDown(box, { key: 'ArrowUp' }); // wraps to the last: the artist
  expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Tara Gurung/ }).id);
  fireEvent.submit(box.closest('form')!);
  expect(currentLocation()).toBe('/studios/studio-3');
});

test('Enter with no option chosen opens the results page; Escape closes the list and keeps the term', async () => {
  const box = await typeTara();
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(box.getAttribute('aria-expanded')).toBe('false');
  expect((box as HTMLInputElement).value).toBe('tara');
  fireEvent.submit(box.closest('form')!);
  expect(currentLocation()).toBe('/search/tara');
});
