import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES, type RoutesOf } from '@kala/shared';
import '../i18n/catalogue-i18n';
import { ArtworkPage } from '../artwork/artwork-page';
import { EditArtworkPage } from '../artwork-form/edit-page';
import { UploadPage } from '../artwork-form/upload-page';
import { GalleryPage } from '../gallery/gallery-page';
import { HomePage } from '../home/home-page';
import { LikedPage } from '../liked/liked-page';
import { SearchPage } from '../search/search-page';
import { StudiosPage } from '../studios/studios-page';

/** One page for every route @kala/shared gives this remote (the type checker keeps the two in step). */
const PAGES: Record<RoutesOf<'mf_catalogue'>, ReactNode> = {
  home: <HomePage />,
  gallery: <GalleryPage />,
  store: <GalleryPage store />,
  studios: <StudiosPage />,
  search: <SearchPage />,
  artwork: <ArtworkPage />,
  art: <ArtworkPage />,
  artworkEdit: <EditArtworkPage />,
  upload: <UploadPage />,
  likedArt: <LikedPage />,
  studioLikedArt: <LikedPage />,
};

/** The shell mounts this one parcel for every catalogue route, so the paths here are full paths. */
export function CatalogueRoutes() {
  return (
    <Routes>
      {(Object.keys(PAGES) as RoutesOf<'mf_catalogue'>[]).map((name) => (
        <Route key={name} path={ROUTES[name]} element={PAGES[name]} />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}
