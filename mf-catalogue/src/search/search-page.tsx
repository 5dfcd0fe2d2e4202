import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { Button, buttonClass, pathTo, profilePath, useViewerId } from '@kala/shared';
import { discoveryKeys, fetchSearch } from '../api/discovery-api';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { ArtworkCard, ArtworkCardSkeleton } from '../shared-ui/artwork-card';
import { Avatar } from '../shared-ui/avatar';
import { StatePanel } from '../shared-ui/state-panel';
import gridStyles from '../shared-ui/artwork-grid.module.css';
import styles from './search-page.module.css';

/** The first row of works loads eagerly; the rest wait until they near the screen. */
const EAGER_CARDS = 5;
/** The gallery's columns (spec §9). */
const GRID = `${gridStyles.grid} ${gridStyles.gallery}`;

/** /search/:term: 'Showing results for', the artists, then the artworks (spec §2 Search). */
export function SearchPage() {
  const { t } = useCatalogueT();
  const term = (useParams().term ?? '').trim();
  const viewer = useViewerId();
  const result = useQuery({ queryKey: discoveryKeys.search(term, viewer), queryFn: () => fetchSearch(term), enabled: term !== '' });

  const heading = (
    <header className={styles.header}>
      <p className={styles.kicker}>{t('search.showingResultsFor')}</p>
      <h1 className={styles.term}>“{term}”</h1>
    </header>
  );

  if (result.isPending && term !== '') {
    return (
      <div className={styles.page} aria-busy="true">
        {heading}
        <ul className={GRID}>
          {Array.from({ length: 10 }, (_, i) => (
            <li key={i}>
              <ArtworkCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (result.isError) {
    return (
      <div className={styles.page}>
        {heading}
        <StatePanel title={t('search.loadFailed')} hint={t('search.loadFailedHint')} role="alert">
          <Button onClick={() => void result.refetch()}>{t('common.retry')}</Button>
        </StatePanel>
      </div>
    );
  }
  const { artists = [], products = [] } = result.data ?? {};
  return (
    <div className={styles.page} data-testid="search-page">
      {heading}
      {artists.length === 0 && products.length === 0 ? (
        <StatePanel title={t('msg.noResults')} hint={t('search.noResultsHint')} role="status">
          <Link to={pathTo('gallery', { cat: 'all' })} className={buttonClass()}>
            {t('search.browseGallery')}
          </Link>
        </StatePanel>
      ) : (
        <>
          {artists.length > 0 && (
            <section className={styles.section} aria-labelledby="search-artists">
              <h2 className={styles.sectionTitle} id="search-artists">
                {t('search.artists')} <span className={styles.count}>{artists.length}</span>
              </h2>
              <ul className={styles.artists}>
                {artists.map((artist) => (
                  <li key={artist._id}>
                    <Link to={profilePath(artist)} className={styles.artist} data-testid="search-artist">
                      <Avatar name={artist.name} picture={artist.picture} size={48} />
                      <span className={styles.artistName}>{artist.name}</span>
                      {artist.verifiedArtist && (
                        <span className={styles.verified} role="img" aria-label={t('common.verifiedArtist')}>
                          ✓
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {products.length > 0 && (
            <section className={styles.section} aria-labelledby="search-artworks">
              <h2 className={styles.sectionTitle} id="search-artworks">
                {t('search.artworks')} <span className={styles.count}>{products.length}</span>
              </h2>
              <ul className={GRID}>
                {products.map((artwork, i) => (
                  <li key={artwork._id}>
                    <ArtworkCard artwork={artwork} priority={i < EAGER_CARDS} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
