// Scroll on navigation, for every page of every remote: they all move the shell's one history (RemoteRouter),
// so one hook here sees every navigation. A new page (push, or a replace to another path) starts at the top;
// back/forward (and a reload) return to where that history entry was left. The page may not be there yet when
// the URL changes (a remote re-renders after the shell, a gallery's grid comes from its cache or the network),
// so the position is re-applied as the page grows, until it fits, the user scrolls or the time is up.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'kala:scroll';
/** How long a restore keeps following a growing page. */
const RESTORE_FOR_MS = 4000;
/** The user takes over: a restore stops at any of these. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scroll position by history entry key; kept in sessionStorage so a reload comes back to the same place. */
const positions = new Map<string, number>(readSaved());
let currentKey: string | null = null;

function readSaved(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
  } catch {
    return [];
  }
}

function save() {
  try {
    // The newest entries only: sessionStorage is small and old entries are rarely revisited.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Storage full or refused: positions still hold for this page's life.
  }
}

const jump = (y: number) => window.scrollTo({ top: y, left: 0, behavior: 'instant' });

/** Scrolls to `y` and keeps it there while the page grows; answers a function that stops it. */
function restore(y: number): () => void {
  jump(y);
  if (y === 0) return () => undefined;
  const observer = new ResizeObserver(() => jump(y));
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    USER_INPUT.forEach((type) => window.removeEventListener(type, stop, true));
  };
  const timer = setTimeout(stop, RESTORE_FOR_MS);
  USER_INPUT.forEach((type) => window.addEventListener(type, stop, { capture: true, passive: true }));
  return stop;
}

function returningToDocument(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  const kind = (entry as PerformanceNavigationTiming | undefined)?.type;
  return kind === 'reload' || kind === 'back_forward';
}

export function useScrollRestoration(): void {
  const { key, pathname } = useLocation();
  const type = useNavigationType();
  const lastPath = useRef<string | null>(null);
  const stopRestore = useRef<() => void>(() => undefined);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    // Every scroll is written under the entry being shown, so leaving it needs no read (which the next page's
    // layout could already have clamped).
    const onScroll = () => currentKey && positions.set(currentKey, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  // Before paint, so a new page never shows at the old position.
  useLayoutEffect(() => {
    stopRestore.current();
    currentKey = key;
    const firstRender = lastPath.current === null;
    const samePage = lastPath.current === pathname;
    lastPath.current = pathname;
    // The first entry of a typed or linked visit has no key of its own ('default'): only a reload or a
    // back/forward into this document may take a saved position.
    if (firstRender && !returningToDocument()) jump(0);
    else if (type === 'POP') stopRestore.current = restore(positions.get(key) ?? 0);
    else if (type === 'PUSH' || !samePage) jump(0);
  }, [key, pathname, type]);
}
