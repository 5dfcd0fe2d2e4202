import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Loader, StatePanel, artworkPath, buttonClass, pathTo, sessionStore, useDocumentTitle, useStore } from '@kala/shared';
import { useCatalogueT } from '../i18n/catalogue-i18n';
import { isUnavailable, useArtwork } from '../api/use-artwork';
import { ArtworkForm } from './artwork-form';
import { valuesOfArtwork } from './form-state';

/**
 * /artwork/:slug/edit, for the work's author only: anyone else is sent to the artwork page (replacing this
 * entry, so Back does not bounce them here again). Signed-out visitors are kept out by the shell.
 */
export function EditArtworkPage() {
  const { slug = '' } = useParams();
  const { t } = useCatalogueT();
  const navigate = useNavigate();
  const user = useStore(sessionStore, (s) => s.user);
  const artwork = useArtwork(slug);
  const work = artwork.data;
  useDocumentTitle(work?.name, t('artworkForm.editTitle'));
  const notAuthor = Boolean(work && user && work.author._id !== user._id);

  useEffect(() => {
    if (notAuthor && work) navigate(artworkPath(work), { replace: true });
  }, [notAuthor, work, navigate]);

  if (artwork.isError) {
    return (
      <div>
        {isUnavailable(artwork.error) ? (
          <StatePanel title={t('msg.artworkUnavailable')} level={1} role="alert">
            <Link to={pathTo('gallery', { cat: 'all' })} className={buttonClass()}>
              {t('artwork.backToGallery')}
            </Link>
          </StatePanel>
        ) : (
          <StatePanel title={t('artwork.loadFailed')} hint={t('artwork.loadFailedHint')} level={1} role="alert">
            <Button onClick={() => void artwork.refetch()}>{t('common.retry')}</Button>
          </StatePanel>
        )}
      </div>
    );
  }
  if (!work || !user || notAuthor) return <Loader />;
  // Keyed by the work, so moving to another work's edit page starts from that work.
  return <ArtworkForm key={work._id} mode="edit" user={user} artwork={work} initial={valuesOfArtwork(work)} />;
}
