// The shell's route table: every route of @kala/shared's ROUTE_TABLE (path and owner written there once),
// plus what only the shell decides: its own pages, who may enter, and where the footer hides. A remote's
// routes mount that remote's one parcel, which routes inside with the same paths.
import type { ReactNode } from 'react';
import { ROUTE_TABLE, lazyPage, type RouteName, type RouteOwner, type RoutesOf } from '@kala/shared';

// The shell's own pages load lazily (ADR 0007): most visits are to a remote's page, which needs none of them.
const LoginPage = lazyPage(() => import(/* webpackChunkName: "page.login" */ '../account/login-page').then((m) => m.LoginPage));
const ForgotPasswordPage = lazyPage(() => import(/* webpackChunkName: "page.forgotPassword" */ '../account/forgot-password-page').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => import(/* webpackChunkName: "page.resetPassword" */ '../account/reset-password-page').then((m) => m.ResetPasswordPage));
const VerifyPage = lazyPage(() => import(/* webpackChunkName: "page.verify" */ '../account/verify-page').then((m) => m.VerifyPage));
const NotFoundPage = lazyPage(() => import(/* webpackChunkName: "page.notFound" */ '../pages/not-found-page').then((m) => m.NotFoundPage));
const StaticPage = lazyPage(() => import(/* webpackChunkName: "page.privacyPolicy.terms" */ '../pages/static-page').then((m) => m.StaticPage));

export interface AppRoute {
  name: RouteName;
  path: string;
  /** 'shell' renders `element`; a remote name mounts that remote. */
  owner: RouteOwner;
  element?: ReactNode;
  /** A shell page's chunk: the boot starts fetching it for the first URL. */
  preload?: () => Promise<unknown>;
  /** Logged-in only: signed-out users are sent to the root. */
  auth?: boolean;
  /** Operators only (from the route table): anyone else is sent home without the remote being fetched. */
  operatorsOnly?: true;
  /** Logged-in only, but a visitor is sent to log in and then here (not to the root). */
  loginFirst?: boolean;
  /** Already logged-in users are sent home (the login page). */
  guestOnly?: boolean;
  hideFooter?: boolean;
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

/** Spec §2 access rules: logged-in only. */
const SIGNED_IN_ONLY = new Set<RouteName>([
  'artworkEdit', 'upload', 'likedArt', 'studioLikedArt',
  'studio', 'studioWork', 'studioFeed', 'ownProfile', 'ownProfileWork', 'ownProfileFeed',
  'editProfile', 'privacy', 'getStudio', 'artistCode', 'notifications', 'initiateFollows',
  'cart', 'checkout', 'checkoutSuccess', 'checkoutFailure', 'orders', 'sales', 'inbox', 'messages', 'alerts',
]);

/** Issue 8: a visitor may fill the cart, so every cart link takes them through the login to the cart; the alert mail's link to /alerts does the same. */
const LOGIN_THEN_HERE = new Set<RouteName>(['cart', 'alerts']);

/** Spec §2: the footer is hidden on these pages. */
const NO_FOOTER = new Set<RouteName>([
  'login', 'forgotPassword', 'resetPassword', 'verify', 'studios', 'upload',
  'studio', 'studioWork', 'studioFeed', 'user', 'userWork', 'userFeed', 'notifications',
  'cart', 'checkout', 'checkoutSuccess', 'checkoutFailure', 'inbox', 'messages', 'exhibition', 'initiateFollows',
]);

const isShellPage = (name: RouteName): name is RoutesOf<'shell'> => name in SHELL_PAGES;

const toAppRoute = (name: RouteName): AppRoute => ({
  name,
  ...ROUTE_TABLE[name],
  ...(isShellPage(name) && SHELL_PAGES[name]),
  auth: SIGNED_IN_ONLY.has(name),
  loginFirst: LOGIN_THEN_HERE.has(name),
  guestOnly: name === 'login',
  hideFooter: NO_FOOTER.has(name),
});

const ALL_ROUTES = (Object.keys(ROUTE_TABLE) as RouteName[]).map(toAppRoute);

/** '/exhibition-{slug}' is a partial segment, which react-router does not match; it is checked by prefix. */
export const EXHIBITION_ROUTE = ALL_ROUTES.find((r) => r.name === 'exhibition')!;

/** The routes react-router matches (all but the exhibition viewer). */
export const APP_ROUTES = ALL_ROUTES.filter((r) => r !== EXHIBITION_ROUTE);
