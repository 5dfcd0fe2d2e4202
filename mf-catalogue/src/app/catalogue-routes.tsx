import { Route, Routes } from 'react-router-dom';
import '../i18n/catalogue-i18n';
import { ArtworkPage } from '../artwork/artwork-page';
import { EditArtworkPage } from '../artwork-form/edit-page';
import { UploadPage } from '../artwork-form/upload-page';
import { GalleryPage } from '../gallery/gallery-page';
import { HomePage } from '../home/home-page';
import { LikedPage } from '../liked/liked-page';
import { SearchPage } from '../search/search-page';
import { StudiosPage } from '../studios/studios-page';

/** The shell mounts this one parcel for every catalogue route, so the paths here are full paths. */
export function CatalogueRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/gallery/:cat" element={<GalleryPage />} />
      <Route path="/store/:cat" element={<GalleryPage store />} />
      <Route path="/studios" element={<StudiosPage />} />
      <Route path="/search/:term" element={<SearchPage />} />
      <Route path="/artwork/:slug" element={<ArtworkPage />} />
      <Route path="/art/:slug" element={<ArtworkPage />} />
      <Route path="/artwork/:slug/edit" element={<EditArtworkPage />} />
      <Route path="/upload" element={<UploadPage />} />
      <Route path="/:slug/likedArt" element={<LikedPage />} />
      <Route path="/studio/:slug/likedArt" element={<LikedPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
