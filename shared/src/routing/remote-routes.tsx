import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
// From the package: bundled with each remote (`@kala/shared/remote-kit`), over the page's one shared copy.
import { Loader } from '@kala/shared';
// The routes table by path, not from the package: the remote's own copy, as its build knows it. The page's
// shared copy is the shell's, which need not know a page the remote added since (issue 22 §3).
import { ROUTES, matchRoute, type RouteOwner, type RoutesOf } from './paths';

export interface RemotePage {
  element: ReactNode;
  /** Starts fetching the page's chunk (a lazyPage's preload). */
  preload: () => Promise<unknown>;
}

/**
 * A remote's routes from its pages (one per route the shared table gives it; the type checker insists):
 * `preloadPageFor(pathname)` starts the page chunk for a URL, `RemoteRoutes` renders them as full paths
 * (the shell mounts one parcel for all of the remote's routes).
 */
export function createRemoteRoutes<O extends RouteOwner>(pages: Record<RoutesOf<O>, RemotePage>) {
  const names = Object.keys(pages) as RoutesOf<O>[];
  const preloadPageFor = (pathname: string): Promise<unknown> => {
    const match = matchRoute(names.map((name) => ({ path: ROUTES[name], name })), pathname);
    return match ? pages[match.route.name].preload() : Promise.resolve();
  };
  function RemoteRoutes() {
    return (
      <Suspense fallback={<Loader />}>
        <Routes>
          {names.map((name) => (
            <Route key={name} path={ROUTES[name]} element={pages[name].element} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    );
  }
  return { preloadPageFor, RemoteRoutes };
}
