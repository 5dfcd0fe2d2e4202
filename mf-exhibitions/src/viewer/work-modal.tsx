import { useState } from 'react';
import { ArtworkImage, Button, Modal } from '@kala/shared';
import type { Exhibition, ExhibitionItem } from '@kala/shared/exhibitions';
import { useExhibitionsT } from '../i18n/exhibitions-i18n';
import { EnquiryForm } from './enquiry-form';
import styles from './viewer.module.css';

/** Spec §2 item detail: title, details, Full Size Image and Buy (which turns the modal into the enquiry form); a sold work says Sold instead. */
export function WorkModal({ show, item, onClose, onFullSize }: { show: Exhibition; item: ExhibitionItem | null; onClose: () => void; onFullSize: () => void }) {
  const { t } = useExhibitionsT();
  const [buying, setBuying] = useState(false);
  const close = () => {
    setBuying(false);
    onClose();
  };
  return (
    <Modal open={!!item} title={buying ? t('enquiry.title') : (item?.title ?? '')} onClose={close} className={styles.workModal}>
      {item &&
        (buying ? (
          <EnquiryForm show={show} item={item} onBack={() => setBuying(false)} onSent={close} />
        ) : (
          <>
            <div className={styles.workPicture}>
              <ArtworkImage image={item.image} size="gallery" sizes="(max-width: 768px) 90vw, 560px" priority />
            </div>
            <p className={styles.infoArtist}>{show.artist.name}</p>
            {item.details && <p className={styles.infoText}>{item.details}</p>}
            <div className={styles.modalActions}>
              <Button variant="secondary" onClick={onFullSize}>
                {t('viewer.fullSize')}
              </Button>
              {item.sold ? (
                <p className={styles.sold}>{t('common.sold')}</p>
              ) : (
                <Button onClick={() => setBuying(true)} data-autofocus>
                  {t('viewer.buy')}
                </Button>
              )}
            </div>
          </>
        ))}
    </Modal>
  );
}
