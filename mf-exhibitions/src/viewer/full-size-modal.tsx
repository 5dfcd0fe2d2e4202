import { Button, Modal } from '@kala/shared';
import type { ExhibitionItem } from '@kala/shared/exhibitions';
import { useExhibitionsT } from '../i18n/exhibitions-i18n';
import styles from './viewer.module.css';

/** The work at its largest, whole (never cropped), on black; Escape or Close returns to the work. */
export function FullSizeModal({ item, onClose }: { item: ExhibitionItem | null; onClose: () => void }) {
  const { t } = useExhibitionsT();
  return (
    <Modal open={!!item} title={item?.title ?? ''} onClose={onClose} className={styles.fullSize} hideTitle>
      {item && <img src={item.imageMain} alt={item.image.alt} className={styles.fullImage} />}
      <Button variant="secondary" size="small" className={styles.fullClose} onClick={onClose} data-autofocus>
        {t('viewer.close')}
      </Button>
    </Modal>
  );
}
