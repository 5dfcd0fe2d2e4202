import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Skeleton, SkeletonText, StatePanel, TEXT_CUTS, VerifiedBadge, buttonClass, pathTo, profilePath, useCategoryName, useDocumentTitle, usePriceText } from '@kala/shared';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { ReadMore } from '@kala/shared/controls';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { ArtistCard } from './artist-card';
import { countView } from './artwork-extras-api';
import { Comments, CommentsSkeleton } from './comments';
import { ImageSlider } from './image-slider';
import { AlertButton } from '@kala/shared/alert-button';
import { LikeButton } from './like-button';
import { ReportArtwork } from './report-artwork';
import { PurchasePanel } from './purchase-panel';
import { SimilarArtworks, SimilarArtworksSkeleton } from './similar-artworks';
import { isUnavailable, useArtwork } from '../api/use-artwork';
import styles from './artwork-page.module.css';

/** /artwork/:slug (studio author) and /art/:slug (user author): the same screen. */
export function ArtworkPage() {
  const { slug = '' } = useParams();
  const { t } = useCatalogueT();
  const artwork = useArtwork(slug);
  useDocumentTitle(artwork.data?.name ?? (artwork.isError && t('msg.artworkUnavailable')), artwork.data && t('card.by', { name: artwork.data.author.name }));

  if (artwork.isPending) return <ArtworkSkeleton />;
  if (artwork.isError) {
    return isUnavailable(artwork.error) ? (
      <div className={styles.page}>
        <StatePanel title={t('msg.artworkUnavailable')} level={1} role="alert">
          <Link to={pathTo('gallery', { cat: 'all' })} className={buttonClass()}>
            {t('artwork.backToGallery')}
          </Link>
        </StatePanel>
      </div>
    ) : (
      <div className={styles.page}>
        <StatePanel title={t('artwork.loadFailed')} hint={t('artwork.loadFailedHint')} level={1} role="alert">
          <Button onClick={() => void artwork.refetch()}>{t('common.retry')}</Button>
        </StatePanel>
      </div>
    );
  }
  return <ArtworkView artwork={artwork.data} />;
}

/** The main image first, then the extra ones (the server may list the main one among them too). */
const slidesOf = (artwork: Artwork) => [artwork.image, ...artwork.images.filter((i) => i.slug !== artwork.image.slug)];

/** The per-slug view counter: one count per page view (not per re-render, nor StrictMode's double effect). */
function useViewCounter(slug: string) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === slug) return;
    counted.current = slug;
    countView(slug).catch(() => undefined);
  }, [slug]);
}

function ArtworkView({ artwork }: { artwork: Artwork }) {
  const { t } = useCatalogueT();
  const price = usePriceText();
  useViewCounter(artwork.slug);
  return (
    <div className={styles.page} data-testid="artwork-page">
      <div className={styles.layout}>
        <ImageSlider images={slidesOf(artwork)} name={artwork.name} />
        <div className={styles.info}>
          <h1 className={styles.name}>{artwork.name}</h1>
          <ArtistLine artwork={artwork} />
          {/* Spec: the price text in upper case ('NPR 25,000', 'NOT FOR SALE'). */}
          <div className={styles.priceRow}>
            <p className={styles.price} data-testid="price">
              {price(artwork.priceField).toLocaleUpperCase()}
            </p>
            <LikeButton artwork={artwork} />
          </div>
          <PurchasePanel artwork={artwork} />
          {artwork.description && (
            <ReadMore
              className={styles.description}
              text={artwork.description}
              cut={TEXT_CUTS.artworkDescription}
              moreLabel={t('artwork.readMore')}
              lessLabel={t('artwork.showLess')}
            />
          )}
          <ArtworkFacts artwork={artwork} />
          <ArtistCard artwork={artwork} />
          <AlertButton criteria={similarTo(artwork)} />
          <ReportArtwork artwork={artwork} />
        </div>
      </div>
      <div className={styles.below}>
        <Comments productId={artwork._id} />
      </div>
      <SimilarArtworks slug={artwork.slug} />
    </div>
  );
}

function ArtistLine({ artwork }: { artwork: Artwork }) {
  const { t } = useCatalogueT();
  const { author } = artwork;
  return (
    <p className={styles.artist}>
      <span className="kala-visually-hidden">{t('artwork.artist')}: </span>
      <Link to={profilePath(author)}>{author.name}</Link>
      {author.verifiedArtist && <VerifiedBadge />}
    </p>
  );
}

/** Size, categories and tags, as a gallery label lists them. */
function ArtworkFacts({ artwork }: { artwork: Artwork }) {
  const { t } = useCatalogueT();
  const categoryName = useCategoryName();
  const { height, width } = artwork.attributes;
  return (
    <dl className={styles.facts}>
      {height != null && width != null && (
        <>
          <dt>{t('artwork.dimensions')}</dt>
          <dd title={t('artwork.dimensionsHint')}>{t('artwork.dimensionsValue', { height, width })}</dd>
        </>
      )}
      {artwork.categories.length > 0 && (
        <ChipsFact term={t('artwork.categories')}>
          {artwork.categories.map((c) => (
            <li key={c._id}>
              <Link to={pathTo('gallery', { cat: c.slug })} className={styles.chip}>
                {categoryName(c)}
              </Link>
            </li>
          ))}
        </ChipsFact>
      )}
      {artwork.tags.length > 0 && (
        <ChipsFact term={t('artwork.tags')}>
          {artwork.tags.map((tag) => (
            <li key={tag} className={styles.chip}>
              {tag}
            </li>
          ))}
        </ChipsFact>
      )}
    </dl>
  );
}

/** A fact whose value is a row of chips (the categories, the tags): `children` are its items. */
function ChipsFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>
        <ul className={styles.chips}>{children}</ul>
      </dd>
    </>
  );
}

/** The page's shape while the work loads: the slider's wall space, the label's lines in their own type, the sections below. */
function ArtworkSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="artwork-skeleton">
      <div className={styles.layout}>
        <Skeleton shape="block" className={styles.skeletonImage} />
        <div className={styles.info} aria-hidden="true">
          <SkeletonText className={styles.name} width="70%" />
          <SkeletonText className={styles.artist} width="40%" />
          <SkeletonText className={styles.price} width="30%" />
          <Skeleton shape="block" className={styles.skeletonButton} />
          <div className={styles.description}>
            <Skeleton shape="text" width="95%" />
            <Skeleton shape="text" width="90%" />
            <Skeleton shape="text" width="60%" />
          </div>
        </div>
      </div>
      {/* The sections below too: the page is as long loading as loaded, so the footer stays out of reach. */}
      <div className={styles.below}>
        <CommentsSkeleton />
      </div>
      <SimilarArtworksSkeleton />
    </div>
  );
}

/** "Similar works" to this one: its main category and any of its tags (or the category alone). */
const similarTo = (artwork: Artwork) => ({ category: (artwork.categories.find((c) => !c.parent) ?? artwork.categories[0])?.slug ?? null, tags: artwork.tags });
