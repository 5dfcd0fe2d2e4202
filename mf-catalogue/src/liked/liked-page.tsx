import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ApiError, ArtworkGrid, Avatar, Button, FallbackImage, Skeleton, StatePanel, VerifiedBadge, buttonClass, pathTo, profilePath, sessionStore, useDocumentTitle, useStore, useViewerId } from '@kala/shared';
import { useSlicedResult } from '@kala/shared/query';
import { discoveryKeys, fetchLiked } from '../api/discovery-api';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import styles from './liked-page.module.css';

/** The first row is what the visitor sees first. */
const EAGER = 4;

/** /:slug/likedArt and /studio/:slug/likedArt: the cover, whose likes they are, and the liked works. */
export function LikedPage() {
  const { t } = useCatalogueT();
  const { slug = '' } = useParams();
  useDocumentTitle(t('liked.title'));
  const token = useStore(sessionStore, (s) => s.token);
  const viewer = useViewerId();
  // Logged-in only (the shell keeps visitors out); the call waits for a token.
  const liked = useSlicedResult(useQuery({ queryKey: discoveryKeys.liked(slug, viewer), queryFn: () => fetchLiked(slug), enabled: Boolean(token) }));

  if (liked.isPending) return <LikedSkeleton />;
  if (liked.isError) {
    const status = liked.error instanceof ApiError ? liked.error.httpStatus : 0;
    // Not found, or someone else's (likes show only to their owner): nothing to retry, the gallery instead.
    const settled = status === 404 || status === 403;
    const title = status === 404 ? 'liked.notFound' : status === 403 ? 'msg.likedOwnerOnly' : 'liked.loadFailed';
    return (
      <div className={styles.page}>
        <StatePanel title={t(title)} hint={settled ? undefined : t('liked.loadFailedHint')} role="alert" level={1}>
          {settled ? (
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
            {user.verifiedArtist && <VerifiedBadge size={18} />}
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
        <ArtworkGrid artworks={artworks} layout="masonry" eager={EAGER} label={t('liked.heading', { name: user.name })} cardTestId="liked-artwork" />
      )}
    </div>
  );
}

/** Cover, header and a few columns of works of mixed heights, while the page loads. */
function LikedSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="liked-skeleton">
      <div className={styles.cover}>
        <Skeleton shape="block" height="100%" />
      </div>
      <div className={styles.person}>
        <Skeleton shape="round" width={88} height={88} className={styles.avatar} />
        <Skeleton width={200} height="1.4rem" />
      </div>
      <ArtworkGrid artworks={[]} layout="masonry" skeletons={8} />
    </div>
  );
}
