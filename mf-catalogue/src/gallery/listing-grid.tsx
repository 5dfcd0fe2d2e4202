import { useDeferredValue } from 'react';
import { ArtworkGrid, PAGE_SIZE } from '@kala/shared';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { InfiniteListEnd, usePlaceholders } from '@kala/shared/remote-kit';
import { useCatalogueT } from '../i18n/catalogue-i18n';

/**
 * How many pages ahead the list holds its place with skeleton cards: the footer (and the end of the list) is
 * out of reach until they come, so it is never pushed away under the visitor's eyes, even after a long jump.
 */
const PAGES_HELD = 3;

interface ListingGridProps {
  artworks: Artwork[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last next-page call failed: stop asking by itself, offer a retry instead of hammering the server. */
  moreFailed: boolean;
  onMore: () => void;
}

export function ListingGridSkeleton() {
  return <ArtworkGrid artworks={[]} skeletons={PAGE_SIZE.gallery} />;
}

/** The gallery's grid, the next page's skeletons while it loads, and the end of the list that asks for it. */
export function ListingGrid({ artworks, total, hasMore, loadingMore, moreFailed, onMore }: ListingGridProps) {
  const { t } = useCatalogueT();
  const places = usePlaceholders();
  // The grid's first render holds one page's places, and the others come in a render of their own right
  // after (a deferred value): that first commit is the page's largest task, and two pages of placeholders
  // below the fold were most of what it laid out (issue 26 §0). The end of the list is far out of reach
  // either way.
  const pagesHeld = useDeferredValue(PAGES_HELD, 1);
  // The coming works' places, loading or not (no more than remain): each card takes its skeleton's place,
  // and any skeleton nearing the screen asks for the next page.
  const coming = hasMore && (!moreFailed || loadingMore) ? Math.max(1, Math.min(pagesHeld * PAGE_SIZE.gallery, total - artworks.length)) : 0;
  return (
    <>
      {/* What the first screen shows loads at once with high priority (the largest paint is there); the rest
          as it nears the screen. */}
      <ArtworkGrid artworks={artworks} eager="firstScreen" skeletons={coming} placeholderRef={places.ref} busy={loadingMore} />
      {loadingMore && (
        <p className="kala-visually-hidden" role="status">
          {t('gallery.loadingMore')}
        </p>
      )}
      <InfiniteListEnd
        loaded={artworks.length}
        hasMore={hasMore}
        loadingMore={loadingMore}
        failed={moreFailed}
        onMore={onMore}
        watch={places}
        failedText={t('gallery.loadFailed')}
        endText={t('gallery.end', { count: total })}
      />
    </>
  );
}
