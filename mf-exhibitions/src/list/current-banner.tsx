import { Link } from 'react-router-dom';
import { ArtworkImage, buttonClass, pathTo } from '@kala/shared';
import { BANNER_PICTURE_SIZES, FROM_SHOW_LIST, type Exhibition } from '@kala/shared/exhibitions';
import { useShowDates } from '../i18n/dates';
import { useExhibitionsT } from '../i18n/exhibitions-i18n';
import type { TileProps } from './exhibition-tile';
import styles from './exhibitions-page.module.css';

/** Spec §2: the banner of the shows on now, each as wide as the page: its picture, title, artist and dates. */
export function CurrentBanner({ show, onOpen, veiled, first }: Omit<TileProps, 'show'> & { show: Exhibition; first: boolean }) {
  const { t } = useExhibitionsT();
  const dates = useShowDates();
  const picture = show.banner ?? show.listingThumb;
  return (
    <article className={[styles.banner, show.darkListing && styles.dark].filter(Boolean).join(' ')} style={{ backgroundColor: show.backgroundColor }}>
      {picture && (
        <div className={styles.bannerPicture}>
          <ArtworkImage image={picture} size="productImage" sizes={BANNER_PICTURE_SIZES} priority={first} className={veiled ? styles.veiled : undefined} />
        </div>
      )}
      <div className={styles.bannerText}>
        <p className={styles.kicker}>{t('list.nowShowing')}</p>
        <h2 className={styles.bannerTitle}>{show.title}</h2>
        <p className={styles.bannerArtist}>
          {show.artist.name}
          {show.subtitle && ` · ${show.subtitle}`}
        </p>
        <p className={styles.dates}>
          {dates(show)}
          {show.explicit && <span className={styles.badge}>{t('list.explicit')}</span>}
        </p>
        <Link to={pathTo('exhibition', { slug: show.slug })} state={FROM_SHOW_LIST} onClick={(e) => onOpen(show, e)} className={buttonClass()}>
          {t('list.visit')}
        </Link>
      </div>
    </article>
  );
}
