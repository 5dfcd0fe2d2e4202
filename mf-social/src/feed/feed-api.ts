// The feed's calls (spec §7.3) and their query keys.
import { api, feedQuery, TOP_STUDIOS_URL, UPLOAD_TIMEOUT_MS, type AuthorRef, type Comment, type FeedSort } from '@kala/shared';
import type { Post } from '@kala/shared/contracts/social';
import { onceOnly, wasQueued } from '@kala/shared/remote-kit';

export interface FeedFilter {
  sort: FeedSort;
  /** One studio (sort 'all' only). */
  studio: string | null;
}

export interface FeedPage {
  posts: Post[];
  total: number;
}

export const feedKeys = {
  all: ['feed'] as const,
  list: (viewer: string | null, filter: FeedFilter) => ['feed', 'list', viewer, filter] as const,
  post: (viewer: string | null, id: string) => ['feed', 'post', viewer, id] as const,
  comments: (id: string) => ['feed', 'comments', id] as const,
  topStudios: ['feed', 'top-studios'] as const,
};

type PostsAnswer = { message: Post[]; total: number };
const pageOf = (data: PostsAnswer): FeedPage => ({ posts: data.message, total: data.total });

export async function fetchFeed(filter: FeedFilter, skip: number, signal?: AbortSignal): Promise<FeedPage> {
  // The same request the server answers in the page (@kala/shared/first-data), so the first one is found there.
  const { path, params } = feedQuery(filter.sort, skip, filter.studio);
  return pageOf((await api.get<PostsAnswer>(path, { params, signal, requireAuth: filter.sort !== 'all' })).data);
}

/** The first page of posts as the page's first answer holds it (a first visit to the feed), else undefined. */
export function earlyFeed(filter: FeedFilter): FeedPage | undefined {
  const { path, params } = feedQuery(filter.sort, 0, filter.studio);
  return api.early(path, pageOf, { params });
}

export const fetchPost = async (id: string): Promise<Post> => (await api.get<{ message: Post }>(`/feed/post/${encodeURIComponent(id)}`)).data.message;

const studiosOf = (data: { message: AuthorRef[] }): AuthorRef[] => data.message;
export const fetchTopStudios = async (): Promise<AuthorRef[]> => studiosOf((await api.get<{ message: AuthorRef[] }>(TOP_STUDIOS_URL)).data);
/** Top Studios as the page's first answer holds them, else undefined. */
export const earlyTopStudios = (): AuthorRef[] | undefined => api.early(TOP_STUDIOS_URL, studiosOf);

/** The post form: text, and one picture or one video link (or, in an edit, media=none to drop it). */
export interface PostForm {
  post: string;
  picture?: File | null;
  youtubeUrl?: string;
  dropMedia?: boolean;
}

function formData({ post, picture, youtubeUrl, dropMedia }: PostForm): FormData {
  const body = new FormData();
  body.append('post', post);
  if (youtubeUrl?.trim()) body.append('youtube_url', youtubeUrl.trim());
  if (dropMedia) body.append('media', 'none');
  if (picture) body.append('picture', picture);
  return body;
}

const auth = { requireAuth: true } as const;
/** A post with a picture is an upload: it gets the uploads' long timeout. */
const postConfig = (form: PostForm) => (form.picture ? { ...auth, timeout: UPLOAD_TIMEOUT_MS } : auth);

export const createPost = async (form: PostForm): Promise<Post> => (await api.post<{ post: Post }>('/post/new', formData(form), postConfig(form))).data.post;
export const updatePost = async (id: string, form: PostForm): Promise<Post> =>
  (await api.post<{ post: Post }>(`/post/update/${encodeURIComponent(id)}`, formData(form), postConfig(form))).data.post;
export const deletePost = async (id: string): Promise<void> => {
  await api.post(`/post/delete/${encodeURIComponent(id)}`, undefined, auth);
};
export const likePost = async (id: string) => (await api.post<{ liked: boolean; likes: number }>('/post/like', { post: id }, auth)).data;
export const hidePost = async (id: string) => (await api.patch<{ hidden: boolean }>(`/post/hide/${encodeURIComponent(id)}`, undefined, auth)).data.hidden;

export const fetchComments = async (id: string, count: number): Promise<{ comments: Comment[]; total: number }> => {
  const { data } = await api.get<{ message: Comment[]; total: number }>(`/v2/post/comments/${encodeURIComponent(id)}/${count}`);
  return { comments: data.message, total: data.total };
};
/** The new comment, or `queued` when the service worker kept it to send once the network is back. */
export async function addComment(id: string, comment: string): Promise<{ comment: Comment | null; queued: boolean }> {
  const answer = await api.post<{ message: Comment | null }>('/v2/post/comments/new', { comment, post_id: id }, { ...auth, ...onceOnly() });
  return { comment: answer.data.message, queued: wasQueued(answer) };
}
