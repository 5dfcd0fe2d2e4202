import { api, sessionStore, UPLOAD_TIMEOUT_MS } from '@kala/shared';
import { createPost, updatePost } from './feed-api';

type Sent = Parameters<typeof api.defaults.transport>[0];
const sent: Sent[] = [];
const transport = api.defaults.transport;

beforeEach(() => {
  sent.length = 0;
  sessionStore.set({ token: 'tok', user: null, refreshing: false, returnTo: null });
  api.defaults.transport = async (request) => {
    sent.push(request);
    return { status: 200, body: { status: 'success', post: { _id: 'p1' } } };
  };
});
afterEach(() => {
  api.defaults.transport = transport;
});

describe('posts with a picture are uploads', () => {
  const picture = new File(['x'], 'x.jpg', { type: 'image/jpeg' });

  it('a new or edited post with a picture waits as long as an artwork upload; a text post keeps the usual timeout', async () => {
    await createPost({ post: 'Hello', picture });
    await updatePost('p1', { post: 'Hello', picture });
    await createPost({ post: 'Hello' });
    expect(UPLOAD_TIMEOUT_MS).toBeGreaterThan(api.defaults.timeout);
    expect(sent.map((r) => [r.url, r.timeout])).toEqual([
      ['/post/new', UPLOAD_TIMEOUT_MS],
      ['/post/update/p1', UPLOAD_TIMEOUT_MS],
      ['/post/new', api.defaults.timeout],
    ]);
  });
});
