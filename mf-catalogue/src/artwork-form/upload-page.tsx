import { Loader, sessionStore, useDocumentTitle, useStore } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { ArtworkForm } from './artwork-form';
import { emptyValues } from './form-state';

/** /upload: the shell keeps signed-out visitors out, so only the session check is waited for here. */
export function UploadPage() {
  const user = useStore(sessionStore, (s) => s.user);
  useDocumentTitle(useCatalogueT().t('artworkForm.uploadTitle'));
  if (!user) return <Loader />;
  return <ArtworkForm mode="upload" user={user} initial={emptyValues()} />;
}
