import { Button, PAGE_SIZE, useInfiniteScroll, type Artwork } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { ArtworkCard, ArtworkCardSkeleton } from '../shared-ui/artwork-card';
import gridStyles from '../shared-ui/artwork-grid.module.css';
import styles from './artwork-grid.module.css';

/** The first row (5 at the widest) loads eagerly; everything below waits until it nears the screen. */
const EAGER_CARDS = 5;
const GRID = `${gridStyles.grid} ${gridStyles.gallery}`;

interface ArtworkGridProps {
  artworks: Artwork[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last next-page call failed: stop asking by itself, offer a retry instead of hammering the server. */
  moreFailed: boolean;
  onMore: () => void;
}

const skeletons = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => (
    <li key={`skeleton-${from + i}`}>
      <ArtworkCardSkeleton />
    </li>
  ));

export function ArtworkGridSkeleton() {
  return <ul className={GRID}>{skeletons(PAGE_SIZE.gallery)}</ul>;
}

/** The grid, the next page's skeletons while it loads, and the sentinel that asks for it. */
export function ArtworkGrid({ artworks, total, hasMore, loadingMore, moreFailed, onMore }: ArtworkGridProps) {
  const { t } = useCatalogueT();
  const sentinel = useInfiniteScroll(onMore, hasMore && !loadingMore && !moreFailed, artworks.length);
  return (
    <>
      <ul className={GRID} aria-busy={loadingMore}>
        {artworks.map((artwork, i) => (
          <li key={artwork._id}>
            <ArtworkCard artwork={artwork} priority={i < EAGER_CARDS} />
          </li>
        ))}
        {loadingMore && skeletons(EAGER_CARDS, artworks.length)}
      </ul>
      {loadingMore && (
        <p className="kala-visually-hidden" role="status">
          {t('gallery.loadingMore')}
        </p>
      )}
      {moreFailed && !loadingMore ? (
        <div className={styles.end} role="alert">
          <p>{t('gallery.loadFailed')}</p>
          <Button variant="secondary" onClick={onMore}>
            {t('common.retry')}
          </Button>
        </div>
      ) : hasMore ? (
        <div ref={sentinel} className={styles.sentinel} data-testid="scroll-sentinel" />
      ) : (
        <p className={styles.end}>{t('gallery.end', { count: total })}</p>
      )}
    </>
  );
}
