import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ArtworkCard, ArtworkCardSkeleton, PAGE_SIZE } from '@kala/shared';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { Chevron } from '@kala/shared/controls';
import styles from './artwork-scroller.module.css';

/** A card's width in the row (artwork-scroller.module.css: 42vw on phones, else 17vw between 150 and 240px). */
const SCROLLER_SIZES = '(max-width: 667px) 42vw, (max-width: 882px) 150px, (min-width: 1412px) 240px, 17vw';

interface ArtworkScrollerProps {
  artworks: Artwork[];
  label: string;
}

/**
 * A row of at most 11 works (spec §9) that scrolls sideways: swipe or trackpad, snap to each card, and
 * arrow buttons for a mouse. Images load as they near the screen.
 */
export function ArtworkScroller({ artworks, label }: ArtworkScrollerProps) {
  const { t } = useCatalogueT();
  const track = useRef<HTMLUListElement>(null);
  const { canGoBack, canGoOn } = useScrollEnds(track);
  const scroll = (direction: 1 | -1) => {
    const node = track.current;
    if (!node) return;
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    node.scrollBy?.({ left: direction * node.clientWidth * 0.85, behavior: reduced ? 'auto' : 'smooth' });
  };
  return (
    <div className={styles.scroller}>
      <ul className={styles.track} ref={track} aria-label={label} tabIndex={0}>
        {artworks.slice(0, PAGE_SIZE.scroller).map((artwork) => (
          <li key={artwork._id} className={styles.item}>
            <ArtworkCard artwork={artwork} sizes={SCROLLER_SIZES} />
          </li>
        ))}
      </ul>
      <button type="button" className={`${styles.arrow} ${styles.back}`} onClick={() => scroll(-1)} aria-label={t('home.scrollBack')} hidden={!canGoBack}>
        <Chevron direction="left" />
      </button>
      <button type="button" className={`${styles.arrow} ${styles.on}`} onClick={() => scroll(1)} aria-label={t('home.scrollOn')} hidden={!canGoOn}>
        <Chevron direction="right" />
      </button>
    </div>
  );
}

/**
 * Whether the row can scroll back or on from where it is: an arrow shows only when it would move the row
 * (none at the start going back, none at all when every card fits). Before the row is measured, the
 * forward arrow shows, as a row of 11 usually overflows.
 */
function useScrollEnds(track: RefObject<HTMLUListElement | null>) {
  const [ends, setEnds] = useState({ canGoBack: false, canGoOn: true });
  useEffect(() => {
    const node = track.current;
    if (!node) return;
    const measure = () => {
      const room = node.scrollWidth - node.clientWidth;
      setEnds({ canGoBack: node.scrollLeft > 1, canGoOn: room > 1 && node.scrollLeft < room - 1 });
    };
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(node);
    return () => {
      node.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [track]);
  return ends;
}

/** A row of placeholder cards: a band's while its works load, and each popular row's until it nears the screen. */
export function ArtworkScrollerSkeleton() {
  return (
    <div className={`${styles.scroller} ${styles.waiting}`} aria-hidden="true">
      <ul className={styles.track}>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className={styles.item}>
            <ArtworkCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A band with nothing to scroll (no works yet, or the call failed): its note sits on the wall space the row
 * of cards would take, so the band is as tall empty as full and the bands below never move.
 */
export function ArtworkScrollerNote({ children }: { children: ReactNode }) {
  return (
    <div className={`${styles.scroller} ${styles.note}`}>
      <div className={styles.track} aria-hidden="true">
        <div className={`${styles.item} ${styles.ghost}`}>
          <ArtworkCardSkeleton />
        </div>
      </div>
      <div className={styles.noteText}>{children}</div>
    </div>
  );
}
