import { Link } from 'react-router-dom';
import { ArtworkImage, TEXT_CUTS, artworkPath, truncate, type Artwork } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { priceText } from './price';
import styles from './artwork-card.module.css';

/** The slot widths of the gallery grid (5/4/3/2 columns), so the browser fetches a fitting size. */
export const GRID_IMAGE_SIZES = '(max-width: 481px) 50vw, (max-width: 667px) 33vw, (max-width: 1199px) 25vw, 20vw';

interface ArtworkCardProps {
  artwork: Artwork;
  /** The first row loads eagerly: it is what the visitor sees first. */
  priority?: boolean;
}

export function ArtworkCard({ artwork, priority = false }: ArtworkCardProps) {
  const { t } = useCatalogueT();
  const shortName = truncate(artwork.name, TEXT_CUTS.artworkName);
  return (
    <Link to={artworkPath(artwork)} className={styles.card} data-testid="artwork-card">
      <div className={styles.frame}>
        <ArtworkImage image={artwork.image} size="gallery" sizes={GRID_IMAGE_SIZES} priority={priority} className={styles.image} style={{ height: '100%' }} />
      </div>
      <div className={styles.caption}>
        {/* The cut name is for the eye; screen readers get the whole name. */}
        <h3 className={styles.name} title={artwork.name}>
          <span aria-hidden="true">{shortName}</span>
          <span className="kala-visually-hidden">{artwork.name}</span>
        </h3>
        <p className={styles.artist}>{t('card.by', { name: artwork.author.name })}</p>
        <p className={styles.price}>{priceText(artwork.priceField, t('common.notForSale'))}</p>
      </div>
    </Link>
  );
}

export function ArtworkCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" data-testid="artwork-card-skeleton">
      <div className={styles.frame} />
      <div className={styles.caption}>
        <div className={styles.line} />
        <div className={styles.line} />
        <div className={styles.line} />
      </div>
    </div>
  );
}
