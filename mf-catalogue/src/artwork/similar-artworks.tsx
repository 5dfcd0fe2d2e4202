import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArtworkGrid, Heading, SkeletonText, useViewerId } from '@kala/shared';
import { useSlicedResult } from '@kala/shared/query';
import { InfiniteListEnd, usePlaceholders } from '@kala/shared/remote-kit';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { SIMILAR_PAGE, artworkExtrasKeys, fetchSimilar } from './artwork-extras-api';
import styles from './similar-artworks.module.css';

/** Pages ahead whose places the grid holds with skeleton cards. */
const PAGES_HELD = 2;

function useSimilar(slug: string) {
  const viewer = useViewerId();
  // The first page renders in slices (twelve cards and the places of the pages after them).
  const query = useSlicedResult(useInfiniteQuery({
    queryKey: artworkExtrasKeys.similar(slug, viewer),
    queryFn: ({ pageParam }) => fetchSimilar(slug, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.message.length, 0);
      return last.message.length < SIMILAR_PAGE || loaded >= last.total ? undefined : loaded;
    },
  }));
  const seen = new Set<string>();
  const artworks = (query.data?.pages.flatMap((p) => p.message) ?? []).filter((a) => a.slug !== slug && !seen.has(a._id) && Boolean(seen.add(a._id)));
  return { ...query, artworks };
}

/** Similar Artworks: 3 columns, 2 below 991px, the next page as the visitor nears the end. */
export function SimilarArtworks({ slug }: { slug: string }) {
  const { t } = useCatalogueT();
  const headingId = useId();
  const similar = useSimilar(slug);
  const loadingMore = similar.isFetchingNextPage;
  const moreFailed = similar.isFetchNextPageError;
  const places = usePlaceholders();
  const total = similar.data?.pages.at(-1)?.total ?? 0;
  // The coming works' places (two pages ahead, no more than remain), loading or not: the grid's end, and
  // the footer, stay out of reach until they come; any of them nearing the screen asks for the next page.
  const coming = similar.isPending
    ? SIMILAR_PAGE
    : similar.hasNextPage && (!moreFailed || loadingMore)
      ? Math.max(1, Math.min(PAGES_HELD * SIMILAR_PAGE, total - similar.artworks.length))
      : 0;

  // Nothing similar (or the call failed first time): the section stays out of the way.
  if (!similar.isPending && similar.artworks.length === 0) return null;
  return (
    <section className={styles.similar} aria-labelledby={headingId} data-testid="similar-artworks">
      <Heading id={headingId} className={styles.title}>
        {t('artworkPage.similar')}
      </Heading>
      <ArtworkGrid
        artworks={similar.artworks}
        layout="similar"
        skeletons={coming}
        placeholderRef={places.ref}
        busy={similar.isPending || loadingMore}
        cardTestId="similar-card"
      />
      <InfiniteListEnd
        loaded={similar.artworks.length}
        hasMore={similar.hasNextPage}
        loadingMore={loadingMore}
        failed={moreFailed}
        onMore={() => void similar.fetchNextPage()}
        watch={places}
        failedText={t('artworkPage.similarFailed')}
        sentinelTestId="similar-sentinel"
      />
    </section>
  );
}

/** The section's shape (its heading and a page of cards), for the artwork page's skeleton. */
export function SimilarArtworksSkeleton() {
  return (
    <div className={styles.similar} aria-hidden="true">
      <SkeletonText className={styles.title} width="12rem" />
      <ArtworkGrid artworks={[]} layout="similar" skeletons={SIMILAR_PAGE} />
    </div>
  );
}
