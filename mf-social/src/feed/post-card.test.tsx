import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@kala/shared';
import type { Post } from '@kala/shared/contracts/social';
import { currentLocation, deferred, fakeNetwork, loginAs, makeAuthor, makeUser, requests, resetSession, snackTexts } from '@kala/shared/testing';
import { renderAt } from '../test/render';

const studio = makeAuthor(1, { name: 'Aarati Shrestha', slug: 'aarati', role: 12, verifiedArtist: true });
const makePost = (overrides: Partial<Post> = {}): Post => ({
  _id: 'p1',
  id: 'p1',
  post: 'Fresh paint https://kala.test/a <b>not bold</b>',
  picture: null,
  youtube_url: null,
  author: studio,
  created: new Date(Date.now() - 3 * 3600_000).toISOString(),
  likes: [],
  comments: 0,
  lastComment: null,
  ...overrides,
});

const feedAnswer = (posts: Post[]) => ({ body: { status: 'success', message: posts, total: posts.length } });
const handler = (posts: Post[], extra: (url: string) => unknown = () => undefined) =>
  fakeNetwork((req) => {
    const own = extra(req.url);
    if (own) return own as { body: unknown };
    if (req.url === '/artists/top/all') return { body: { status: 'success', message: [studio] } };
    return feedAnswer(posts);
  });

afterEach(() => act(() => resetSession()));

describe('the feed', () => {
  it('shows a post as text with links as links, the author linked to the studio, and the end text', async () => {
    handler([makePost()]);
    renderAt('/feed');
    const card = await screen.findByTestId('post-card');
    expect(within(card).getByRole('link', { name: 'Aarati Shrestha' })).toHaveAttribute('href', '/studios/aarati');
    expect(within(card).getByRole('link', { name: 'https://kala.test/a' })).toHaveAttribute('href', 'https://kala.test/a');
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByText(/<b>not bold<\/b>/)).toBeTruthy();
    expect(await screen.findByText('No posts to show')).toBeTruthy();
    // Logged out: no form, only All Feed, and a 'login' link in place of the comment box.
    expect(screen.queryByLabelText('Write a post')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Popular' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'login' })).toBeTruthy();
  });

  it('cuts long text at 300 characters with Read More / Read Less', async () => {
    handler([makePost({ post: 'a'.repeat(280) + ' ' + 'b'.repeat(100) })]);
    renderAt('/feed');
    const more = await screen.findByRole('button', { name: 'Read More' });
    expect(screen.queryByText(/b{100}/)).toBeNull();
    await userEvent.click(more);
    expect(screen.getByText(/b{100}/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read Less' })).toBeTruthy();
  });

  it('likes at once and takes the like back when the server refuses', async () => {
    act(() => loginAs(makeUser({ _id: 'me', name: 'Me' })));
    const answer = deferred<{ status: number; body: unknown }>();
    handler([makePost()], (url) => (url === '/post/like' ? answer.promise : undefined));
    renderAt('/feed');
    const like = await screen.findByRole('button', { name: /Like/ });
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('1 like');
    await act(async () => answer.resolve({ status: 404, body: { status: 'not-found', message: MSG.postUnavailable } }));
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('0 likes');
    expect(snackTexts()).toContain(MSG.postUnavailable);
  });

  it('refuses a bad video link before sending anything', async () => {
    act(() => loginAs(makeUser({ _id: 'me' })));
    handler([]);
    renderAt('/feed');
    await userEvent.type(await screen.findByLabelText('Write a post'), 'Hello');
    await userEvent.type(screen.getByLabelText('Video link'), 'https://example.com/watch?v=12345678901');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(snackTexts()).toContain(MSG.invalidYoutubeUrl);
    // The message also stands under its field, which is marked invalid and takes the focus.
    const video = screen.getByLabelText('Video link');
    expect(video).toHaveAttribute('aria-invalid', 'true');
    expect(video).toHaveFocus();
    expect(document.getElementById(video.getAttribute('aria-describedby')!)).toHaveTextContent(MSG.invalidYoutubeUrl);
    expect(requests.filter((r) => r.url === '/post/new')).toEqual([]);
  });

  it('filters by a top studio and clears it again for Popular, in the URL', async () => {
    act(() => loginAs(makeUser({ _id: 'me' })));
    handler([makePost()]);
    renderAt('/feed');
    await userEvent.click(await screen.findByRole('button', { name: /Aarati Shrestha/ }));
    expect(currentLocation()).toBe(`/feed?studio=${studio._id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Popular' }));
    expect(currentLocation()).toBe('/feed?sort=popular');
    const last = requests.filter((r) => r.url === '/feed/posts').at(-1)!;
    expect(last.params).toMatchObject({ sort: 'popular' });
    expect(last.params).not.toHaveProperty('artistId');
  });
});
