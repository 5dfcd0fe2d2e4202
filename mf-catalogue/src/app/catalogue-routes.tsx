import { Suspense, type ReactNode } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { Loader, ROUTES, lazyPage, type RoutesOf } from '@kala/shared';
import '../i18n/catalogue-i18n';

// Each page is its own chunk (ADR 0007): the home page does not bring the artwork form along.
const ArtworkPage = lazyPage(() => import(/* webpackChunkName: "page.artwork.art" */ '../artwork/artwork-page').then((m) => m.ArtworkPage));
const EditArtworkPage = lazyPage(() => import(/* webpackChunkName: "page.artworkEdit" */ '../artwork-form/edit-page').then((m) => m.EditArtworkPage));
const UploadPage = lazyPage(() => import(/* webpackChunkName: "page.upload" */ '../artwork-form/upload-page').then((m) => m.UploadPage));
const GalleryPage = lazyPage(() => import(/* webpackChunkName: "page.gallery.store" */ '../gallery/gallery-page').then((m) => m.GalleryPage));
const HomePage = lazyPage(() => import(/* webpackChunkName: "page.home" */ '../home/home-page').then((m) => m.HomePage));
const LikedPage = lazyPage(() => import(/* webpackChunkName: "page.likedArt.studioLikedArt" */ '../liked/liked-page').then((m) => m.LikedPage));
const SearchPage = lazyPage(() => import(/* webpackChunkName: "page.search" */ '../search/search-page').then((m) => m.SearchPage));
const AlertsPage = lazyPage(() => import(/* webpackChunkName: "page.alerts" */ '../alerts/alerts-page').then((m) => m.AlertsPage));
const UnsubscribePage = lazyPage(() => import(/* webpackChunkName: "page.alertsUnsubscribe" */ '../alerts/unsubscribe-page').then((m) => m.UnsubscribePage));
const StudiosPage = lazyPage(() => import(/* webpackChunkName: "page.studios" */ '../studios/studios-page').then((m) => m.StudiosPage));

/** One page for every route @kala/shared gives this remote (the type checker keeps the two in step). */
const PAGES: Record<RoutesOf<'mf_catalogue'>, { element: ReactNode; preload: () => Promise<unknown> }> = {
  home: { element: <HomePage />, preload: HomePage.preload },
  gallery: { element: <GalleryPage />, preload: GalleryPage.preload },
  store: { element: <GalleryPage store />, preload: GalleryPage.preload },
  studios: { element: <StudiosPage />, preload: StudiosPage.preload },
  search: { element: <SearchPage />, preload: SearchPage.preload },
  artwork: { element: <ArtworkPage />, preload: ArtworkPage.preload },
  art: { element: <ArtworkPage />, preload: ArtworkPage.preload },
  artworkEdit: { element: <EditArtworkPage />, preload: EditArtworkPage.preload },
  upload: { element: <UploadPage />, preload: UploadPage.preload },
  likedArt: { element: <LikedPage />, preload: LikedPage.preload },
  studioLikedArt: { element: <LikedPage />, preload: LikedPage.preload },
  alerts: { element: <AlertsPage />, preload: AlertsPage.preload },
  alertsUnsubscribe: { element: <UnsubscribePage />, preload: UnsubscribePage.preload },
};

const NAMES = Object.keys(PAGES) as RoutesOf<'mf_catalogue'>[];

/** Starts fetching the page chunk for `pathname` (none for a path that is not this remote's). */
export function preloadPageFor(pathname: string): Promise<unknown> {
  const match = matchRoutes(NAMES.map((name) => ({ path: ROUTES[name], name })), pathname)?.at(-1);
  return match ? PAGES[(match.route as { name: RoutesOf<'mf_catalogue'> }).name].preload() : Promise.resolve();
}

// The remote is loaded for the URL the visitor is on: its page chunk starts now, alongside the rest of the
// remote's start (the shell mounts the parcel next), instead of after the first render.
if (typeof location !== 'undefined') preloadPageFor(location.pathname).catch(() => undefined);

/** The shell mounts this one parcel for every catalogue route, so the paths here are full paths. */
export function CatalogueRoutes() {
  return (
    <Suspense fallback={<Loader />}>
      <Routes>
        {NAMES.map((name) => (
          <Route key={name} path={ROUTES[name]} element={PAGES[name].element} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
