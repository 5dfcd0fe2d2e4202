// The shell's route table: every route of @kala/shared's ROUTE_TABLE (path and owner written there once),
// plus what only the shell decides: its own pages, who may enter, and where the footer hides. A remote's
// routes mount that remote's one parcel, which routes inside with the same paths.
import type { ReactNode } from 'react';
import { ROUTE_TABLE, type RouteName, type RouteOwner, type RoutesOf } from '@kala/shared';
import { LoginPage } from '../account/login-page';
import { ForgotPasswordPage } from '../account/forgot-password-page';
import { ResetPasswordPage } from '../account/reset-password-page';
import { VerifyPage } from '../account/verify-page';
import { NotFoundPage } from '../pages/not-found-page';
import { StaticPage } from '../pages/static-page';

export interface AppRoute {
  name: RouteName;
  path: string;
  /** 'shell' renders `element`; a remote name mounts that remote. */
  owner: RouteOwner;
  element?: ReactNode;
  /** Logged-in only: signed-out users are sent to the root. */
  auth?: boolean;
  /** Already logged-in users are sent home (the login page). */
  guestOnly?: boolean;
  hideFooter?: boolean;
}

const SHELL_PAGES: Record<RoutesOf<'shell'>, ReactNode> = {
  login: <LoginPage />,
  forgotPassword: <ForgotPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  verify: <VerifyPage />,
  privacyPolicy: <StaticPage page="privacy" />,
  terms: <StaticPage page="terms" />,
  notFound: <NotFoundPage />,
};

/** Spec §2 access rules: logged-in only. */
const SIGNED_IN_ONLY = new Set<RouteName>([
  'artworkEdit', 'upload', 'likedArt', 'studioLikedArt',
  'studio', 'studioWork', 'studioFeed', 'ownProfile', 'ownProfileWork', 'ownProfileFeed',
  'editProfile', 'privacy', 'getStudio', 'artistCode', 'notifications',
  'cart', 'checkout', 'checkoutSuccess', 'checkoutFailure', 'orders', 'inbox', 'messages',
]);

/** Spec §2: the footer is hidden on these pages. */
const NO_FOOTER = new Set<RouteName>([
  'login', 'forgotPassword', 'resetPassword', 'verify', 'studios', 'upload',
  'studio', 'studioWork', 'studioFeed', 'user', 'userWork', 'userFeed', 'notifications',
  'cart', 'checkout', 'checkoutSuccess', 'checkoutFailure', 'inbox', 'messages', 'exhibition',
]);

const isShellPage = (name: RouteName): name is RoutesOf<'shell'> => name in SHELL_PAGES;

const toAppRoute = (name: RouteName): AppRoute => ({
  name,
  ...ROUTE_TABLE[name],
  element: isShellPage(name) ? SHELL_PAGES[name] : undefined,
  auth: SIGNED_IN_ONLY.has(name),
  guestOnly: name === 'login',
  hideFooter: NO_FOOTER.has(name),
});

const ALL_ROUTES = (Object.keys(ROUTE_TABLE) as RouteName[]).map(toAppRoute);

/** '/exhibition-{slug}' is a partial segment, which react-router does not match; it is checked by prefix. */
export const EXHIBITION_ROUTE = ALL_ROUTES.find((r) => r.name === 'exhibition')!;

/** The routes react-router matches (all but the exhibition viewer). */
export const APP_ROUTES = ALL_ROUTES.filter((r) => r !== EXHIBITION_ROUTE);
