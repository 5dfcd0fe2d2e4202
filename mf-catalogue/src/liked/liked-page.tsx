import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ApiError, ArtworkImage, Button, FallbackImage, artworkPath, buttonClass, pathTo, profilePath, sessionStore, useStore, useViewerId } from '@kala/shared';
import { discoveryKeys, fetchLiked } from '../api/discovery-api';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { Avatar } from '../shared-ui/avatar';
import { priceText } from '../shared-ui/price';
import { StatePanel } from '../shared-ui/state-panel';
import styles from './liked-page.module.css';

/** The masonry's slot widths (4 columns, 3 under 1199px, 2 under 481px), so the browser picks a size. */
const MASONRY_SIZES = '(max-width: 481px) 50vw, (max-width: 1199px) 33vw, 25vw';
/** The first row is what the visitor sees first. */
const EAGER = 4;

/** /:slug/likedArt and /studio/:slug/likedArt: the cover, whose likes they are, and the liked works. */
export function LikedPage() {
  const { t } = useCatalogueT();
  const { slug = '' } = useParams();
  const token = useStore(sessionStore, (s) => s.token);
  const viewer = useViewerId();
  // Logged-in only (the shell keeps visitors out); the call waits for a token.
  const liked = useQuery({ queryKey: discoveryKeys.liked(slug, viewer), queryFn: () => fetchLiked(slug), enabled: Boolean(token) });

  if (liked.isPending) return <LikedSkeleton />;
  if (liked.isError) {
    const notFound = liked.error instanceof ApiError && liked.error.httpStatus === 404;
    return (
      <div className={styles.page}>
        <StatePanel title={t(notFound ? 'liked.notFound' : 'liked.loadFailed')} hint={notFound ? undefined : t('liked.loadFailedHint')} role="alert" level={1}>
          {notFound ? (
            <Link to={pathTo('gallery', { cat: 'all' })} className={buttonClass()}>
              {t('liked.browseGallery')}
            </Link>
          ) : (
            <Button onClick={() => void liked.refetch()}>{t('common.retry')}</Button>
          )}
        </StatePanel>
      </div>
    );
  }

  const { user, liked_artworks: artworks } = liked.data;
  return (
    <div className={styles.page} data-testid="liked-page">
      {user.cover ? (
        <div className={styles.cover} data-testid="liked-cover">
          <FallbackImage fileName={user.cover} alt="" className={styles.coverImage} loading="eager" />
        </div>
      ) : (
        // No cover picture: a short tinted band instead of an empty picture frame, so the page starts higher.
        <div className={styles.band} data-testid="liked-band" />
      )}
      <header className={styles.person}>
        <Avatar name={user.name} picture={user.picture} size={88} className={styles.avatar} />
        <div className={styles.who}>
          <p className={styles.kicker}>{t('liked.title')}</p>
          <h1 className={styles.name}>
            {user.name}
            {user.verifiedArtist && (
              <span className={styles.verified} role="img" aria-label={t('common.verifiedArtist')} title={t('common.verifiedArtist')}>
                ✓
              </span>
            )}
          </h1>
        </div>
        <Link to={profilePath(user)} className={buttonClass({ variant: 'secondary', size: 'small' })}>
          {t('liked.backToProfile')}
        </Link>
      </header>

      {artworks.length === 0 ? (
        <StatePanel title={t('msg.noLikedArtworks')} hint={t('liked.emptyHint')} role="status">
          <Link to={pathTo('gallery', { cat: 'all' })} className={buttonClass()}>
            {t('liked.browseGallery')}
          </Link>
        </StatePanel>
      ) : (
        <ul className={styles.masonry} aria-label={t('liked.heading', { name: user.name })}>
          {artworks.map((artwork, i) => (
            <li key={artwork._id} className={styles.item}>
              <Link to={artworkPath(artwork)} className={styles.work} data-testid="liked-artwork">
                <ArtworkImage image={artwork.image} size="gallery" sizes={MASONRY_SIZES} priority={i < EAGER} className={styles.image} />
                <span className={styles.caption}>
                  <span className={styles.workName}>{artwork.name}</span>
                  <span className={styles.meta}>{t('card.by', { name: artwork.author.name })}</span>
                  <span className={styles.price}>{priceText(artwork.priceField, t('common.notForSale'))}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Cover, header and a few columns of works of mixed heights, while the page loads. */
function LikedSkeleton() {
  const heights = [260, 180, 320, 220, 200, 300, 240, 170];
  return (
    <div className={styles.page} aria-busy="true" data-testid="liked-skeleton">
      <div className={`${styles.cover} ${styles.shimmer}`} />
      <div className={styles.person}>
        <span className={`${styles.avatarBlock} ${styles.shimmer}`} />
        <span className={`${styles.line} ${styles.shimmer}`} />
      </div>
      <ul className={styles.masonry}>
        {heights.map((h, i) => (
          <li key={i} className={styles.item}>
            <span className={`${styles.block} ${styles.shimmer}`} style={{ height: h }} />
          </li>
        ))}
      </ul>
    </div>
  );
}
