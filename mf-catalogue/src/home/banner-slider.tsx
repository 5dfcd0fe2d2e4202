import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { ArtworkImage, BANNER, BREAKPOINTS, IMAGE_SIZES, Skeleton, profilePath } from '@kala/shared';
import type { HomeSlide } from '../api/discovery-api';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { savingData, useMediaQuery } from '@kala/shared/remote-kit';
import { useCarousel } from '@kala/shared/carousel';
import { Chevron } from '@kala/shared/controls';
import { useAutoplay } from './use-autoplay';
import styles from './banner-slider.module.css';

/**
 * Embla's duration is not in milliseconds but the strength of a spring that settles in a time independent
 * of the distance; 21 brings a slide to within a pixel of rest in about 720 ms, the spec's 750 ms.
 */
const EMBLA_DURATION_FOR_BANNER_MS = 21;
/** A horizontal swipe this long (px) changes the slide in the fade slider. */
const SWIPE_PX = 40;
/** The banner spans the page column: the screen's width, up to the page's 1440px. */

type Mode = 'slide' | 'fade';

/**
 * The home banner (spec §2, §9): above 999px a slider of ratio 3.2, below it a fade slider. Both play
 * every 3000 ms with a 750 ms move, pause on hover, focus or the pause button, and stand still for
 * visitors who prefer reduced motion.
 */
export function BannerSlider({ slides }: { slides: HomeSlide[] }) {
  const { t } = useCatalogueT();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.bannerSlider}px)`);
  const mode: Mode = narrow ? 'fade' : 'slide';
  const total = slides.length;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Embla works in slide mode only; in the fade slider the moves just set the index.
  const carousel = { duration: EMBLA_DURATION_FOR_BANNER_MS, instantWhenReduced: true, count: total, loop: total > 1, active: mode === 'slide' };
  const { ref: emblaRef, index: selected, go, prev, next, reduced } = useCarousel(carousel);
  const autoplay = useAutoplay({ delay: BANNER.autoplayMs, onTick: next, disabled: total < 2, startPaused: reduced || savingData(), held: hovered || focused });

  // The fade slider has no embla: a swipe is read from the pointer.
  const [swipeFrom, setSwipeFrom] = useState<number | null>(null);
  const onPointerDown = (e: PointerEvent) => mode === 'fade' && setSwipeFrom(e.clientX);
  const onPointerUp = (e: PointerEvent) => {
    if (swipeFrom === null) return;
    const dx = e.clientX - swipeFrom;
    setSwipeFrom(null);
    if (Math.abs(dx) >= SWIPE_PX) (dx < 0 ? next : prev)();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') prev();
    else if (e.key === 'ArrowRight') next();
    else return;
    e.preventDefault();
  };

  if (total === 0) return null;
  return (
    <section
      className={`${styles.banner} ${mode === 'slide' ? styles.modeSlide : styles.modeFade}`}
      aria-roledescription="carousel"
      aria-label={t('home.bannerLabel')}
      data-testid="banner"
      data-mode={mode}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocused(false)}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} ref={mode === 'slide' ? emblaRef : undefined} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => setSwipeFrom(null)}>
        <div className={styles.container} aria-live={autoplay.running ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.imageMain.slug + i}
              className={`${styles.slide} ${i === selected ? styles.current : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slide', { index: i + 1, total })}
              aria-hidden={i !== selected}
              inert={i !== selected}
              data-testid="banner-slide"
            >
              {/* The first slide is the largest paint. The others wait: off to the side in the slider; in the fade
                  slider they lie under it, in view, so they are asked for at low priority not to compete. */}
              <ArtworkImage
                image={slide.imageMain}
                size="productImage"
                sizes={IMAGE_SIZES.banner}
                priority={i === 0}
                fetchPriority={i === 0 ? undefined : 'low'}
                className={styles.image}
                style={{ height: '100%', aspectRatio: 'auto' }}
              />
              {(slide.title || slide.linkArtist) && (
                <div className={styles.caption}>
                  {slide.title && <p className={styles.title}>{slide.link ? <SlideLink href={slide.link}>{slide.title}</SlideLink> : slide.title}</p>}
                  {slide.linkArtist && (
                    <Link to={profilePath(slide.linkArtist)} className={styles.artist}>
                      {slide.linkArtist.name}
                    </Link>
                  )}
                </div>
              )}
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={prev} aria-label={t('home.previousSlide')}>
            <Chevron direction="left" />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.imageMain.slug + i}
                type="button"
                className={styles.dot}
                aria-label={t('home.goToSlide', { index: i + 1 })}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.control} onClick={next} aria-label={t('home.nextSlide')}>
            <Chevron direction="right" />
          </button>
          <button type="button" className={styles.control} onClick={autoplay.togglePaused} aria-label={t(autoplay.paused ? 'home.play' : 'home.pause')} data-testid="banner-pause">
            {autoplay.paused ? <PlayIcon /> : <PauseIcon />}
          </button>
        </div>
      )}
    </section>
  );
}

/** Slide links inside Kala go through the router; anything else is a plain link. */
function SlideLink({ href, children }: { href: string; children: string }) {
  return href.startsWith('/') ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}

const PauseIcon = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor">
    <rect x="4" y="3" width="3" height="10" rx="0.5" />
    <rect x="9" y="3" width="3" height="10" rx="0.5" />
  </svg>
);
const PlayIcon = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor">
    <path d="M5 3v10l8-5z" />
  </svg>
);

export function BannerSkeleton() {
  return <Skeleton shape="block" className={styles.placeholder} data-testid="banner-skeleton" />;
}
