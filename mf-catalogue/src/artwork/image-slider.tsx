import type { KeyboardEvent } from 'react';
import { ArtworkImage, IMAGE_SIZES, type ImageSet } from '@kala/shared';
import { useCarousel } from '@kala/shared/carousel';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { Chevron } from '@kala/shared/controls';
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

/** Main image plus extra images: swipe, arrows, dots and the keyboard's arrow keys. */
export function ImageSlider({ images, name }: ImageSliderProps) {
  const { t } = useCatalogueT();
  const total = images.length;
  const { ref: viewportRef, index: selected, go, prev, next } = useCarousel({ duration: 22, count: total });

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft' && selected > 0) prev();
    else if (e.key === 'ArrowRight' && selected < total - 1) next();
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
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={t('artwork.previousImage')} disabled={selected === 0} onClick={prev}>
            <Chevron direction="left" />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('artwork.nextImage')} disabled={selected === total - 1} onClick={next}>
            <Chevron direction="right" />
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
