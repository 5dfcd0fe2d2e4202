// A profile's Feed tab: the author's posts (GET /post/getbyartist/:id/:total), as the feed shows them.
import { useQuery } from '@tanstack/react-query';
import { api, useViewerId } from '@kala/shared';
import { WhenLoaded } from '@kala/shared/remote-kit';
import type { Post } from '@kala/shared/contracts/social';
import { useSocialT } from '../i18n/social-i18n';
import { PostCard } from './post-card';

/** The newest posts of an author a profile shows (the server caps a page at 100). */
const AUTHOR_POSTS = 100;

const fetchAuthorPosts = async (id: string): Promise<Post[]> =>
  (await api.get<{ message: Post[] }>(`/post/getbyartist/${encodeURIComponent(id)}/${AUTHOR_POSTS}`)).data.message;

export function AuthorPosts({ authorId }: { authorId: string }) {
  const { t } = useSocialT();
  const viewer = useViewerId();
  const posts = useQuery({ queryKey: ['feed', 'author', viewer, authorId], queryFn: () => fetchAuthorPosts(authorId) });
  return <WhenLoaded query={posts}>{(list) => (list.length === 0 ? <p>{t('profile.noPosts')}</p> : list.map((post) => <PostCard key={post._id} post={post} />))}</WhenLoaded>;
}
