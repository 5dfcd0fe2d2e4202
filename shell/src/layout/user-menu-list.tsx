// What the user menu shows once opened (and the phone drawer's account links): its own chunk, fetched when a
// pointer or finger reaches the header's account button, not with every signed-in page's first paint.
import { Link, useNavigate } from 'react-router-dom';
import { ROUTES, authApi, canRequestStudio, isAdminRole, isArtistRole, pathTo, session, useTranslation, type User } from '@kala/shared';
import styles from './header.module.css';

/** The user menu of spec §2 "Shell". */
export function userMenuLinks(user: User, t: (key: string) => string) {
  return [
    { to: pathTo('ownProfile', { slug: user.slug }), label: t('nav.profile') },
    { to: ROUTES.inbox, label: t('nav.inbox') },
    { to: ROUTES.upload, label: t('nav.uploadArtwork') },
    { to: ROUTES.editProfile, label: user.updated === 'false' ? t('nav.updateProfile') : t('nav.editInformation') },
    { to: ROUTES.privacy, label: t('nav.privacy') },
    ...(canRequestStudio(user.role) ? [{ to: pathTo('getStudio', { slug: user.slug }), label: t('nav.getIntoStudio') }] : []),
    { to: ROUTES.orders, label: t('nav.myOrders') },
    // Issue 25: the saved alerts ("Alert me to similar works").
    { to: ROUTES.alerts, label: t('nav.myAlerts') },
    // Issue 11: a studio's orders for its works.
    ...(isArtistRole(user.role) ? [{ to: ROUTES.sales, label: t('nav.sales') }] : []),
    // Issue 23: the operators' console.
    ...(isAdminRole(user.role) ? [{ to: ROUTES.adminReports, label: t('nav.console') }] : []),
  ];
}

export function useLogout() {
  const navigate = useNavigate();
  return () => {
    // The server ends the session too (the token is refused, its sockets in other tabs closed); the request
    // takes the token before the store forgets it, and the page does not wait for it.
    void authApi.post('/logout').catch(() => undefined);
    session.logout();
    navigate(ROUTES.home);
  };
}

export function UserMenuList({ user, close }: { user: User; close: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <ul className={styles.menuList} data-testid="user-menu">
      {userMenuLinks(user, t).map((item) => (
        <li key={item.to}>
          <Link to={item.to} onClick={close}>
            {item.label}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" onClick={() => (close(), logout())}>
          {t('nav.logOut')}
        </button>
      </li>
    </ul>
  );
}
