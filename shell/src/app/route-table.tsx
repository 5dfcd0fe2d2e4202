// The route table of spec §2 and who owns each route (ARCHITECTURE.md §3). The shell owns the URL;
// a remote's routes mount that remote's one parcel, which routes inside with the same paths.
import type { ReactNode } from 'react';
import { LoginPage } from '../account/login-page';
import { ForgotPasswordPage } from '../account/forgot-password-page';
import { ResetPasswordPage } from '../account/reset-password-page';
import { VerifyPage } from '../account/verify-page';
import { NotFoundPage } from '../pages/not-found-page';
import { StaticPage } from '../pages/static-page';

export type RemoteName = 'mf_catalogue' | 'mf_social' | 'mf_commerce' | 'mf_messaging' | 'mf_exhibitions';

export interface AppRoute {
  path: string;
  /** 'shell' renders `element`; a remote name mounts that remote. */
  owner: 'shell' | RemoteName;
  element?: ReactNode;
  /** Logged-in only: signed-out users are sent to the root. */
  auth?: boolean;
  /** Already logged-in users are sent home (the login page). */
  guestOnly?: boolean;
  hideFooter?: boolean;
}

const shell = (path: string, element: ReactNode, extra: Partial<AppRoute> = {}): AppRoute => ({ path, owner: 'shell', element, ...extra });
const remote = (owner: RemoteName, paths: string[], extra: Partial<AppRoute> = {}): AppRoute[] =>
  paths.map((path) => ({ path, owner, ...extra }));

export const ROUTES: AppRoute[] = [
  shell('/login', <LoginPage />, { guestOnly: true, hideFooter: true }),
  shell('/resetpassword', <ForgotPasswordPage />, { hideFooter: true }),
  shell('/resetpassword/:token', <ResetPasswordPage />, { hideFooter: true }),
  shell('/verify', <VerifyPage />, { hideFooter: true }),
  shell('/privacy-policy', <StaticPage page="privacy" />),
  shell('/terms-conditions', <StaticPage page="terms" />),
  shell('/404', <NotFoundPage />),

  ...remote('mf_catalogue', ['/', '/gallery/:cat', '/store/:cat', '/search/:term', '/artwork/:slug', '/art/:slug']),
  ...remote('mf_catalogue', ['/studios'], { hideFooter: true }),
  ...remote('mf_catalogue', ['/artwork/:slug/edit'], { auth: true }),
  ...remote('mf_catalogue', ['/upload'], { auth: true, hideFooter: true }),
  ...remote('mf_catalogue', ['/:slug/likedArt', '/studio/:slug/likedArt'], { auth: true }),

  ...remote('mf_social', ['/feed', '/feed/:id', '/:slug/follows', '/:slug/followers', '/:slug/following']),
  ...remote('mf_social', ['/studios/:slug', '/studios/:slug/work', '/studios/:slug/feed'], { auth: true, hideFooter: true }),
  ...remote('mf_social', ['/user/:slug', '/user/:slug/work', '/user/:slug/feed'], { hideFooter: true }),
  ...remote('mf_social', ['/profile/:slug', '/profile/:slug/work', '/profile/:slug/feed', '/edit', '/privacy', '/:slug/get-studio', '/:slug/artist-code'], { auth: true }),
  ...remote('mf_social', ['/notifications'], { auth: true, hideFooter: true }),

  ...remote('mf_commerce', ['/cart', '/checkout', '/checkout/success', '/checkout/failure'], { auth: true, hideFooter: true }),
  ...remote('mf_commerce', ['/order'], { auth: true }),

  ...remote('mf_messaging', ['/inbox', '/messages/:to'], { auth: true, hideFooter: true }),

  ...remote('mf_exhibitions', ['/exhibitions']),
];

/** '/exhibition-{slug}' is a partial segment, which react-router does not match; it is checked by prefix. */
export const EXHIBITION_ROUTE: AppRoute = { path: '/exhibition-:slug', owner: 'mf_exhibitions', hideFooter: true };
export const isExhibitionPath = (pathname: string) => /^\/exhibition-[^/]+\/?$/.test(pathname);
