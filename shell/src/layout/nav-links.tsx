// What the header and the phone menu both show: the logo and the spec's main navigation.
import { Link } from 'react-router-dom';
import { ROUTES, pathTo, useTranslation } from '@kala/shared';
import styles from './header.module.css';

export const NAV_LINKS = [
  { to: ROUTES.exhibitions, key: 'nav.exhibitions' },
  { to: pathTo('gallery', { cat: 'all' }), key: 'nav.gallery' },
  { to: pathTo('store', { cat: 'all' }), key: 'nav.store' },
  { to: ROUTES.studios, key: 'nav.studios' },
  { to: ROUTES.feed, key: 'nav.feed' },
] as const;

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to={ROUTES.home} className={styles.logo} aria-label={t('nav.home')}>
      {t('common.appName')}
    </Link>
  );
}
