import { Suspense, useCallback, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Menu, Upload } from 'lucide-react';
import { ROUTES, lazyPage, sessionStore, useStore, useTranslation } from '@kala/shared';
import { LanguageSwitch } from './language-switch';
import { MessagesLink } from './messages-link';
import { Logo, NAV_LINKS } from './nav-links';
import { SearchBox } from './search-box';
import styles from './header.module.css';

// The phone menu is its own chunk: fetched when a finger or pointer reaches ☰, before the tap completes.
const MobileDrawer = lazyPage(() => import('./mobile-drawer').then((m) => m.MobileDrawer));
// Notifications and the user menu: a guest's first paint does without them (see signed-in-menus.tsx).
const SignedInMenus = lazyPage(() => import('./signed-in-menus').then((m) => m.SignedInMenus));
if (sessionStore.get().token) SignedInMenus.prefetch();

export function Header() {
  const { t } = useTranslation();
  const user = useStore(sessionStore, (s) => s.user);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <button type="button" className={`${styles.iconButton} ${styles.mobileOnly}`} aria-label={t('nav.openMenu')} aria-haspopup="dialog" aria-expanded={drawerOpen} onPointerEnter={MobileDrawer.prefetch} onFocus={MobileDrawer.prefetch} onClick={() => setDrawerOpen(true)}>
          <Menu aria-hidden />
        </button>
        <Logo />
        <div className={styles.desktopOnly}>
          <SearchBox />
        </div>
        <nav aria-label={t('nav.mainNav')} className={`${styles.nav} ${styles.desktopOnly}`}>
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={({ isActive }) => (isActive ? styles.active : undefined)}>
              {t(l.key)}
            </NavLink>
          ))}
        </nav>
        <div className={styles.actions}>
          <span className={styles.desktopOnly}>
            <LanguageSwitch />
          </span>
          {user ? (
            <>
              <Link to={ROUTES.upload} className={`${styles.iconButton} ${styles.desktopOnly}`} aria-label={t('nav.upload')}>
                <Upload aria-hidden size={20} />
              </Link>
              <MessagesLink className={styles.iconButton} />
              <Suspense fallback={null}>
                <SignedInMenus user={user} />
              </Suspense>
            </>
          ) : (
            <Link to={ROUTES.login} className={styles.loginLink}>
              {t('nav.login')}
            </Link>
          )}
        </div>
      </div>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer onClose={closeDrawer} />
        </Suspense>
      )}
    </header>
  );
}
