import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Heading, PAGE_SIZE, StatePanel, buttonClass, useCategoryName, useDocumentTitle, useViewerId } from '@kala/shared';
import { InfiniteListEnd, nextPages, usePlaceholders } from '@kala/shared/remote-kit';
import { SelectField, SubNav } from '@kala/shared/controls';
import { StudioCardSkeleton, StudioCardView } from '@kala/shared/people';
import { catalogueKeys, fetchCategories } from '../api/catalogue-api';
import type { StudioSort } from '../api/discovery-api';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { STUDIO_SORTS, parseStudiosFilters, studiosQuery, type StudiosFilters } from './studios-filters';
import { useStudios } from './use-studios';
import styles from './studios-page.module.css';

type Layout = 'grid' | 'list';
const CATEGORIES_STALE_MS = 30 * 60_000;

/** /studios: every studio, by category, most followed or most productive first, ten at a time. */
export function StudiosPage() {
  const { t } = useCatalogueT();
  useDocumentTitle(t('studios.title'));
  const categoryName = useCategoryName();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const filters = parseStudiosFilters(query);
  const viewer = useViewerId();
  const [layout, setLayout] = useState<Layout>('list');
  const categories = useQuery({ queryKey: catalogueKeys.categories, queryFn: fetchCategories, staleTime: CATEGORIES_STALE_MS });
  const mains = [
    { slug: 'all', name: t('studios.all') },
    ...(categories.data ?? []).filter((c) => c.parent === null).map((c) => ({ slug: c.slug, name: categoryName(c) })),
  ];
  const studios = useStudios(filters.sort, filters.category, viewer);
  const places = usePlaceholders();

  const search = (next: StudiosFilters) => `?${studiosQuery(next, query).toString()}`.replace(/\?$/, '');
  // Sorting replaces the history entry: Back leaves the page rather than replaying each choice.
  const setSort = (sort: StudioSort) => setQuery(studiosQuery({ ...filters, sort }, query), { replace: true });

  return (
    <div className={styles.page} data-testid="studios-page">
      <Heading level={1} size="page" className={styles.title}>
        {t('studios.title')}
      </Heading>
      <SubNav
        className={styles.nav}
        label={t('studios.categoriesLabel')}
        items={mains.map((c) => ({ key: c.slug, name: c.name, to: { search: search({ ...filters, category: c.slug }) } }))}
        active={filters.category}
      />
      <div className={styles.toolbar}>
        {/* Phones pick the category from a menu instead of the row of links. */}
        <SelectField
          className={`${styles.filter} ${styles.mobileOnly}`}
          label={t('studios.category')}
          value={filters.category}
          options={mains.map((c) => ({ value: c.slug, label: c.name }))}
          onChange={(category) => navigate({ search: search({ ...filters, category }) })}
        />
        <SelectField
          className={styles.filter}
          label={t('studios.sortLabel')}
          value={filters.sort}
          options={STUDIO_SORTS.map((s) => ({ value: s, label: t(`studios.sort.${s}`) }))}
          onChange={setSort}
        />
        <div className={`${styles.layout} ${styles.mobileOnly}`} role="group" aria-label={t('studios.layoutLabel')}>
          {(['grid', 'list'] as const).map((option) => (
            <button key={option} type="button" className={styles.layoutButton} aria-pressed={layout === option} onClick={() => setLayout(option)}>
              <LayoutIcon layout={option} />
              <span>{t(`studios.${option}`)}</span>
            </button>
          ))}
        </div>
      </div>

      {studios.isPending ? (
        <div className={`${styles.cards} ${styles[layout]}`}>
          {Array.from({ length: PAGE_SIZE.artists }, (_, i) => (
            <StudioCardSkeleton key={i} layout={layout} />
          ))}
        </div>
      ) : studios.isError && studios.studios.length === 0 ? (
        <StatePanel title={t('studios.loadFailed')} hint={t('studios.loadFailedHint')} role="alert">
          <Button onClick={() => void studios.refetch()}>{t('common.retry')}</Button>
        </StatePanel>
      ) : studios.studios.length === 0 ? (
        <StatePanel title={t('studios.emptyTitle')} hint={t('studios.emptyHint')} role="status">
          {filters.category !== 'all' && (
            <Link to={{ search: search({ ...filters, category: 'all' }) }} className={buttonClass()}>
              {t('studios.seeAll')}
            </Link>
          )}
        </StatePanel>
      ) : (
        <>
          <ul className={`${styles.cards} ${styles[layout]}`} aria-busy={studios.isFetchingNextPage}>
            {studios.studios.map((studio) => (
              <li key={studio._id}>
                <StudioCardView studio={studio} layout={layout} />
              </li>
            ))}
          </ul>
          {/* The next page's place, held by as many cards as it will bring, loading or not: the list's end
              stays put when they arrive, and this place nearing the screen asks for them. */}
          {studios.hasNextPage && (!studios.isFetchNextPageError || studios.isFetchingNextPage) && (
            <div
              key={studios.studios.length}
              ref={places.ref}
              className={`${styles.cards} ${styles[layout]} ${styles.next}`}
              {...(studios.isFetchingNextPage ? { role: 'status', 'aria-label': t('studios.loadingMore') } : { 'aria-hidden': true })}
            >
              {Array.from({ length: Math.max(1, Math.min(PAGE_SIZE.artists, studios.total - studios.studios.length)) }, (_, i) => (
                <StudioCardSkeleton key={i} layout={layout} />
              ))}
            </div>
          )}
          <InfiniteListEnd loaded={studios.studios.length} {...nextPages(studios)} watch={places} failedText={t('studios.loadFailed')} endText={t('msg.noMoreStudios')} />
        </>
      )}
    </div>
  );
}

function LayoutIcon({ layout }: { layout: Layout }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor">
      {layout === 'grid' ? (
        <>
          <rect x="1" y="1" width="6" height="6" rx="1" />
          <rect x="9" y="1" width="6" height="6" rx="1" />
          <rect x="1" y="9" width="6" height="6" rx="1" />
          <rect x="9" y="9" width="6" height="6" rx="1" />
        </>
      ) : (
        <>
          <rect x="1" y="2" width="14" height="3" rx="1" />
          <rect x="1" y="7" width="14" height="3" rx="1" />
          <rect x="1" y="12" width="14" height="3" rx="1" />
        </>
      )}
    </svg>
  );
}
