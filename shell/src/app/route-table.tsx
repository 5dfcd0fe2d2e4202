// The shell's routes: its own pages, and every remote's routes as the remote's live build published them
// (routes.json, read with the remotes list: issue 22 §3). Until that list is read, and for a remote that is
// not deployed, the contract's table (@kala/shared's ROUTE_TABLE) stands in. Who may enter and where the
// footer hides are the routes' own fields, so a remote's new page brings its rules along.
import { useSyncExternalStore, type ReactNode } from 'react';
import { contractRoutes, lazyPage, matchRoute, withPublished, type PublishedRoute, type RemotesManifest, type RoutesOf } from '@kala/shared';

// The shell's own pages load lazily (ADR 0007): most visits are to a remote's page, which needs none of them.
const LoginPage = lazyPage(() => import(/* webpackChunkName: "page.login" */ '../account/login-page').then((m) => m.LoginPage));
const ForgotPasswordPage = lazyPage(() => import(/* webpackChunkName: "page.forgotPassword" */ '../account/forgot-password-page').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => import(/* webpackChunkName: "page.resetPassword" */ '../account/reset-password-page').then((m) => m.ResetPasswordPage));
const VerifyPage = lazyPage(() => import(/* webpackChunkName: "page.verify" */ '../account/verify-page').then((m) => m.VerifyPage));
const NotFoundPage = lazyPage(() => import(/* webpackChunkName: "page.notFound" */ '../pages/not-found-page').then((m) => m.NotFoundPage));
const StaticPage = lazyPage(() => import(/* webpackChunkName: "page.privacyPolicy.terms" */ '../pages/static-page').then((m) => m.StaticPage));

export interface AppRoute extends PublishedRoute {
  /** A shell page's element ('shell' routes only); a remote's route mounts that remote. */
  element?: ReactNode;
  /** A shell page's chunk: the boot starts fetching it for the first URL. */
  preload?: () => Promise<unknown>;
}

const SHELL_PAGES: Record<RoutesOf<'shell'>, { element: ReactNode; preload: () => Promise<unknown> }> = {
  login: { element: <LoginPage />, preload: LoginPage.preload },
  forgotPassword: { element: <ForgotPasswordPage />, preload: ForgotPasswordPage.preload },
  resetPassword: { element: <ResetPasswordPage />, preload: ResetPasswordPage.preload },
  verify: { element: <VerifyPage />, preload: VerifyPage.preload },
  privacyPolicy: { element: <StaticPage page="privacy" />, preload: StaticPage.preload },
  terms: { element: <StaticPage page="terms" />, preload: StaticPage.preload },
  notFound: { element: <NotFoundPage />, preload: NotFoundPage.preload },
};

const isShellPage = (name: string): name is RoutesOf<'shell'> => name in SHELL_PAGES;

/** What this build knows: its pages and the contract's routes of the remotes. */
const KNOWN: AppRoute[] = contractRoutes().map((route) => ({ ...route, ...(isShellPage(route.name) && SHELL_PAGES[route.name]) }));

/** The shell's pages, for its <Routes>. */
export const SHELL_ROUTES = KNOWN.filter((route) => route.owner === 'shell');

/** 'reading' until the remotes list is in; 'failed' when it could not be read (Retry reads it again). */
export type RoutesState = { routes: AppRoute[]; list: 'reading' | 'read' | 'failed' };

let state: RoutesState = { routes: KNOWN, list: 'reading' };
const listeners = new Set<() => void>();
const setState = (next: RoutesState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

/** The live remotes list has been read: each deployed remote's routes are the ones it published. */
export function publishRoutes({ remotes }: RemotesManifest): void {
  const published = remotes.flatMap(({ name, routes }) => (routes ? [{ owner: name, routes: routes as AppRoute[] }] : []));
  setState({ routes: withPublished(KNOWN, published), list: 'read' });
}

/** The list could not be read: a page may be waiting for it (a list read once before stays, with its routes). */
export const routesListFailed = (): void => {
  if (state.list !== 'read') setState({ ...state, list: 'failed' });
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useRoutesState = (): RoutesState => useSyncExternalStore(subscribe, () => state);

/** The route a path matches now, or null for an unknown path. */
export const routeAt = (pathname: string, routes: AppRoute[] = state.routes): AppRoute | null => matchRoute(routes, pathname)?.route ?? null;
