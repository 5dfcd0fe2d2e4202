// `@kala/shared/carousel`: the remotes' carousels (the banner, the artwork's images, the exhibitions' list and
// viewer) as embla (small, well kept, touch and drag) with the spec's timing, the selected index for dots and
// counters, and the visitor's motion preference. An entry of its own, so embla loads with those pages only.
import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { REDUCED_MOTION, useMediaQuery } from '../hooks/use-media-query';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
type Embla = ReturnType<typeof useEmblaCarousel>[1];

/** A move's length: the spec's milliseconds (converted), or embla's own duration, taken as is. */
type Speed = { ms: number; duration?: never } | { duration: number; ms?: never };

export type CarouselOptions = Omit<EmblaOptions, 'duration'> &
  Speed & {
    /** The slides the caller shows: `go` keeps to them (clamps, or wraps with `loop`). */
    count: number;
    /** With reduced motion a swipe settles at once too (duration 0), not only the buttons' moves. */
    instantWhenReduced?: boolean;
  };

/** Embla animates by physics, not by a clock: a duration of d settles in roughly 25·d ms. */
const emblaDuration = (ms: number) => Math.round(ms / 25);

/** An index among `count` slides: round the loop, or held at the ends. */
const keepWithin = (index: number, count: number, loop: boolean) => (loop ? ((index % count) + count) % count : Math.max(0, Math.min(count - 1, index)));

/** The index embla selects, after a swipe or a rebuild (resize, new slides, new options). */
function useSelectedIndex(embla: Embla) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const sync = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);
  return [index, setIndex] as const;
}

/**
 * The viewport handed to embla once the browser has laid out and painted the frame that mounted it: embla
 * measures its slides as it starts (offsetWidth and the like), and started in the commit that mounts them it
 * forced the whole new page's layout inside that task (about 180 ms at 4× CPU on an artwork page; ADR 0031).
 * Until then the first slide shows as laid out, and the moves only set the index.
 */
function useViewportAfterPaint(attach: (viewport: HTMLElement | null) => void) {
  return useCallback(
    (viewport: HTMLElement | null) => {
      if (!viewport) return attach(null);
      requestAnimationFrame(() => setTimeout(() => viewport.isConnected && attach(viewport)));
    },
    [attach],
  );
}

/**
 * An embla carousel and its selected index. `go`, `prev` and `next` set the index at once (the dot lights up
 * with the press, and it works where embla has no layout); with reduced motion every move is a jump.
 * With `active: false` embla stands still (the banner's fade mode): the moves only set the index.
 */
export function useCarousel({ count, ms, duration, instantWhenReduced = false, ...options }: CarouselOptions) {
  const reduced = useMediaQuery(REDUCED_MOTION);
  const { loop = false, active = true } = options;
  const [attach, embla] = useEmblaCarousel({ loop, ...options, duration: reduced && instantWhenReduced ? 0 : (duration ?? emblaDuration(ms)) });
  const ref = useViewportAfterPaint(attach);
  const [index, setIndex] = useSelectedIndex(embla);
  // A move made in the moment before embla started: it starts on that slide, not on the first.
  useEffect(() => {
    if (embla && active && embla.selectedScrollSnap() !== index) embla.scrollTo(index, true);
  }, [active, embla, index]);

  const go = useCallback(
    (to: number) => {
      const target = keepWithin(to, count, loop);
      setIndex(target);
      if (active) embla?.scrollTo(target, reduced);
    },
    [active, count, embla, loop, reduced, setIndex],
  );
  /** Round a loop embla steps itself: asked for a slide by index it would take the shortest way instead. */
  const step = useCallback(
    (delta: 1 | -1) => {
      if (loop && active && embla) {
        if (delta === 1) embla.scrollNext(reduced);
        else embla.scrollPrev(reduced);
        setIndex(embla.selectedScrollSnap());
      } else go(index + delta);
    },
    [active, embla, go, index, loop, reduced, setIndex],
  );
  const prev = useCallback(() => step(-1), [step]);
  const next = useCallback(() => step(1), [step]);
  return { ref, embla, index, go, prev, next, reduced };
}
