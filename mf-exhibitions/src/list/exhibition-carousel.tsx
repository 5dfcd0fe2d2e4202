import { BREAKPOINTS, useFormat } from '@kala/shared';
import { EXHIBITION_UI, type Exhibition } from '@kala/shared/exhibitions';
import { useMediaQuery } from '@kala/shared/remote-kit';
import { useCarousel } from '@kala/shared/carousel';
import { useExhibitionsT } from '../i18n/exhibitions-i18n';
import { ExhibitionTile, type TileProps } from './exhibition-tile';
import styles from './exhibitions-page.module.css';

const pagesOf = <T,>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_v, i) => items.slice(i * size, (i + 1) * size));

/** Spec §2: pages of two rows (one column of four rows below 769 px), arrows and a page counter, no wrap. */
export function ExhibitionCarousel({ shows, label, ...tile }: { shows: Exhibition[]; label: string } & Omit<TileProps, 'show' | 'veiled'> & { veiled: (show: Exhibition) => boolean }) {
  const { t } = useExhibitionsT();
  const { number } = useFormat();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.exhibitions - 1}px)`);
  const pages = pagesOf(shows, narrow ? EXHIBITION_UI.narrowRows : EXHIBITION_UI.rows * EXHIBITION_UI.columns);
  const { ref, index, prev, next } = useCarousel({ ms: EXHIBITION_UI.carouselMs, count: pages.length, align: 'start' });
  const page = Math.min(index, pages.length - 1);
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport} ref={ref}>
        <div className={styles.track}>
          {pages.map((items, i) => (
            <div key={i} className={styles.slidePage} role="group" aria-roledescription="slide" aria-label={t('list.page', { page: i + 1, count: pages.length })} inert={i !== page}>
              {items.map((show) => (
                <ExhibitionTile key={show._id} show={show} onOpen={tile.onOpen} veiled={tile.veiled(show)} />
              ))}
            </div>
          ))}
        </div>
      </div>
      {pages.length > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={prev} disabled={page === 0} aria-label={t('list.prevPage')}>
            ←
          </button>
          <span className={styles.counter} aria-live="polite">
            <span className="kala-visually-hidden">{t('list.page', { page: page + 1, count: pages.length })}</span>
            <span aria-hidden="true">
              {number(page + 1)} / {number(pages.length)}
            </span>
          </span>
          <button type="button" className={styles.arrow} onClick={next} disabled={page === pages.length - 1} aria-label={t('list.nextPage')}>
            →
          </button>
        </div>
      )}
    </section>
  );
}
