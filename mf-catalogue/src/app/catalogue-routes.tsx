import { lazyPage, type RoutesOf } from '@kala/shared';
import { createRemoteRoutes, type RemotePage } from '@kala/shared/remote-kit';
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
const PAGES: Record<RoutesOf<'mf_catalogue'>, RemotePage> = {
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

/** The shell mounts one parcel for every catalogue route, so the paths are full paths. */
export const { preloadPageFor, RemoteRoutes: CatalogueRoutes } = createRemoteRoutes<'mf_catalogue'>(PAGES);

// The remote is loaded for the URL the visitor is on: its page chunk starts now, alongside the rest of the
// remote's start (the shell mounts the parcel next), instead of after the first render.
if (typeof location !== 'undefined') preloadPageFor(location.pathname).catch(() => undefined);
