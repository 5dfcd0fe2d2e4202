// Mobile footer navigation: home, feed, studios, the gallery (all) and the user's menu (or login).
import { NavLink } from 'react-router-dom';
import { Home, Images, Newspaper, Store, UserRound } from 'lucide-react';
import { ROUTES, pathTo, sessionStore, useStore, useTranslation } from '@kala/shared';
import styles from './mobile-nav.module.css';

export function MobileNav() {
  const { t } = useTranslation();
  const user = useStore(sessionStore, (s) => s.user);
  const items = [
    { to: ROUTES.home, label: t('nav.home'), icon: Home, end: true },
    { to: ROUTES.feed, label: t('nav.feed'), icon: Newspaper },
    { to: ROUTES.studios, label: t('nav.studios'), icon: Store },
    { to: pathTo('gallery', { cat: 'all' }), label: t('nav.gallery'), icon: Images },
    user ? { to: pathTo('ownProfile', { slug: user.slug }), label: t('nav.profile'), icon: UserRound } : { to: ROUTES.login, label: t('nav.login'), icon: UserRound },
  ];
  return (
    <nav className={styles.nav} aria-label={t('nav.quickLinks')}>
      {items.map(({ to, label, icon: Icon, end }) => (
        <NavLink key={to} to={to} end={end} className={({ isActive }) => (isActive ? styles.active : undefined)}>
          <Icon aria-hidden size={22} />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
