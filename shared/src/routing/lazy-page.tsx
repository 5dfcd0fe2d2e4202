// A page in its own chunk (ADR 0007), for the shell and every remote: React.lazy, plus `preload()` so the
// current URL's page can start loading in parallel with everything else, and `prefetch()` for a part fetched
// ahead of need (a menu when a pointer reaches its button), whose failure matters only once it is rendered. Once the chunk is in, the page renders
// synchronously (no Suspense fallback, so nothing shifts); before that, the nearest Suspense shows its loader.
import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export type LazyPage<P extends object> = ((props: P) => ReactElement) & { preload: () => Promise<unknown>; prefetch: () => void };

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = null; // a failed chunk (a deploy, a dropped connection) is fetched again next time
        throw error;
      },
    ));
  const Suspending = lazy(preload);
  // Which of the two a mounted page renders is chosen once, when it mounts: switching from the lazy wrapper to
  // the loaded component on a later render would be a new element type, and React would mount the page
  // afresh (the header's open user menu closed when the session's user changed, a form lost what was typed).
  const Page = (props: P) => {
    const [component] = useState(() => loaded ?? Suspending);
    return createElement(component, props);
  };
  // A failed fetch is not reported here: rendering the part fetches it again, and its Suspense or error shows.
  const prefetch = () => void preload().catch(() => undefined);
  return Object.assign(Page, { preload, prefetch });
}
