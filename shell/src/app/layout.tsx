import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorPanel, isAdminRole, Loader, MSG_CODED, ROUTES, session, sessionStore, sessionStoreInstanceId, showSnack, useStore, useTranslation } from '@kala/shared';
import { Header } from '../layout/header';
import { Footer } from '../layout/footer';
import { MobileNav } from '../layout/mobile-nav';
import { RemoteRegion } from '../remotes/remote-region';
import { readRemotesList } from '../remotes/registry';
import { SHELL_ROUTES, routeAt, useRoutesState } from './route-table';
import { useCurrentRoute } from './use-current-route';
import { useScrollRestoration } from './scroll-restoration';
import { releaseFirstPaint } from './first-paint';
import styles from './layout.module.css';

export function Layout() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  useScrollRestoration();
  return (
    <div className={styles.page} data-session-store={sessionStoreInstanceId}>
      <a className={styles.skip} href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <RouteContent />
      </main>
      {route?.footer !== false && <Footer />}
      <MobileNav />
    </div>
  );
}

function RouteContent() {
  const route = useCurrentRoute();
  const { list } = useRoutesState();
  const location = useLocation();
  const user = useStore(sessionStore, (s) => s.user);
  const returnTo = useStore(sessionStore, (s) => s.returnTo);
  // The return path is used once: forget it when a logged-in user has arrived on an ordinary page.
  useEffect(() => {
    if (user && returnTo && route && route.access !== 'guestOnly') session.rememberReturn(null);
  }, [user, returnTo, route]);
  // A path no known route matches may be a page a remote published since this shell was built: wait for the list.
  if (!route && list === 'reading') return <Loader />;
  if (!route && list === 'failed') return <ErrorPanel onRetry={() => void readRemotesList(true).catch(() => undefined)} />;
  if (!route) return <Navigate to={profileTabOf(location.pathname) ?? ROUTES.home} replace />;
  if (route.access === 'loginFirst' && !user) return <LoginThenBack to={location.pathname + location.search} />;
  if (route.access === 'signedIn' && !user) return <Navigate to={ROUTES.home} replace state={{ from: location.pathname }} />;
  // Logged in on the login page (also right after logging in there): back to where a login was asked for.
  if (route.access === 'guestOnly' && user) return <Navigate to={returnTo ?? ROUTES.home} replace />;
  // A new user meets initiate follows once, after their first login (spec §2).
  if (user?.initiateFollows === 'false' && route.owner !== 'shell' && route.name !== 'initiateFollows') return <Navigate to={ROUTES.initiateFollows} replace />;
  if (route.owner === 'shell') return <ShellRoutes />;
  // An operators' route: its remote is not even fetched for anyone else, signed out included (issue 23).
  if (route.access === 'operators' && !isAdminRole(user?.role ?? 0)) return <Navigate to={ROUTES.home} replace />;
  return <RemoteRegion key={route.owner} remote={route.owner} basePath={route.path} />;
}

/** Committed with the shell page (not with the loader): the server's first paint of it may go. */
function FirstPaintGone() {
  useEffect(releaseFirstPaint, []);
  return null;
}

/** Spec §2: a profile's unknown sub-path (/studios/{slug}/anything) opens its Artworks tab. */
function profileTabOf(pathname: string): string | null {
  const work = pathname.replace(/^(\/[^/]+\/[^/]+)\/.+$/, '$1/work');
  return work !== pathname && routeAt(work) ? work : null;
}

/** To the login page, which comes back to `to` once logged in (the guest-only rule above). */
function LoginThenBack({ to }: { to: string }) {
  useEffect(() => {
    session.rememberReturn(to);
    showSnack(MSG_CODED.pleaseLoginFirst, { type: 'error' });
  }, [to]);
  return <Navigate to={ROUTES.login} replace />;
}

/**
 * The shell's own pages, through <Routes> so they get their URL params. Each is its own chunk: while one loads
 * (the boot preloads the first URL's, so mostly never), the same loader a remote's region shows holds the space.
 */
function ShellRoutes() {
  return (
    <Suspense fallback={<Loader />}>
      <Routes>
        {SHELL_ROUTES.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
      </Routes>
      <FirstPaintGone />
    </Suspense>
  );
}
