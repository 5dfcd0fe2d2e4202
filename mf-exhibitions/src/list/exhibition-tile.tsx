import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { ArtworkImage, pathTo } from '@kala/shared';
import { FROM_SHOW_LIST, type Exhibition } from '@kala/shared/exhibitions';
import { useShowDates } from '../i18n/dates';
import { useExhibitionsT } from '../i18n/exhibitions-i18n';
import styles from './exhibitions-page.module.css';

export interface TileProps {
  show: Exhibition;
  /** Stops the link for an explicit show until the visitor has said Continue. */
  onOpen: (show: Exhibition, event: MouseEvent) => void;
  /** An explicit show's picture stays veiled until the visitor has said Continue. */
  veiled: boolean;
}

/** A show in the carousel: its picture on a mat (light, or dark for a dark listing) and a quiet caption. */
export function ExhibitionTile({ show, onOpen, veiled }: TileProps) {
  const { t } = useExhibitionsT();
  const dates = useShowDates();
  return (
    <Link to={pathTo('exhibition', { slug: show.slug })} state={FROM_SHOW_LIST} onClick={(e) => onOpen(show, e)} className={[styles.tile, show.darkListing && styles.dark].filter(Boolean).join(' ')}>
      <span className={styles.mat}>
        {show.listingThumb && (
          <ArtworkImage image={show.listingThumb} size="gallery" sizes="(max-width: 768px) 90vw, 30vw" className={veiled ? styles.veiled : undefined} />
        )}
      </span>
      <span className={styles.caption}>
        <span className={styles.tileTitle}>{show.title}</span>
        <span>{show.artist.name}</span>
        <span className={styles.dates}>
          {dates(show)}
          {show.explicit && <span className={styles.badge}>{t('list.explicit')}</span>}
        </span>
      </span>
    </Link>
  );
}
