import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ArtworkImage, IMAGE_SIZES, type ImageSet } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import styles from './image-slider.module.css';

interface ImageSliderProps {
  images: ImageSet[];
  /** The artwork's name, for the carousel's label. */
  name: string;
}

/**
 * The slider's width: the page less its gutters on one column (900px and below), else three fifths of the
 * page beside the label (about 55vw, 790px once the page stops growing at 1440px).
 */

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

type Embla = ReturnType<typeof useEmblaCarousel>[1];

/**
 * The current slide. Dots, arrows and keys set it at once (the dot lights up with the press); swipes
 * reach it through embla's select event.
 */
function useSelectedIndex(api: Embla, total: number) {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!api) return;
    const sync = () => setSelected(api.selectedScrollSnap());
    api.on('select', sync);
    return () => void api.off('select', sync);
  }, [api]);
  const go = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(total - 1, index));
      setSelected(next);
      // Reduced motion: jump straight to the slide instead of sliding.
      api?.scrollTo(next, prefersReducedMotion());
    },
    [api, total],
  );
  return [selected, go] as const;
}

/** Main image plus extra images: swipe, arrows, dots and the keyboard's arrow keys. */
export function ImageSlider({ images, name }: ImageSliderProps) {
  const { t } = useCatalogueT();
  const [viewportRef, api] = useEmblaCarousel({ loop: false, duration: 22 });
  const total = images.length;
  const [selected, go] = useSelectedIndex(api, total);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft' && selected > 0) go(selected - 1);
    else if (e.key === 'ArrowRight' && selected < total - 1) go(selected + 1);
    else return;
    e.preventDefault();
  };

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={t('artwork.imagesLabel', { name })}
      tabIndex={total > 1 ? 0 : undefined}
      onKeyDown={total > 1 ? onKeyDown : undefined}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {images.map((image, i) => (
            <div
              key={image.slug}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('artwork.slide', { index: i + 1, total })}
              aria-hidden={i !== selected}
              data-testid="slide"
            >
              <ArtworkImage image={image} size="productImage" sizes={IMAGE_SIZES.detail} priority={i === 0} className={styles.image} />
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={t('artwork.previousImage')} disabled={selected === 0} onClick={() => go(selected - 1)}>
            ‹
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('artwork.nextImage')} disabled={selected === total - 1} onClick={() => go(selected + 1)}>
            ›
          </button>
          <div className={styles.dots}>
            {images.map((image, i) => (
              <button
                key={image.slug}
                type="button"
                className={styles.dot}
                aria-label={t('artwork.slide', { index: i + 1, total })}
                aria-current={i === selected}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
