import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Menu, MessageCircle, Upload, X } from 'lucide-react';
import { ROUTES, pathTo, sessionStore, useStore, useTranslation } from '@kala/shared';
import { LanguageSwitch } from './language-switch';
import { NotificationsMenu } from './notifications-menu';
import { SearchBox } from './search-box';
import { UserMenu, useLogout, userMenuLinks } from './user-menu';
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

export function Header() {
  const { t } = useTranslation();
  const user = useStore(sessionStore, (s) => s.user);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <button type="button" className={`${styles.iconButton} ${styles.mobileOnly}`} aria-label={t('nav.openMenu')} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
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
              <Link to={ROUTES.inbox} className={styles.iconButton} aria-label={t('nav.messages')}>
                <MessageCircle aria-hidden size={20} />
              </Link>
              <NotificationsMenu />
              <span className={styles.desktopOnly}>
                <UserMenu user={user} />
              </span>
            </>
          ) : (
            <Link to={ROUTES.login} className={styles.loginLink}>
              {t('nav.login')}
            </Link>
          )}
        </div>
      </div>
      {drawerOpen && <MobileDrawer onClose={() => setDrawerOpen(false)} />}
    </header>
  );
}

function MobileDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useStore(sessionStore, (s) => s.user);
  const logout = useLogout();
  const location = useLocation();
  const [openedAt] = useState(location.key);
  useEffect(() => {
    if (location.key !== openedAt) onClose();
  }, [location.key, openedAt, onClose]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [onClose]);
  return (
    <div className={styles.drawerBackdrop} onClick={onClose}>
      <aside className={styles.drawer} aria-label={t('nav.openMenu')} onClick={(e) => e.stopPropagation()}>
        <div className={styles.drawerTop}>
          <Logo />
          <button type="button" className={styles.iconButton} aria-label={t('nav.closeMenu')} onClick={onClose} autoFocus>
            <X aria-hidden />
          </button>
        </div>
        <SearchBox onDone={onClose} suggest={false} />
        <nav className={styles.drawerNav} aria-label={t('nav.mainNav')}>
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to}>
              {t(l.key)}
            </NavLink>
          ))}
        </nav>
        {user ? (
          <nav className={styles.drawerNav} aria-label={t('nav.userMenu')}>
            {userMenuLinks(user, t).map((item) => (
              <NavLink key={item.to} to={item.to}>
                {item.label}
              </NavLink>
            ))}
            <button type="button" onClick={() => (onClose(), logout())}>
              {t('nav.logOut')}
            </button>
          </nav>
        ) : (
          <Link to={ROUTES.login} className={styles.drawerCta}>
            {t('nav.registerLogin')}
          </Link>
        )}
        <LanguageSwitch />
      </aside>
    </div>
  );
}
