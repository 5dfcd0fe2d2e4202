import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Loader, ROUTES, isExhibitionPath, lazyPage, type RoutesOf } from '@kala/shared';
import '../i18n/exhibitions-i18n';

// Each page is its own chunk, named after its route so the server preloads it with the first HTML.
const ListPage = lazyPage(() => import(/* webpackChunkName: "page.exhibitions" */ '../list/exhibitions-page').then((m) => m.ExhibitionsPage));
const ViewerPage = lazyPage(() => import(/* webpackChunkName: "page.exhibition" */ '../viewer/exhibition-page').then((m) => m.ExhibitionPage));

/** '/exhibition-spring' → 'spring'. */
const slugOf = (pathname: string) => {
  const raw = pathname.slice(ROUTES.exhibition.indexOf(':')).replace(/\/$/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/**
 * The remote's two routes. '/exhibition-:slug' is a partial segment, which react-router cannot match, so the
 * routes are chosen with the shared table's own test (`isExhibitionPath`) instead of <Routes>.
 */
const PAGES: Record<RoutesOf<'mf_exhibitions'>, { matches: (pathname: string) => boolean; render: (pathname: string) => ReactNode; preload: () => Promise<unknown> }> = {
  exhibitions: { matches: (p) => p.replace(/\/$/, '') === ROUTES.exhibitions, render: () => <ListPage />, preload: ListPage.preload },
  exhibition: { matches: isExhibitionPath, render: (p) => <ViewerPage key={slugOf(p)} slug={slugOf(p)} />, preload: ViewerPage.preload },
};

const pageFor = (pathname: string) => Object.values(PAGES).find((page) => page.matches(pathname));

export const preloadPageFor = (pathname: string): Promise<unknown> => pageFor(pathname)?.preload() ?? Promise.resolve();

export function ExhibitionsRoutes() {
  const { pathname } = useLocation();
  return <Suspense fallback={<Loader />}>{pageFor(pathname)?.render(pathname) ?? null}</Suspense>;
}

// The remote is loaded for the URL the visitor is on: its page chunk starts now, before the first render.
if (typeof location !== 'undefined') preloadPageFor(location.pathname).catch(() => undefined);
