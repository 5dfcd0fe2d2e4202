import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ErrorPanel, FEED_SORTS, Heading, Skeleton, useDocumentTitle, useViewerId, type FeedSort } from '@kala/shared';
import { InfiniteListEnd, nextPages, usePlaceholders } from '@kala/shared/remote-kit';
import { asFirstPage, useSlicedResult } from '@kala/shared/query';
import { useSocialT } from '../i18n/social-i18n';
import { earlyFeed, feedKeys, fetchFeed, type FeedFilter } from './feed-api';
import { FeedSidebar } from './feed-sidebar';
import { NewPostForm } from './new-post-form';
import { PostCard } from './post-card';
import styles from './feed-page.module.css';

/** The filter lives in the URL (?sort=popular, ?studio=<id>), so back, forward and shared links keep it. */
function useFeedFilter(loggedIn: boolean): [FeedFilter, (next: FeedFilter) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('sort') as FeedSort | null;
  const sort = asked && FEED_SORTS.includes(asked) && (loggedIn || asked === 'all') ? asked : 'all';
  const studio = sort === 'all' ? params.get('studio') : null;
  const set = (next: FeedFilter) => {
    const search = new URLSearchParams();
    if (next.sort !== 'all') search.set('sort', next.sort);
    if (next.studio) search.set('studio', next.studio);
    setParams(search);
  };
  return [{ sort, studio }, set];
}

export function FeedPage() {
  const { t } = useSocialT();
  const viewer = useViewerId();
  const [filter, setFilter] = useFeedFilter(!!viewer);
  useDocumentTitle(t('feed.title'));
  // The first page of posts (each with its comments) renders in slices, not in one long task.
  const feed = useSlicedResult(useInfiniteQuery({
    queryKey: feedKeys.list(viewer, filter),
    queryFn: ({ pageParam, signal }) => fetchFeed(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.posts.length, 0);
      return loaded < last.total && last.posts.length > 0 ? loaded : undefined;
    },
    // A first visit's posts are in the page: they render at once, with no placeholder post first.
    initialData: () => asFirstPage(earlyFeed(filter)),
  }));
  const posts = feed.data?.pages.flatMap((p) => p.posts) ?? [];
  // While more posts are to come, a screen's height below the last one holds their place: the footer stays
  // out of reach until the last page is in, so it is never pushed away under the reader's eyes. The place is
  // blank, not skeleton posts: posts are not all one height, and a skeleton pushed down by taller posts
  // arriving above it would be a shift of its own.
  const places = usePlaceholders();
  const moreComing = feed.hasNextPage && (!feed.isFetchNextPageError || feed.isFetchingNextPage);

  return (
    <div className={styles.page}>
      <Heading level={1} className="kala-visually-hidden">
        {t('feed.title')}
      </Heading>
      <FeedSidebar filter={filter} loggedIn={!!viewer} onChange={(next) => void setFilter(next)} />
      <section className={styles.main} aria-label={t('feed.title')}>
        <NewPostForm />
        {feed.isPending ? (
          <PostSkeleton />
        ) : feed.isError && posts.length === 0 ? (
          <ErrorPanel onRetry={() => void feed.refetch()} detail={t('feed.loadFailed')} />
        ) : (
          <>
            {posts.map((post, i) => (
              <PostCard key={post._id} post={post} priority={i === 0} />
            ))}
            {moreComing && <div ref={places.ref} className={styles.nextPosts} data-more-coming="" />}
            <InfiniteListEnd loaded={posts.length} {...nextPages(feed)} watch={places} failedText={t('feed.moreFailed')} endText={t('feed.noPosts')} />
          </>
        )}
      </section>
    </div>
  );
}

/** Two grey posts, then a screen's height held as below the posts: the footer is out of reach until they are in. */
function PostSkeleton() {
  const { t } = useSocialT();
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label={t('common.loading')} data-testid="post-skeleton">
      {[0, 1].map((i) => (
        <div key={i} className={styles.skeletonCard} aria-hidden="true">
          <Skeleton shape="round" width={44} height={44} />
          <Skeleton shape="text" width="60%" />
          <Skeleton width="100%" height={220} />
        </div>
      ))}
      <div className={styles.nextPosts} data-more-coming="" />
    </div>
  );
}
