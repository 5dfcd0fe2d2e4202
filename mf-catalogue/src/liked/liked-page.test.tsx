import { act, screen } from '@testing-library/react';
import { session, type User } from '@kala/shared';
import { fakeNetwork, makeArtwork, makeAuthor, requests } from '@kala/shared/testing';
import { renderAt } from '../test/render';

const owner = { ...makeAuthor(1, { name: 'Maya Gurung', slug: 'maya', role: 21 }), cover: 'maya-cover.jpg' };

beforeEach(() => act(() => session.login('token', { _id: 'u1', name: 'Maya Gurung', slug: 'maya', role: 21 } as User)));
afterEach(() => session.logout());

describe('liked artworks', () => {
  it('shows whose likes they are and links every liked work to its page', async () => {
    const works = [makeArtwork(1, { slug: 'valley' }), makeArtwork(2, { slug: 'hills', author: { ...makeArtwork(2).author, role: 21 } })];
    fakeNetwork(() => ({ body: { status: 'success', message: { user: owner, liked_artworks: works } } }));
    renderAt('/maya/likedArt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Gurung' })).toBeTruthy();
    expect(requests[0].url).toBe('/artworks/liked/maya');
    expect(screen.getAllByTestId('liked-artwork').map((a) => a.getAttribute('href'))).toEqual(['/artwork/valley', '/art/hills']);
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/user/maya');
    // Every work keeps its own proportions: the image box is reserved from its size.
    expect(screen.getAllByRole('img', { name: 'work-1 alt' })[0]).toHaveAttribute('width', '600');
  });

  it('serves the studio variant of the route too', async () => {
    fakeNetwork(() => ({ body: { status: 'success', message: { user: { ...owner, role: 11 }, liked_artworks: [] } } }));
    renderAt('/studio/maya/likedArt');
    await screen.findByRole('heading', { level: 1, name: 'Maya Gurung' });
    expect(requests[0].url).toBe('/artworks/liked/maya');
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/studios/maya');
  });

  it("says someone else's likes are theirs alone, with a way to the gallery and nothing to retry", async () => {
    fakeNetwork(() => ({ status: 403, body: { status: 'error', message: 'Liked artworks are shown only to the person who liked them', code: 'common.likedOwnerOnly' } }));
    renderAt('/asha/likedArt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Liked artworks are shown only to the person who liked them' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the gallery' })).toHaveAttribute('href', '/gallery/all');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("says so when nothing is liked yet, with a way to the gallery", async () => {
    fakeNetwork(() => ({ body: { status: 'success', message: { user: owner, liked_artworks: [] } } }));
    renderAt('/maya/likedArt');
    expect(await screen.findByText("You haven't liked any artworks yet!")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the gallery' })).toHaveAttribute('href', '/gallery/all');
  });

  it('shows the cover picture when there is one, and a short tinted band instead of an empty frame when not', async () => {
    fakeNetwork(() => ({ body: { status: 'success', message: { user: owner, liked_artworks: [] } } }));
    const { unmount } = renderAt('/maya/likedArt');
    expect(await screen.findByTestId('liked-cover')).toBeTruthy();
    expect(screen.queryByTestId('liked-band')).toBeNull();
    unmount();

    fakeNetwork(() => ({ body: { status: 'success', message: { user: { ...owner, cover: undefined }, liked_artworks: [] } } }));
    renderAt('/maya/likedArt');
    expect(await screen.findByTestId('liked-band')).toBeTruthy();
    expect(screen.queryByTestId('liked-cover')).toBeNull();
  });

  it('shows a skeleton while loading', () => {
    fakeNetwork(() => new Promise(() => {}));
    renderAt('/maya/likedArt');
    expect(screen.getByTestId('liked-skeleton')).toBeTruthy();
  });
});
