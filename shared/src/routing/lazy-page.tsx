// A page in its own chunk (ADR 0007), for the shell and every remote: React.lazy, plus `preload()` so the
// current URL's page can start loading in parallel with everything else. Once the chunk is in, the page renders
// synchronously (no Suspense fallback, so nothing shifts); before that, the nearest Suspense shows its loader.
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

export type LazyPage<P extends object> = ((props: P) => ReactElement) & { preload: () => Promise<unknown> };

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
  const Page = (props: P) => createElement(loaded ?? Suspending, props);
  return Object.assign(Page, { preload });
}
