// What the list's carousel and the viewer's slideshow share: embla (small, well kept, touch and drag) with
// the spec's timing, no wrap, the selected index for counters, and the visitor's motion preference.
import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { REDUCED_MOTION, useMediaQuery } from '@kala/shared/remote-kit';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

export const useReducedMotion = () => useMediaQuery(REDUCED_MOTION);

/** Embla animates by physics, not by a clock: a duration of d settles in roughly 25·d ms. */
const emblaDuration = (ms: number) => Math.round(ms / 25);

export function useCarousel(ms: number, options: EmblaOptions = {}) {
  const reduced = useReducedMotion();
  const [ref, embla] = useEmblaCarousel({ loop: false, duration: emblaDuration(ms), ...options });
  const [index, setIndex] = useState(0);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setIndex(embla.selectedScrollSnap());
      setCount(embla.scrollSnapList().length);
    };
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);
  // With reduced motion every move is a jump.
  const go = useCallback((to: number) => embla?.scrollTo(to, reduced), [embla, reduced]);
  return { ref, embla, index, count, go, prev: () => go(index - 1), next: () => go(index + 1), reduced };
}
