import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { AlertButton } from '@kala/shared/alert-button';
import { useSlicedResult } from '@kala/shared/query';
import { ArtworkGrid, Avatar, Button, Heading, StatePanel, VerifiedBadge, buttonClass, pathTo, profilePath, useDocumentTitle, useFormat, useViewerId } from '@kala/shared';
import { discoveryKeys, fetchSearch } from '../api/discovery-api';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import styles from './search-page.module.css';

/** /search/:term: 'Showing results for', the artists, then the artworks (spec §2 Search). */
export function SearchPage() {
  const { t } = useCatalogueT();
  const term = (useParams().term ?? '').trim();
  useDocumentTitle(`${t('search.showingResultsFor')} “${term}”`);
  const viewer = useViewerId();
  const result = useSlicedResult(useQuery({ queryKey: discoveryKeys.search(term, viewer), queryFn: () => fetchSearch(term), enabled: term !== '' }));

  const heading = (
    <header className={styles.header}>
      <p className={styles.kicker}>{t('search.showingResultsFor')}</p>
      <Heading level={1} size="page" className={styles.term}>
        “{term}”
      </Heading>
      {term !== '' && <AlertButton criteria={{ query: term }} />}
    </header>
  );

  if (result.isPending && term !== '') {
    return (
      <div className={styles.page} aria-busy="true">
        {heading}
        <ArtworkGrid artworks={[]} skeletons={10} />
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
            <ResultSection id="search-artists" title={t('search.artists')} count={artists.length}>
              <ul className={styles.artists}>
                {artists.map((artist) => (
                  <li key={artist._id}>
                    <Link to={profilePath(artist)} className={styles.artist} data-testid="search-artist">
                      <Avatar name={artist.name} picture={artist.picture} size={48} />
                      <span className={styles.artistName}>{artist.name}</span>
                      {artist.verifiedArtist && <VerifiedBadge size={16} />}
                    </Link>
                  </li>
                ))}
              </ul>
            </ResultSection>
          )}
          {products.length > 0 && (
            <ResultSection id="search-artworks" title={t('search.artworks')} count={products.length}>
              <ArtworkGrid artworks={products} eager="firstScreen" />
            </ResultSection>
          )}
        </>
      )}
    </div>
  );
}

/** One kind of result (the artists, the artworks): its heading says how many. */
function ResultSection({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  const format = useFormat();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 className={styles.sectionTitle} id={id}>
        {title} <span className={styles.count}>{format.number(count)}</span>
      </h2>
      {children}
    </section>
  );
}
