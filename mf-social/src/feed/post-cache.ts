// A post's cached copies: the feed's pages (every filter), the post's own page and a profile's Feed tab. A
// like, hide, edit or comment is written into all of them, so whichever page is shown next (Back) shows it.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Post } from '@kala/shared/contracts/social';
import { feedKeys, type FeedPage } from './feed-api';

/** A post as cached: `hidden` once the viewer hid it here (the server leaves it out of the next answer). */
export type CachedPost = Post & { hidden?: boolean };

type Change = (post: CachedPost) => CachedPost;

const inList = (posts: CachedPost[], id: string, change: Change): CachedPost[] =>
  posts.some((p) => p._id === id) ? posts.map((p) => (p._id === id ? change(p) : p)) : posts;

/** Changes every cached copy of post `id`; lists without it are left as they are. */
export function updateCachedPost(queryClient: QueryClient, id: string, change: Change): void {
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: [...feedKeys.all, 'list'] }, (data) => {
    if (!data?.pages.some((page) => page.posts.some((p) => p._id === id))) return data;
    return { ...data, pages: data.pages.map((page) => ({ ...page, posts: inList(page.posts, id, change) })) };
  });
  queryClient.setQueriesData<CachedPost>({ queryKey: [...feedKeys.all, 'post'] }, (post) => (post?._id === id ? change(post) : post));
  // A profile's Feed tab (author-posts.tsx).
  queryClient.setQueriesData<CachedPost[]>({ queryKey: [...feedKeys.all, 'author'] }, (posts) => posts && inList(posts, id, change));
}

/** The copies a saved edit replaces are also asked again (spec: "close, refresh and reload"). */
export const reloadPosts = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === feedKeys.all[0] && ['list', 'post', 'author'].includes(queryKey[1] as string) });
