import { useEffect, useRef, useState } from 'react';
import { INFINITE_SCROLL_MARGIN_PX } from '../constants';
import { savingData } from '../remote-kit/data-saver';

/**
 * The places a list holds for the pages still to come (skeleton cards), from usePlaceholders: `ref` goes on
 * each, and an infinite list's end watches them all with one observer, including places added after it
 * started (a list that holds more of them a render later).
 */
export interface HeldPlaces {
  ref: (node: Element | null) => (() => void) | undefined;
  /** Watches every place held now or later with `observer`, until the answered function stops it. */
  watchWith: (observer: IntersectionObserver) => () => void;
}

function createHeldPlaces(): HeldPlaces {
  const nodes = new Set<Element>();
  let watching: IntersectionObserver | null = null;
  return {
    ref: (node) => {
      if (!node) return;
      nodes.add(node);
      watching?.observe(node);
      return () => {
        nodes.delete(node);
        watching?.unobserve(node);
      };
    },
    watchWith: (observer) => {
      watching = observer;
      nodes.forEach((node) => observer.observe(node));
      return () => {
        observer.disconnect();
        if (watching === observer) watching = null;
      };
    },
  };
}

/**
 * Calls onMore when the returned sentinel comes within the spec's 300–500 px of the viewport; or, for a
 * list that holds the next pages' places (`watch`, see usePlaceholders), when any of those places does.
 * `loaded` (the item count) re-arms the observer, so a page too short to scroll still asks for more.
 */
export function useInfiniteScroll(onMore: () => void, enabled: boolean, loaded: number, watch?: HeldPlaces) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;
  useEffect(() => {
    if (!enabled || (!watch && !sentinel.current)) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      // Saving data, the next page is asked for when its place is reached, not before (no prefetch).
      rootMargin: `0px 0px ${savingData() ? 0 : INFINITE_SCROLL_MARGIN_PX}px 0px`,
    });
    if (watch) return watch.watchWith(observer);
    observer.observe(sentinel.current!);
    return () => observer.disconnect();
  }, [enabled, loaded, watch]);
  return sentinel;
}

/** The places a list holds for the pages to come: put `ref` on each, and give the list's end the whole. */
export function usePlaceholders(): HeldPlaces {
  const [held] = useState(createHeldPlaces);
  return held;
}
