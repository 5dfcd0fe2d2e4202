import { Button, Modal } from '@kala/shared';
import { useExhibitionsT } from '../i18n/exhibitions-i18n';
import styles from './explicit-dialog.module.css';

/** Spec §2: 'Explicit Content' — Continue opens the show (and is remembered for the session), Cancel does not. */
export function ExplicitDialog({ open, onContinue, onCancel }: { open: boolean; onContinue: () => void; onCancel: () => void }) {
  const { t } = useExhibitionsT();
  return (
    <Modal open={open} title={t('msg.explicitTitle')} onClose={onCancel}>
      <p className={styles.text}>{t('msg.explicitText')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button data-autofocus onClick={onContinue}>
          {t('common.continue')}
        </Button>
      </div>
    </Modal>
  );
}
