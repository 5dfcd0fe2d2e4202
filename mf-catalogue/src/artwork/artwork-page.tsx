import { Link, useParams } from 'react-router-dom';
import { Button, TEXT_CUTS, buttonClass, type Artwork } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { authorPath } from '../shared-ui/links';
import { priceText } from '../shared-ui/price';
import { ReadMore } from '../shared-ui/read-more';
import { StatePanel } from '../shared-ui/state-panel';
import { ImageSlider } from './image-slider';
import { isUnavailable, useArtwork } from './use-artwork';
import styles from './artwork-page.module.css';

/** /artwork/:slug (studio author) and /art/:slug (user author): the same screen. */
export function ArtworkPage() {
  const { slug = '' } = useParams();
  const { t } = useCatalogueT();
  const artwork = useArtwork(slug);

  if (artwork.isPending) return <ArtworkSkeleton />;
  if (artwork.isError) {
    return isUnavailable(artwork.error) ? (
      <main className={styles.page}>
        <StatePanel title={t('msg.artworkUnavailable')} level={1} role="alert">
          <Link to="/gallery/all" className={buttonClass()}>
            {t('artwork.backToGallery')}
          </Link>
        </StatePanel>
      </main>
    ) : (
      <main className={styles.page}>
        <StatePanel title={t('artwork.loadFailed')} hint={t('artwork.loadFailedHint')} level={1} role="alert">
          <Button onClick={() => void artwork.refetch()}>{t('common.retry')}</Button>
        </StatePanel>
      </main>
    );
  }
  return <ArtworkView artwork={artwork.data} />;
}

/** The main image first, then the extra ones (the server may list the main one among them too). */
const slidesOf = (artwork: Artwork) => [artwork.image, ...artwork.images.filter((i) => i.slug !== artwork.image.slug)];

function ArtworkView({ artwork }: { artwork: Artwork }) {
  const { t } = useCatalogueT();
  return (
    <main className={styles.page} data-testid="artwork-page">
      <div className={styles.layout}>
        <ImageSlider images={slidesOf(artwork)} name={artwork.name} />
        <div className={styles.info}>
          <h1 className={styles.name}>{artwork.name}</h1>
          <ArtistLine artwork={artwork} />
          {/* Spec: the price text in upper case ('NPR 25,000', 'NOT FOR SALE'). */}
          <p className={styles.price} data-testid="price">
            {priceText(artwork.priceField, t('common.notForSale')).toLocaleUpperCase()}
          </p>
          {/* Issue 3: like button (optimistic toggle with rollback) goes here, beside the price. */}
          {/* Issue 3: purchase panel — Buy / Add to cart when in store and the viewer is not the author. */}
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
          {/* Issue 3: artist info card (follow, profile links, Edit for the owner). */}
        </div>
      </div>
      {/* Issue 3: comments (2 newest, View All Comments (n) / Show Less, 'Write a comment' when logged out). */}
      {/* Issue 3: Similar Artworks grid (3 columns, 2 below 991px) with infinite scroll. */}
    </main>
  );
}

function ArtistLine({ artwork }: { artwork: Artwork }) {
  const { t } = useCatalogueT();
  const { author } = artwork;
  return (
    <p className={styles.artist}>
      <span className={styles.srOnly}>{t('artwork.artist')}: </span>
      <Link to={authorPath(author)}>{author.name}</Link>
      {author.verifiedArtist && (
        <span className={styles.verified} title={t('common.verifiedArtist')} aria-label={t('common.verifiedArtist')} role="img">
          ✓
        </span>
      )}
    </p>
  );
}

/** Size, categories and tags, as a gallery label lists them. */
function ArtworkFacts({ artwork }: { artwork: Artwork }) {
  const { t } = useCatalogueT();
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
        <>
          <dt>{t('artwork.categories')}</dt>
          <dd>
            <ul className={styles.chips}>
              {artwork.categories.map((c) => (
                <li key={c._id}>
                  <Link to={`/gallery/${encodeURIComponent(c.slug)}`} className={styles.chip}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
      {artwork.tags.length > 0 && (
        <>
          <dt>{t('artwork.tags')}</dt>
          <dd>
            <ul className={styles.chips}>
              {artwork.tags.map((tag) => (
                <li key={tag} className={styles.chip}>
                  {tag}
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </dl>
  );
}

function ArtworkSkeleton() {
  return (
    <main className={styles.page} aria-busy="true" data-testid="artwork-skeleton">
      <div className={styles.layout}>
        <div className={`${styles.skeletonBlock} ${styles.skeletonImage}`} />
        <div className={styles.info}>
          <div className={`${styles.skeletonBlock} ${styles.skeletonLine}`} style={{ width: '70%', height: '2rem' }} />
          <div className={`${styles.skeletonBlock} ${styles.skeletonLine}`} style={{ width: '40%' }} />
          <div className={`${styles.skeletonBlock} ${styles.skeletonLine}`} style={{ width: '30%' }} />
          <div className={`${styles.skeletonBlock} ${styles.skeletonLine}`} style={{ width: '90%' }} />
        </div>
      </div>
    </main>
  );
}
