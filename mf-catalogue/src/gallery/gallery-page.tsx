import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Heading, StatePanel, buttonClass, pathTo, sessionStore, useCategoryName, useDocumentTitle, useStore } from '@kala/shared';
import { catalogueKeys, earlyCategories, fetchCategories } from '../api/catalogue-api';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { CategoryNav } from './category-nav';
import { AlertButton } from '@kala/shared/alert-button';
import { FULL_PRICE_RANGE, alertCriteria, filtersToQuery, isFullRange, parseFilters, priceParam, type GalleryFilters } from './gallery-filters';
import { ListingBody } from './listing-body';
import { MobileFilters } from './mobile-filters';
import { PriceRangeFilter } from './price-range';
import { SortSelect } from './sort-select';
import { useArtworkListing } from './use-artwork-listing';
import styles from './gallery-page.module.css';

/** Categories change rarely; one fetch serves every visit to the gallery and the store. */
const CATEGORIES_STALE_MS = 30 * 60_000;

/** Gallery (/gallery/:cat) and, with `store`, Store (/store/:cat): one screen over two listings. */
export function GalleryPage({ store = false }: { store?: boolean }) {
  const { t } = useCatalogueT();
  const nameOf = useCategoryName();
  const { cat = 'all' } = useParams();
  const route = store ? 'store' : 'gallery';
  const [query, setQuery] = useSearchParams();
  const user = useStore(sessionStore, (s) => s.user);
  const refreshing = useStore(sessionStore, (s) => s.refreshing);
  const filters = parseFilters(query, Boolean(user));
  const categories = useQuery({ queryKey: catalogueKeys.categories, queryFn: fetchCategories, staleTime: CATEGORIES_STALE_MS, initialData: earlyCategories });
  const current = categories.data?.find((c) => c.slug === cat);
  const categoryName = current ? nameOf(current) : undefined;
  useDocumentTitle(cat === 'all' ? t('gallery.allWorks') : categoryName, t(store ? 'gallery.storeTitle' : 'gallery.title'));
  // A slug the categories do not hold (an old or mistyped link) says so instead of "0 works".
  const unknown = cat !== 'all' && categories.isSuccess && !current;
  const listing = useArtworkListing({
    request: { store, cat, orderby: filters.sort, price: priceParam(filters.price) },
    viewer: user?._id ?? null,
    // A shared 'recommended' link waits for the session check instead of loading 'new' first and then again.
    enabled: !(refreshing && query.get('sort') === 'recommended') && !unknown,
  });

  // replace: Back leaves the gallery instead of stepping through every filter tweak.
  const applyFilters = (next: GalleryFilters) => setQuery(filtersToQuery(next, query), { replace: true });

  return (
    <div className={styles.page} data-testid={store ? 'store-page' : 'gallery-page'}>
      <header className={styles.header}>
        <Heading level={1} size="page" className={styles.title}>
          {t(store ? 'gallery.storeTitle' : 'gallery.title')}
        </Heading>
        <p className={styles.subtitle}>
          {/* A no-break space holds the line (and its baseline) until the category's name arrives. */}
          {cat === 'all' ? t('gallery.allWorks') : (categoryName ?? '\u00a0')}
          {listing.isSuccess && !unknown && ` · ${t('gallery.count', { count: listing.total })}`}
        </p>
        {!unknown && (cat !== 'all' || !isFullRange(filters.price)) && <AlertButton criteria={alertCriteria(cat, filters.price)} />}
      </header>
      {unknown ? (
        <StatePanel title={t('gallery.unknownTitle', { cat })} hint={t('gallery.unknownHint')} role="status">
          <Link to={pathTo(route, { cat: 'all' })} className={buttonClass({ variant: 'primary' })}>
            {t('gallery.browseAll')}
          </Link>
        </StatePanel>
      ) : (
        <>
          <div className={styles.wide}>
            <CategoryNav listing={route} active={cat} categories={categories.data ?? []} />
            <section className={styles.toolbar} aria-label={t('gallery.filtersLabel')}>
              <PriceRangeFilter value={filters.price} onCommit={(price) => applyFilters({ ...filters, price })} />
              <SortSelect value={filters.sort} loggedIn={Boolean(user)} onChange={(sort) => applyFilters({ ...filters, sort })} />
            </section>
          </div>
          <MobileFilters
            listing={route}
            active={cat}
            activeName={cat === 'all' ? t('gallery.allCategories') : (categoryName ?? cat)}
            categories={categories.data ?? []}
            filters={filters}
            loggedIn={Boolean(user)}
            onApply={(next) => applyFilters({ ...filters, ...next })}
          />
          <ListingBody
            listing={listing}
            filtered={!isFullRange(filters.price)}
            onClearFilters={() => applyFilters({ ...filters, price: FULL_PRICE_RANGE })}
            allPath={cat === 'all' ? null : pathTo(route, { cat: 'all' })}
          />
        </>
      )}
    </div>
  );
}
