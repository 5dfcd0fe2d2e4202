// Mobile footer navigation (spec §2 "Shell"): home, feed, studios, the gallery (all) and, logged in, a button
// that opens the user menu above the bar (logged out: the login link).
import { Suspense, useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { Home, Images, Newspaper, Store, UserRound } from 'lucide-react';
import { Loader, ROUTES, pathTo, sessionStore, useStore, useTranslation, type User } from '@kala/shared';
import { Dropdown } from './dropdown';
import { UserMenuList } from './lazy-user-menu';
import styles from './mobile-nav.module.css';

export function MobileNav() {
  const { t } = useTranslation();
  const user = useStore(sessionStore, (s) => s.user);
  const items = [
    { to: ROUTES.home, label: t('nav.home'), icon: Home, end: true },
    { to: ROUTES.feed, label: t('nav.feed'), icon: Newspaper },
    { to: ROUTES.studios, label: t('nav.studios'), icon: Store },
    { to: pathTo('gallery', { cat: 'all' }), label: t('nav.gallery'), icon: Images },
    ...(user ? [] : [{ to: ROUTES.login, label: t('nav.login'), icon: UserRound }]),
  ];
  return (
    <nav className={styles.nav} aria-label={t('nav.quickLinks')}>
      {items.map(({ to, label, icon: Icon, end }) => (
        <NavLink key={to} to={to} end={end} className={({ isActive }) => (isActive ? styles.active : undefined)}>
          <Icon aria-hidden size={22} />
          <span>{label}</span>
        </NavLink>
      ))}
      {user && <MobileUserMenu user={user} />}
    </nav>
  );
}

/** The header's user menu (its links and dropdown), opened upwards from the bar; once its links show, the first takes focus. */
function MobileUserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const label = t('nav.userMenu');
  return (
    <Dropdown
      label={label}
      onReach={UserMenuList.prefetch}
      classes={{ root: styles.menuRoot, button: styles.menuButton, menu: styles.menu }}
      button={
        <>
          <UserRound aria-hidden size={22} />
          <span>{label}</span>
        </>
      }
    >
      {(close) => (
        <Suspense fallback={<Loader />}>
          <UserMenuList user={user} close={close} />
          <FocusFirstLink />
        </Suspense>
      )}
    </Dropdown>
  );
}

/** Rendered with the menu's links (the same Suspense): once they show, the first takes focus. */
function FocusFirstLink() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => marker.current?.parentElement?.querySelector<HTMLElement>('a[href], button')?.focus(), []);
  return <span ref={marker} hidden />;
}
