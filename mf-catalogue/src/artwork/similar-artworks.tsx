import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArtworkGrid, Heading, InfiniteListEnd, useViewerId } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { SIMILAR_PAGE, artworkExtrasKeys, fetchSimilar } from './artwork-extras-api';
import styles from './similar-artworks.module.css';

function useSimilar(slug: string) {
  const viewer = useViewerId();
  const query = useInfiniteQuery({
    queryKey: artworkExtrasKeys.similar(slug, viewer),
    queryFn: ({ pageParam }) => fetchSimilar(slug, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.message.length, 0);
      return last.message.length < SIMILAR_PAGE || loaded >= last.total ? undefined : loaded;
    },
  });
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
        skeletons={similar.isPending || loadingMore ? 3 : 0}
        busy={similar.isPending || loadingMore}
        cardTestId="similar-card"
      />
      <InfiniteListEnd
        loaded={similar.artworks.length}
        hasMore={similar.hasNextPage}
        loadingMore={loadingMore}
        failed={moreFailed}
        onMore={() => void similar.fetchNextPage()}
        failedText={t('artworkPage.similarFailed')}
        sentinelTestId="similar-sentinel"
      />
    </section>
  );
}
