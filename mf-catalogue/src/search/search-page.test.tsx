import { screen, within } from '@testing-library/react';
import { fakeNetwork, makeArtwork, makeAuthor, requests } from '@kala/shared/testing';
import { renderAt } from '../test/render';

describe('search results', () => {
  it('shows the term, then artists and artworks, each linking by role', async () => {
    const studio = makeAuthor(1, { name: 'Landscape Studio', slug: 'landscape-studio', role: 11 });
    const person = makeAuthor(2, { name: 'Lands Collector', slug: 'lands-collector', role: 21 });
    const studioWork = makeArtwork(1, { slug: 'valley' });
    const userWork = makeArtwork(2, { slug: 'hills', author: { ...studioWork.author, role: 21 } });
    fakeNetwork(() => ({ body: { status: 'success', artists: [studio, person], products: [studioWork, userWork] } }));
    renderAt('/search/lands');

    expect(await screen.findByText('Showing results for')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('“lands”');
    expect(requests[0].url).toBe('/search/lands');

    const artists = await screen.findAllByTestId('search-artist');
    expect(artists.map((a) => a.getAttribute('href'))).toEqual(['/studios/landscape-studio', '/user/lands-collector']);
    expect(within(artists[0]).getByText('Landscape Studio')).toBeTruthy();
    expect(screen.getAllByTestId('artwork-card').map((a) => a.getAttribute('href'))).toEqual(['/artwork/valley', '/art/hills']);
  });

  it("says 'No results found' when there are neither artists nor artworks", async () => {
    fakeNetwork(() => ({ body: { status: 'success', artists: [], products: [] } }));
    renderAt('/search/zzz');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the gallery' })).toHaveAttribute('href', '/gallery/all');
  });

  it('searches for a term with spaces or symbols safely', async () => {
    fakeNetwork(() => ({ body: { status: 'success', artists: [], products: [] } }));
    renderAt('/search/red%20%26%20gold');
    await screen.findByText('No results found');
    expect(requests[0].url).toBe('/search/red%20%26%20gold');
  });

  it('offers a retry when the search fails', async () => {
    fakeNetwork(() => ({ status: 500, body: { status: 'error', message: 'boom' } }));
    renderAt('/search/lands');
    expect(await screen.findByText("We couldn't search just now.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
