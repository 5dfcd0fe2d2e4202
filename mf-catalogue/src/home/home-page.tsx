import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ROUTES, buttonClass, pathTo, sessionStore, useCategoryName, useDocumentTitle, useStore, type Category } from '@kala/shared';
import { WhenNear } from '@kala/shared/remote-kit';
import { useSlicedResult } from '@kala/shared/query';
import { catalogueKeys, earlyCategories, fetchCategories } from '../api/catalogue-api';
import { discoveryKeys, earlyFeatured, earlyHomeSlides, fetchFeatured, fetchFollowedArtworks, fetchHomeSlides, fetchRecommendedArtworks } from '../api/discovery-api';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { ArtworkScroller, ArtworkScrollerNote, ArtworkScrollerSkeleton } from './artwork-scroller';
import { BannerSkeleton, BannerSlider } from './banner-slider';
import { CategoryTiles, CategoryTilesSkeleton } from './category-tiles';
import { FeaturedArtworks, FeaturedArtworksSkeleton } from './featured-artworks';
import { HomeSection, SectionFailed } from './home-section';
import { StudiosToFollow } from './studios-to-follow';
import { usePopularWorks, usePrefetchPopularWorks } from './use-popular-works';
import styles from './home-page.module.css';

const CATEGORIES_STALE_MS = 30 * 60_000;

/**
 * Home (spec §2): the banner, category tiles, the logged-in bands (from followed studios, recommended,
 * studios to follow), Featured Artworks and one popular-works row per main category. Each band loads and
 * fails on its own; a failed band offers a retry and the page stands.
 */
export function HomePage() {
  const { t } = useCatalogueT();
  useDocumentTitle();
  const user = useStore(sessionStore, (s) => s.user);
  const viewer = user?._id ?? null;
  const slides = useSlicedResult(useQuery({ queryKey: discoveryKeys.slides, queryFn: fetchHomeSlides, initialData: earlyHomeSlides }));
  const categories = useQuery({ queryKey: catalogueKeys.categories, queryFn: fetchCategories, staleTime: CATEGORIES_STALE_MS, initialData: earlyCategories });
  const mains = useMemo(() => (categories.data ?? []).filter((c) => c.parent === null), [categories.data]);
  usePrefetchPopularWorks(mains, viewer);
  const featured = useSlicedResult(useQuery({ queryKey: discoveryKeys.featured(viewer), queryFn: fetchFeatured, initialData: earlyFeatured }));

  const banner = useMemo(
    () => (slides.isPending ? <BannerSkeleton /> : slides.data && slides.data.length > 0 && <BannerSlider slides={slides.data} />),
    [slides.isPending, slides.data],
  );
  const bands = (
    <div className={styles.content}>
      {/* The tiles' box is there from the first paint: everything below keeps its place when they arrive. */}
      {(categories.isPending || categories.isError || mains.length > 0) && (
        <HomeSection id="home-categories" title={t('home.categoriesTitle')}>
          {categories.isPending ? (
            <CategoryTilesSkeleton />
          ) : categories.isError ? (
            <SectionFailed onRetry={() => void categories.refetch()} />
          ) : (
            <CategoryTiles categories={mains} viewer={viewer} />
          )}
        </HomeSection>
      )}

      {viewer && <LoggedInBands viewer={viewer} />}

      {/* Rendered with its answer, near or not: it is within the first two screens of a first visit anyway, and on
          a phone its works take their own proportions, which no placeholder knows: one left waiting above the
          row a reader comes Back to would move that row. */}
      <HomeSection id="home-featured" title={t('home.featuredTitle')}>
        {featured.isPending ? (
          <FeaturedArtworksSkeleton />
        ) : featured.isError ? (
          <SectionFailed onRetry={() => void featured.refetch()} />
        ) : (
          <FeaturedArtworks artworks={featured.data} />
        )}
      </HomeSection>

      {mains.map((category) => (
        <PopularBand key={category._id} category={category} viewer={viewer} />
      ))}
    </div>
  );
  // The page's own answers (categories, featured) arrive one by one, and react-query hands each to React as
  // an update it renders at once. The bands render deferred instead (a transition, in slices, the screen
  // keeping the previous ones meanwhile); the banner, unchanged, is not rendered again.
  const deferredBands = useDeferredValue(bands);
  return (
    <div className={styles.page} data-testid="home-page">
      <h1 className="kala-visually-hidden">{t('home.title')}</h1>
      {banner}
      {deferredBands}
    </div>
  );
}

/** One main category's popular works; none, no band. Its own answer renders it (use-popular-works.ts). */
function PopularBand({ category, viewer }: { category: Category; viewer: string | null }) {
  const { t } = useCatalogueT();
  const categoryName = useCategoryName();
  const row = useSlicedResult(usePopularWorks(category._id, viewer));
  const title = t('home.popularTitle', { category: categoryName(category) });
  if (row.isSuccess && row.data.length === 0) return null;
  return (
    <HomeSection
      id={`home-popular-${category.slug}`}
      title={title}
      action={
        <Link to={pathTo('gallery', { cat: category.slug })} className={styles.seeAll}>
          {t('home.seeAll')}
        </Link>
      }
    >
      {/* A row's cards render when it nears the screen (its data is already in for the tiles' covers). */}
      <WhenNear placeholder={<ArtworkScrollerSkeleton />}>
        {row.isPending ? (
          <ArtworkScrollerSkeleton />
        ) : row.isError ? (
          <ArtworkScrollerNote>
            <SectionFailed onRetry={() => void row.refetch()} />
          </ArtworkScrollerNote>
        ) : (
          <ArtworkScroller artworks={row.data} label={title} />
        )}
      </WhenNear>
    </HomeSection>
  );
}

/** The bands only a logged-in visitor sees (spec §6). */
function LoggedInBands({ viewer }: { viewer: string }) {
  const { t } = useCatalogueT();
  const followed = useSlicedResult(useQuery({ queryKey: discoveryKeys.followedArtworks(viewer), queryFn: fetchFollowedArtworks }));
  const recommended = useSlicedResult(useQuery({ queryKey: discoveryKeys.recommendedArtworks(viewer), queryFn: fetchRecommendedArtworks }));
  const band = (query: typeof followed, title: string, empty: string, next: { to: string; label: string }) =>
    query.isPending ? (
      <ArtworkScrollerSkeleton />
    ) : query.isError ? (
      <ArtworkScrollerNote>
        <SectionFailed onRetry={() => void query.refetch()} />
      </ArtworkScrollerNote>
    ) : query.data.length === 0 ? (
      <ArtworkScrollerNote>
        <p className={styles.empty}>
          {empty}{' '}
          <Link to={next.to} className={buttonClass({ variant: 'ghost', size: 'small' })}>
            {next.label}
          </Link>
        </p>
      </ArtworkScrollerNote>
    ) : (
      <ArtworkScroller artworks={query.data} label={title} />
    );
  return (
    <>
      <HomeSection id="home-followed" title={t('home.followedTitle')}>
        {band(followed, t('home.followedTitle'), t('home.followedEmpty'), { to: ROUTES.studios, label: t('home.discoverStudios') })}
      </HomeSection>
      <HomeSection id="home-recommended" title={t('home.recommendedTitle')}>
        {band(recommended, t('home.recommendedTitle'), t('home.recommendedEmpty'), { to: pathTo('gallery', { cat: 'all' }), label: t('search.browseGallery') })}
      </HomeSection>
      <HomeSection id="home-studios" title={t('home.studiosTitle')}>
        <StudiosToFollow viewer={viewer} />
      </HomeSection>
    </>
  );
}
