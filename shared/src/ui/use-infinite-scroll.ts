import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_MARGIN_PX } from '../constants';

/**
 * Calls onMore when the returned sentinel comes within the spec's 300–500 px of the viewport. `loaded` (the
 * item count) re-arms the observer, so a page too short to scroll still asks for more.
 */
export function useInfiniteScroll(onMore: () => void, enabled: boolean, loaded: number) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px`,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, loaded]);
  return sentinel;
}
