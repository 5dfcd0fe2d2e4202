// The artwork page's issue 3 calls (docs/api/catalogue.md, "Artwork page"): like, comments, similar works and
// the per-slug view counter. The shared client adds the JWT header and unwraps the envelope.
import { api, type Comment, type Envelope, type Paged } from '@kala/shared';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { onceOnly, wasQueued } from '@kala/shared/remote-kit';

/** Similar works come 12 at a time: four rows of three, six of two. */
export const SIMILAR_PAGE = 12;

/** One count per page view; a failure is not the visitor's business. */
export async function countView(slug: string): Promise<void> {
  await api.post(`/product/${encodeURIComponent(slug)}/view`);
}

export interface LikeAnswer {
  liked: boolean;
  likes: number;
}

/** Toggles: the answer says whether the work is liked now. */
export async function toggleLike(productId: string): Promise<LikeAnswer> {
  const { data } = await api.post<Envelope & LikeAnswer>(`/like/product/${encodeURIComponent(productId)}`, undefined, { requireAuth: true });
  return { liked: Boolean(data.liked), likes: Number(data.likes ?? 0) };
}

export interface CommentPage {
  comments: Comment[];
  total: number;
}

/** Newest first; `count` 0 asks for every comment. */
export async function fetchComments(productId: string, count: number): Promise<CommentPage> {
  const { data } = await api.get<Paged<Comment>>(`/v2/artwork/comments/${encodeURIComponent(productId)}/${count}`);
  const comments = data.message ?? [];
  return { comments, total: Number(data.total ?? comments.length) };
}

/** Adds a comment; `queued` when there was no network and the service worker keeps it to send later. */
export async function postComment(productId: string, comment: string): Promise<{ queued: boolean }> {
  const answer = await api.post<Envelope<Comment>>('/v2/artwork/comment/new', { comment, product: productId }, { requireAuth: true, ...onceOnly() });
  return { queued: wasQueued(answer) };
}

export async function fetchSimilar(slug: string, skip: number, limit = SIMILAR_PAGE): Promise<Paged<Artwork>> {
  const { data } = await api.get<Paged<Artwork>>(`/products/similar/${encodeURIComponent(slug)}`, { params: { skip, limit } });
  return { ...data, message: data.message ?? [], total: Number(data.total ?? 0) };
}

export const artworkExtrasKeys = {
  comments: (productId: string) => ['catalogue', 'comments', productId] as const,
  commentPage: (productId: string, all: boolean) => ['catalogue', 'comments', productId, all ? 'all' : 'newest'] as const,
  similar: (slug: string, viewer: string | null) => ['catalogue', 'similar', slug, viewer] as const,
};
