import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ArtworkImage, Button, TEXT_CUTS, artworkPath, truncate, useInfiniteScroll, useViewerId, type Artwork } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { priceText } from '../shared-ui/price';
import cardStyles from '../shared-ui/artwork-card.module.css';
import gridStyles from '../shared-ui/artwork-grid.module.css';
import { SIMILAR_PAGE, artworkExtrasKeys, fetchSimilar } from './artwork-extras-api';
import styles from './similar-artworks.module.css';

/** The slot of a similar work: a third of the page (capped at 1440px), half below 991px (spec §9). */
const SIMILAR_SIZES = '(max-width: 991px) 50vw, (min-width: 1440px) 460px, 32vw';

function useSimilar(slug: string) {
  const viewer = useViewerId();
  const query = useInfiniteQuery({
    queryKey: artworkExtrasKeys.similar(slug, viewer),
    queryFn: ({ pageParam }) => fetchSimilar(slug, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.message.length, 0);
      return last.message.length < SIMILAR_PAGE || loaded >= last.total ? undefined : loaded;
    },
  });
  const seen = new Set<string>();
  const artworks = (query.data?.pages.flatMap((p) => p.message) ?? []).filter((a) => a.slug !== slug && !seen.has(a._id) && Boolean(seen.add(a._id)));
  return { ...query, artworks };
}

/** Similar Artworks: 3 columns, 2 below 991px, the next page as the visitor nears the end. */
export function SimilarArtworks({ slug }: { slug: string }) {
  const { t } = useCatalogueT();
  const headingId = useId();
  const similar = useSimilar(slug);
  const loadingMore = similar.isFetchingNextPage;
  const moreFailed = similar.isFetchNextPageError;
  const sentinel = useInfiniteScroll(() => void similar.fetchNextPage(), similar.hasNextPage && !loadingMore && !moreFailed, similar.artworks.length);

  // Nothing similar (or the call failed first time): the section stays out of the way.
  if (!similar.isPending && similar.artworks.length === 0) return null;
  return (
    <section className={styles.similar} aria-labelledby={headingId} data-testid="similar-artworks">
      <h2 id={headingId} className={styles.title}>
        {t('artworkPage.similar')}
      </h2>
      <ul className={`${gridStyles.grid} ${gridStyles.similar}`} aria-busy={similar.isPending || loadingMore}>
        {similar.artworks.map((artwork) => (
          <li key={artwork._id}>
            <SimilarCard artwork={artwork} />
          </li>
        ))}
        {(similar.isPending || loadingMore) &&
          Array.from({ length: 3 }, (_, i) => (
            <li key={`skeleton-${i}`} aria-hidden="true">
              <div className={`${cardStyles.card} ${cardStyles.skeleton}`}>
                <div className={cardStyles.frame} />
                <div className={cardStyles.caption}>
                  <div className={cardStyles.line} />
                  <div className={cardStyles.line} />
                </div>
              </div>
            </li>
          ))}
      </ul>
      {moreFailed && !loadingMore ? (
        <div className={styles.end} role="alert">
          <p>{t('artworkPage.similarFailed')}</p>
          <Button variant="secondary" onClick={() => void similar.fetchNextPage()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        similar.hasNextPage && <div ref={sentinel} className={styles.sentinel} data-testid="similar-sentinel" />
      )}
    </section>
  );
}

/** The catalogue's card (image first, quiet caption), with the image sized for this grid's wider slots. */
function SimilarCard({ artwork }: { artwork: Artwork }) {
  const { t } = useCatalogueT();
  return (
    <Link to={artworkPath(artwork)} className={cardStyles.card} data-testid="similar-card">
      <div className={cardStyles.frame}>
        <ArtworkImage image={artwork.image} size="gallery" sizes={SIMILAR_SIZES} className={cardStyles.image} style={{ height: '100%' }} />
      </div>
      <div className={cardStyles.caption}>
        <h3 className={cardStyles.name} title={artwork.name}>
          <span aria-hidden="true">{truncate(artwork.name, TEXT_CUTS.artworkName)}</span>
          <span className="kala-visually-hidden">{artwork.name}</span>
        </h3>
        <p className={cardStyles.artist}>{t('card.by', { name: artwork.author.name })}</p>
        <p className={cardStyles.price}>{priceText(artwork.priceField, t('common.notForSale'))}</p>
      </div>
    </Link>
  );
}
