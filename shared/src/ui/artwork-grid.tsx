import type { Artwork } from '../types';
import { ArtworkCard, ArtworkCardSkeleton, GRID_IMAGE_SIZES } from './artwork-card';
import { Skeleton } from './skeleton';
import styles from './artwork-grid.module.css';

/** Each layout's columns (spec §9) and the slot widths its cards tell the browser. */
const LAYOUTS = {
  /** 5, 4 below 1199px, 3 below 667px, 2 below 481px: gallery, store, search, featured. */
  gallery: { className: `${styles.grid} ${styles.gallery}`, sizes: GRID_IMAGE_SIZES },
  /** 3, 2 below 991px: similar artworks. */
  similar: { className: `${styles.grid} ${styles.similar}`, sizes: '(max-width: 991px) 50vw, (min-width: 1440px) 460px, 32vw' },
  /** Columns of works in their own proportions, 4, 3 below 1199px, 2 below 481px: liked works, a profile's works. */
  masonry: { className: styles.masonry, sizes: '(max-width: 481px) 50vw, (max-width: 1199px) 33vw, 25vw' },
};

/** Placeholder heights in masonry: a mix, as real works have. */
const MASONRY_HEIGHTS = [260, 180, 320, 220, 200, 300, 240, 170];

export interface ArtworkGridProps {
  artworks: Artwork[];
  layout?: keyof typeof LAYOUTS;
  /** One column instead of two on phones (home's Featured). */
  singleOnPhones?: boolean;
  /** How many cards load eagerly: the first row, which the visitor sees first. */
  eager?: number;
  /** Placeholder cards after the works, while the first or the next page loads. */
  skeletons?: number;
  busy?: boolean;
  /** The list's accessible name. */
  label?: string;
  cardTestId?: string;
  id?: string;
}

/** Artwork cards in one of the spec's layouts (§2, §9), and skeleton cards while more load. */
export function ArtworkGrid({ artworks, layout = 'gallery', singleOnPhones = false, eager = 0, skeletons = 0, busy, label, cardTestId, id }: ArtworkGridProps) {
  const { className, sizes } = LAYOUTS[layout];
  const masonry = layout === 'masonry';
  return (
    <ul id={id} className={[styles.list, className, singleOnPhones && styles.singleOnPhones].filter(Boolean).join(' ')} aria-busy={busy} aria-label={label}>
      {artworks.map((artwork, i) => (
        <li key={artwork._id}>
          <ArtworkCard artwork={artwork} priority={i < eager} sizes={sizes} frame={masonry ? 'natural' : 'square'} testId={cardTestId} />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        <li key={`skeleton-${artworks.length + i}`}>
          {masonry ? <Skeleton shape="block" height={MASONRY_HEIGHTS[i % MASONRY_HEIGHTS.length]} /> : <ArtworkCardSkeleton />}
        </li>
      ))}
    </ul>
  );
}
