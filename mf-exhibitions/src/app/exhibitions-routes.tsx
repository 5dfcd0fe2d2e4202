import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Loader, lazyPage } from '@kala/shared';
// The remote's own copy of the routes table (not the page's shared one, the shell's): it has every page this build renders.
import { ROUTES, matchRoute, type RoutesOf } from '@kala/shared/routing';
import '../i18n/exhibitions-i18n';

// Each page is its own chunk, named after its route so the server preloads it with the first HTML.
const ListPage = lazyPage(() => import(/* webpackChunkName: "page.exhibitions" */ '../list/exhibitions-page').then((m) => m.ExhibitionsPage));
const ViewerPage = lazyPage(() => import(/* webpackChunkName: "page.exhibition" */ '../viewer/exhibition-page').then((m) => m.ExhibitionPage));

interface ExhibitionsPage {
  render: (params: Record<string, string>) => ReactNode;
  preload: () => Promise<unknown>;
}

/** The remote's routes. '/exhibition-:slug' is a partial segment, which react-router cannot match: the shared matcher does. */
const PAGES: Record<RoutesOf<'mf_exhibitions'>, ExhibitionsPage> = {
  exhibitions: { render: () => <ListPage />, preload: ListPage.preload },
  exhibition: { render: ({ slug = '' }) => <ViewerPage key={slug} slug={slug} />, preload: ViewerPage.preload },
};

const OWN_ROUTES = (Object.keys(PAGES) as RoutesOf<'mf_exhibitions'>[]).map((name) => ({ name, path: ROUTES[name] }));

function pageFor(pathname: string) {
  const match = matchRoute(OWN_ROUTES, pathname);
  return match && { page: PAGES[match.route.name], params: match.params };
}

export const preloadPageFor = (pathname: string): Promise<unknown> => pageFor(pathname)?.page.preload() ?? Promise.resolve();

export function ExhibitionsRoutes() {
  const { pathname } = useLocation();
  const found = pageFor(pathname);
  return <Suspense fallback={<Loader />}>{found ? found.page.render(found.params) : null}</Suspense>;
}

// The remote is loaded for the URL the visitor is on: its page chunk starts now, before the first render.
if (typeof location !== 'undefined') preloadPageFor(location.pathname).catch(() => undefined);
