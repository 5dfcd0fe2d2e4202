import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { INFINITE_SCROLL_MARGIN_PX } from '../constants';
import { savingData } from '../remote-kit/data-saver';

/**
 * Calls onMore when the returned sentinel comes within the spec's 300–500 px of the viewport; or, for a
 * list that holds the next pages' places (`watch`, see usePlaceholders), when any of those places does.
 * `loaded` (the item count) re-arms the observer, so a page too short to scroll still asks for more.
 */
export function useInfiniteScroll(onMore: () => void, enabled: boolean, loaded: number, watch?: RefObject<Set<Element>>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;
  useEffect(() => {
    const nodes = watch ? [...watch.current] : sentinel.current ? [sentinel.current] : [];
    if (nodes.length === 0 || !enabled) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      // Saving data, the next page is asked for when its place is reached, not before (no prefetch).
      rootMargin: `0px 0px ${savingData() ? 0 : INFINITE_SCROLL_MARGIN_PX}px 0px`,
    });
    for (const node of nodes) observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, loaded, watch]);
  return sentinel;
}

/**
 * The places a list holds for the pages still to come (skeleton cards): `ref` goes on each, `nodes` is
 * what useInfiniteScroll watches. Wherever the visitor lands among them, the next page is asked for.
 */
export function usePlaceholders() {
  const nodes = useRef(new Set<Element>());
  const ref = useCallback((node: Element | null) => {
    if (!node) return;
    nodes.current.add(node);
    return () => void nodes.current.delete(node);
  }, []);
  return { ref, nodes };
}
