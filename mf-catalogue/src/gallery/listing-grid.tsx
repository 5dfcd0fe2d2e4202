import { ArtworkGrid, InfiniteListEnd, PAGE_SIZE, type Artwork } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';

/** The first row (5 at the widest) loads eagerly; everything below waits until it nears the screen. */
const EAGER_CARDS = 5;

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
  return (
    <>
      <ArtworkGrid artworks={artworks} eager={EAGER_CARDS} skeletons={loadingMore ? EAGER_CARDS : 0} busy={loadingMore} />
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
        failedText={t('gallery.loadFailed')}
        endText={t('gallery.end', { count: total })}
      />
    </>
  );
}
