import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@kala/shared';
import type { Post } from '@kala/shared/contracts/social';
import { currentLocation, deferred, fakeNetwork, loginAs, makeAuthor, makeUser, renderWithProviders, requests, resetSession, snackTexts } from '@kala/shared/testing';
import { SocialRoutes } from '../app/social-routes';
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

/** The browser's Back. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

/**
 * A server that remembers likes (a toggle, as /post/like is), hides and edits, and /feed, with the app's
 * freshness (a minute): Back to the feed shows the cache and asks nothing.
 */
function feedServer(start: Post[]) {
  let posts = start;
  const hidden = new Set<string>();
  const change = (id: string, edit: (post: Post) => Post) => (posts = posts.map((p) => (p._id === id ? edit(p) : p)));
  fakeNetwork((req) => {
    const id = req.url.split('/').at(-1)!;
    if (req.url === '/artists/top/all') return { body: { status: 'success', message: [studio] } };
    if (req.url === '/post/like') {
      const post = (JSON.parse(String(req.data)) as { post: string }).post;
      const liked = !posts.find((p) => p._id === post)!.likes.includes('me');
      change(post, (p) => ({ ...p, likes: liked ? [...p.likes, 'me'] : p.likes.filter((u) => u !== 'me') }));
      return { body: { status: 'success', liked, likes: liked ? 1 : 0 } };
    }
    if (req.url.startsWith('/post/hide/')) {
      if (!hidden.delete(id)) hidden.add(id);
      return { body: { status: 'success', hidden: hidden.has(id) } };
    }
    if (req.url.startsWith('/post/update/')) {
      change(id, (p) => ({ ...p, post: (req.data as FormData).get('post') as string }));
      return { body: { status: 'success', post: posts.find((p) => p._id === id) } };
    }
    if (req.url.startsWith('/feed/post/')) return { body: { status: 'success', message: posts.find((p) => p._id === id) } };
    if (req.url.startsWith('/v2/post/comments/')) return { body: { status: 'success', message: [], total: 0 } };
    return feedAnswer(posts.filter((p) => !hidden.has(p._id)));
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  renderWithProviders(
    <>
      <SocialRoutes />
      <BackButton />
    </>,
    { url: '/feed', queryClient },
  );
}

const cardOf = async (text: RegExp) => (await screen.findAllByTestId('post-card')).find((card) => text.test(card.textContent ?? ''))!;
/** Opens the post's own page by its time link, then goes Back to the feed. */
async function openAndBack(card: HTMLElement, id: string) {
  await userEvent.click(within(card).getAllByRole('link').find((a) => a.getAttribute('href') === `/feed/${id}`)!);
  // The page's chunk loads in a transition: the URL changes once it is in.
  await waitFor(() => expect(currentLocation()).toBe(`/feed/${id}`));
  await screen.findByTestId('post-card');
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(currentLocation()).toBe('/feed'));
}

describe('a post after its page and Back (the feed from its cache)', () => {
  const other = makeAuthor(2, { name: 'Bikash', slug: 'bikash' });
  const first = makePost({ post: 'First post' });
  const second = makePost({ _id: 'p2', id: 'p2', post: 'Second post', author: other });

  it('is still liked, and a second click unlikes it', async () => {
    act(() => loginAs(makeUser({ _id: 'me', name: 'Me' })));
    feedServer([first]);
    await userEvent.click(within(await cardOf(/First post/)).getByRole('button', { name: /Like/ }));
    await openAndBack(await cardOf(/First post/), 'p1');
    const like = within(await cardOf(/First post/)).getByRole('button', { name: /Like/ });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('1 like');
    await userEvent.click(like);
    expect(within(await cardOf(/First post/)).getByRole('button', { name: /Like/ })).toHaveAttribute('aria-pressed', 'false');
    expect(within(await cardOf(/First post/)).getByRole('button', { name: /Like/ })).toHaveTextContent('0 likes');
    expect(requests.filter((r) => r.url === '/post/like')).toHaveLength(2);
  });

  it('is still hidden', async () => {
    act(() => loginAs(makeUser({ _id: 'me', name: 'Me' })));
    feedServer([first, second]);
    await userEvent.click(within(await cardOf(/Second post/)).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('The post has been hidden')).toBeTruthy();
    await openAndBack(await cardOf(/First post/), 'p1');
    await cardOf(/First post/);
    expect(screen.getByText('The post has been hidden')).toBeTruthy();
    expect(screen.queryByText('Second post')).toBeNull();
  });

  it('shows the edit once saved, and after Back', async () => {
    act(() => loginAs(makeUser({ _id: studio._id, name: studio.name })));
    feedServer([first]);
    await userEvent.click(within(await cardOf(/First post/)).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const text = within(dialog).getByLabelText('Write a post');
    await userEvent.clear(text);
    await userEvent.type(text, 'Edited post');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await cardOf(/Edited post/)).toBeTruthy();
    await openAndBack(await cardOf(/Edited post/), 'p1');
    expect(await cardOf(/Edited post/)).toBeTruthy();
    expect(screen.queryByText(/First post/)).toBeNull();
  });
});
