// Renders its content only once its box comes near the viewport; until then, the placeholder (the same
// size, so nothing moves when the content arrives). A first visit then spends its main-thread time on
// what is on screen, not on rows far below the fold (issue 7: nothing below the fold loads eagerly).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { savingData } from '../remote-kit/data-saver';

/** How far below the viewport content starts rendering: it is ready by the time a thumb scrolls there (not while saving data). */
const AHEAD = '800px 0px';

export function WhenNear({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, tests' DOM) everything renders at once, as before.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: savingData() ? '0px' : AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={box}>{placeholder}</div>;
}
