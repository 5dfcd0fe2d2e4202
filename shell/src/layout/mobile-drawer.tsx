// The phone menu (spec §2 "Shell": the header in a mobile drawer): a full-screen modal dialog with every item of
// the header and the user menu. Its own chunk (the header loads it on the first tap of ☰): no first paint needs it.
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { X } from 'lucide-react';
import { Avatar, Modal, ROUTES, sessionStore, useStore, useTranslation } from '@kala/shared';
import { LanguageSwitch } from './language-switch';
import { Logo, NAV_LINKS } from './nav-links';
import { SearchBox } from './search-box';
import { useLogout, userMenuLinks } from './user-menu-list';
import styles from './mobile-drawer.module.css';

export function MobileDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useStore(sessionStore, (s) => s.user);
  const logout = useLogout();
  useCloseOnNavigation(onClose);
  useNoPageScroll();
  return (
    <Modal open title={t('nav.menu')} hideTitle onClose={onClose} className={styles.drawer}>
      <div className={styles.top}>
        <Logo />
        <button type="button" className={styles.close} aria-label={t('nav.closeMenu')} onClick={onClose} data-autofocus>
          <X aria-hidden />
        </button>
      </div>
      <SearchBox onDone={onClose} suggest={false} />
      <nav className={styles.nav} aria-label={t('nav.mainNav')}>
        {NAV_LINKS.map((l) => (
          <NavLink key={l.to} to={l.to}>
            {t(l.key)}
          </NavLink>
        ))}
      </nav>
      {user ? (
        <nav className={styles.nav} aria-label={t('nav.userMenu')}>
          <p className={styles.userName}>
            {user.picture && <Avatar name={user.name} picture={user.picture} size={32} />}
            {user.name}
          </p>
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
        <Link to={ROUTES.login} className={styles.cta}>
          {t('nav.registerLogin')}
        </Link>
      )}
      <div className={styles.language}>
        <LanguageSwitch visibleLabel />
      </div>
    </Modal>
  );
}

/**
 * Any navigation (a link, the search, Log Out, Back) closes the menu. The router moves to a new page in a
 * transition, so the address bar can be ahead of the page shown: a menu opened meanwhile belongs to the entry
 * the browser is at (its history key), and stays open when that page arrives.
 */
function useCloseOnNavigation(onClose: () => void) {
  const { key } = useLocation();
  const [openedAt] = useState(() => ({ shown: key, entry: (window.history.state as { key?: string } | null)?.key ?? key }));
  useEffect(() => {
    if (key !== openedAt.shown && key !== openedAt.entry) onClose();
  }, [key, openedAt, onClose]);
}

/** The page behind stays where it is while the menu covers it. */
function useNoPageScroll() {
  useEffect(() => {
    const root = document.documentElement;
    root.style.overflow = 'hidden';
    return () => void (root.style.overflow = '');
  }, []);
}
