import type { Ref } from 'react';
import { BREAKPOINTS } from '../constants';
import type { Artwork } from '../contracts/catalogue';
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

/** The gallery layout's columns at a viewport width (spec §9; the same thresholds as the CSS). */
export function galleryColumnsAt(width: number, singleOnPhones = false): number {
  const { cols4, cols3, cols2 } = BREAKPOINTS.gallery;
  if (width <= cols2) return singleOnPhones ? 1 : 2;
  return width <= cols3 ? 3 : width <= cols4 ? 4 : 5;
}

/** Room a card's caption takes under its square (three lines and the gap), for the estimate below. */
const CAPTION_PX = 72;

/**
 * How many cards the first screen shows (read once: it only decides what loads first). A screen holds as
 * many rows as fit its height, less about one for the page's head above the grid; only the gallery
 * layout's square cards make the estimate possible, other layouts count their first row.
 */
const firstScreenOf = (layout: keyof typeof LAYOUTS, singleOnPhones: boolean): number => {
  const width = typeof window === 'undefined' ? Infinity : window.innerWidth;
  const height = typeof window === 'undefined' ? 0 : window.innerHeight;
  if (layout === 'gallery') {
    const columns = galleryColumnsAt(width, singleOnPhones);
    const cardHeight = Math.min(width, 1440) / columns + CAPTION_PX;
    return columns * Math.max(1, Math.ceil(height / cardHeight) - 1);
  }
  if (layout === 'similar') return width <= BREAKPOINTS.similar.cols2 ? 2 : 3;
  return width <= BREAKPOINTS.artworkGrid.cols2 ? 2 : width <= BREAKPOINTS.artworkGrid.cols3 ? 3 : 4;
};

/** Placeholder heights in masonry: a mix, as real works have. */
const MASONRY_HEIGHTS = [260, 180, 320, 220, 200, 300, 240, 170];

export interface ArtworkGridProps {
  artworks: Artwork[];
  layout?: keyof typeof LAYOUTS;
  /** One column instead of two on phones (home's Featured). */
  singleOnPhones?: boolean;
  /**
   * Which cards load at once with high priority (the largest paint is among them): 'firstScreen', those the
   * first screen shows (the first row, and the next on a tall screen), or a count. The rest load lazily
   * as they near the screen.
   */
  eager?: number | 'firstScreen';
  /** Placeholder cards after the works, holding the place of the first or the next page. */
  skeletons?: number;
  /** Set on every placeholder, for an infinite list to watch (usePlaceholders). */
  placeholderRef?: Ref<HTMLLIElement>;
  busy?: boolean;
  /** The list's accessible name. */
  label?: string;
  cardTestId?: string;
  id?: string;
}

/** Artwork cards in one of the spec's layouts (§2, §9), and skeleton cards while more load. */
export function ArtworkGrid({ artworks, layout = 'gallery', singleOnPhones = false, eager = 0, skeletons = 0, placeholderRef, busy, label, cardTestId, id }: ArtworkGridProps) {
  const { className } = LAYOUTS[layout];
  // One column on phones: each image is the screen's width there.
  const sizes = singleOnPhones && layout === 'gallery' ? `(max-width: ${BREAKPOINTS.gallery.cols2}px) 100vw, ${GRID_IMAGE_SIZES}` : LAYOUTS[layout].sizes;
  const masonry = layout === 'masonry';
  const eagerCount = eager === 'firstScreen' ? firstScreenOf(layout, singleOnPhones) : eager;
  return (
    <ul id={id} className={[styles.list, className, singleOnPhones && styles.singleOnPhones].filter(Boolean).join(' ')} aria-busy={busy} aria-label={label}>
      {artworks.map((artwork, i) => (
        <li key={artwork._id}>
          <ArtworkCard artwork={artwork} priority={i < eagerCount} sizes={sizes} frame={masonry ? 'natural' : 'square'} testId={cardTestId} />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        <li key={`skeleton-${artworks.length + i}`} ref={placeholderRef}>
          {masonry ? <Skeleton shape="block" height={MASONRY_HEIGHTS[i % MASONRY_HEIGHTS.length]} /> : <ArtworkCardSkeleton />}
        </li>
      ))}
    </ul>
  );
}
