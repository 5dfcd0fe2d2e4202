import { Link } from 'react-router-dom';
import { type ApiError, Button, buttonClass, StatePanel, wordedText } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import type { useArtworkListing } from './use-artwork-listing';

interface ListingBodyProps {
  listing: ReturnType<typeof useArtworkListing>;
  /** A price filter is narrowing the list (the empty state then offers to clear it). */
  filtered: boolean;
  onClearFilters: () => void;
  /** Where "see all" goes from a category; null when already on all. */
  allPath: string | null;
}

/** The listing's four states: first load, failure, nothing found, works. */
export function ListingBody({ listing, filtered, onClearFilters, allPath }: ListingBodyProps) {
  const { t } = useCatalogueT();
  if (listing.isPending) return <ListingGridSkeleton />;
  if (listing.isError && listing.artworks.length === 0) {
    return (
      <StatePanel title={t('gallery.loadFailed')} hint={errorHint(listing.error as ApiError, t)} role="alert">
        <Button onClick={() => void listing.refetch()}>{t('common.retry')}</Button>
      </StatePanel>
    );
  }
  if (listing.artworks.length === 0) {
    return (
      <StatePanel title={t(filtered ? 'gallery.emptyFilteredTitle' : 'gallery.emptyTitle')} hint={t(filtered ? 'gallery.emptyFilteredHint' : 'gallery.emptyHint')} role="status">
        {filtered && <Button onClick={onClearFilters}>{t('gallery.clearFilters')}</Button>}
        {allPath && (
          <Link to={allPath} className={buttonClass({ variant: filtered ? 'secondary' : 'primary' })}>
            {t('gallery.browseAll')}
          </Link>
        )}
      </StatePanel>
    );
  }
  return (
    <ListingGrid
      artworks={listing.artworks}
      total={listing.total}
      hasMore={listing.hasNextPage}
      loadingMore={listing.isFetchingNextPage}
      moreFailed={listing.isFetchNextPageError}
      onMore={() => void listing.fetchNextPage()}
    />
  );
}

/** A server answer with a code is shown in the reader's language; anything else gets the generic hint. */
function errorHint(error: ApiError | null, t: (key: string) => string): string {
  return error?.code ? wordedText(error) : t('gallery.loadFailedHint');
}
