import { Link } from 'react-router-dom';
import { Button, Modal, pathTo } from '@kala/shared';
import type { Exhibition } from '@kala/shared/exhibitions';
import { useShowDates } from '../i18n/dates';
import { useExhibitionsT } from '../i18n/exhibitions-i18n';
import styles from './viewer.module.css';

/** Spec §2: the info modal, with the artist's name and the show's excerpt. */
export function InfoModal({ show, open, onClose }: { show: Exhibition; open: boolean; onClose: () => void }) {
  const { t } = useExhibitionsT();
  const dates = useShowDates();
  return (
    <Modal open={open} title={show.title} onClose={onClose}>
      <p className={styles.infoArtist}>
        <span className={styles.label}>{t('viewer.artist')}</span> {show.artist.name}
      </p>
      {show.subtitle && <p className={styles.infoLine}>{show.subtitle}</p>}
      <p className={styles.infoLine}>{dates(show)}</p>
      {show.excerpt && <p className={styles.infoText}>{show.excerpt}</p>}
      <div className={styles.modalActions}>
        {show.artist.slug && (
          <Link to={pathTo('studio', { slug: show.artist.slug })} className={styles.textLink}>
            {t('viewer.studio')}
          </Link>
        )}
        <Button onClick={onClose} data-autofocus>
          {t('viewer.close')}
        </Button>
      </div>
    </Modal>
  );
}
