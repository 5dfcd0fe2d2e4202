import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ApiError, ErrorPanel, Loader, pathTo, useDocumentTitle, useViewerId } from '@kala/shared';
import { useSocialT } from '../i18n/social-i18n';
import { feedKeys, fetchPost } from './feed-api';
import { PostCard } from './post-card';
import styles from './feed-page.module.css';

/** One post (spec §2); a post that does not exist (or was deleted, or hidden by the viewer) goes to the feed. */
export function FeedPostPage() {
  const { id = '' } = useParams();
  const viewer = useViewerId();
  const navigate = useNavigate();
  const post = useQuery({ queryKey: feedKeys.post(viewer, id), queryFn: () => fetchPost(id), retry: false });
  useDocumentTitle(post.data?.author.name, useSocialT().t('feed.title'));
  if (post.isPending) return <Loader />;
  if (post.isError) {
    const missing = post.error instanceof ApiError && post.error.status === 'not-found';
    return missing ? <Navigate to={pathTo('feed')} replace /> : <ErrorPanel onRetry={() => void post.refetch()} />;
  }
  return (
    <div className={styles.single}>
      <PostCard post={post.data} priority onDeleted={() => navigate(pathTo('feed'), { replace: true })} />
    </div>
  );
}
