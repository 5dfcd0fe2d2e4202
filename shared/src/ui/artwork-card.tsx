import { memo } from 'react';
import { Link } from 'react-router-dom';
import { TEXT_CUTS } from '../constants';
import { useTranslation } from '../i18n/i18n';
import { artworkPath } from '../routing/paths';
import { truncate } from '../rules/text';
import type { Artwork } from '../contracts/catalogue';
import { ArtworkImage } from './artwork-image';
import { usePriceText } from './price';
import { Skeleton } from './skeleton';
import styles from './artwork-card.module.css';
import { IMAGE_SIZES } from '../first-data/requests';

/** The slot widths of the gallery grid (5/4/3/2 columns), so the browser fetches a fitting size. */
export const GRID_IMAGE_SIZES = IMAGE_SIZES.grid;

export interface ArtworkCardProps {
  artwork: Artwork;
  /** On the first screen: fetched at once with high priority (the largest paint is among these). */
  priority?: boolean;
  /** How wide the card's slot is (an <img sizes> value), so the browser fetches a fitting size. */
  sizes?: string;
  /** 'square': a square wall space per work, captions in line (grids, rows); 'natural': the work's own proportions (masonry). */
  frame?: 'square' | 'natural';
  testId?: string;
}

/**
 * An artwork as every list shows it: the image first, then a quiet caption (name, artist, price). Memoised:
 * a list that grows (its next page, its placeholders) re-renders only its new cards.
 */
export const ArtworkCard = memo(function ArtworkCard({ artwork, priority = false, sizes = GRID_IMAGE_SIZES, frame = 'square', testId = 'artwork-card' }: ArtworkCardProps) {
  const { t } = useTranslation();
  const price = usePriceText();
  const square = frame === 'square';
  const image = <ArtworkImage image={artwork.image} size="gallery" sizes={sizes} priority={priority} className={styles.image} style={square ? { height: '100%' } : undefined} />;
  return (
    <Link to={artworkPath(artwork)} className={styles.card} data-testid={testId}>
      {square ? <div className={styles.frame}>{image}</div> : image}
      <div className={styles.caption}>
        {/* The cut name is for the eye; screen readers get the whole name. */}
        <h3 className={styles.name} title={artwork.name}>
          <span aria-hidden="true">{truncate(artwork.name, TEXT_CUTS.artworkName)}</span>
          <span className="kala-visually-hidden">{artwork.name}</span>
        </h3>
        <p className={styles.artist}>{t('card.by', { name: artwork.author.name })}</p>
        <p className={styles.price}>{price(artwork.priceField)}</p>
      </div>
    </Link>
  );
});

/**
 * A card-shaped placeholder: the square wall space and the caption's three lines, exactly as tall as the card
 * that replaces it (no shift in a row). One element, its shapes a mask (artwork-card.module.css): a listing
 * holds dozens of these for its next pages.
 */
export function ArtworkCardSkeleton() {
  return <Skeleton shape="block" className={styles.skeleton} data-testid="artwork-card-skeleton" />;
}
