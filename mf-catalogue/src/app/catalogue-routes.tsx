import { Route, Routes } from 'react-router-dom';
import '../i18n/catalogue-i18n';
import { ArtworkPage } from '../artwork/artwork-page';
import { GalleryPage } from '../gallery/gallery-page';

/**
 * The shell mounts this one parcel for every catalogue route, so the paths here are full paths.
 * Routes of later slices (/, /studios, /search/:term, /upload, …) render nothing until issue 3 adds them.
 */
export function CatalogueRoutes() {
  return (
    <Routes>
      <Route path="/gallery/:cat" element={<GalleryPage />} />
      {/* The store flag picks the store listing; issue 3 finishes the store (mobile dialogs). */}
      <Route path="/store/:cat" element={<GalleryPage store />} />
      <Route path="/artwork/:slug" element={<ArtworkPage />} />
      <Route path="/art/:slug" element={<ArtworkPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
