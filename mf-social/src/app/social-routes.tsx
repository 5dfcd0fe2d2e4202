import { Suspense, type ReactNode } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { Loader, ROUTES, lazyPage, type RoutesOf } from '@kala/shared';
import '../i18n/social-i18n';

// Each page is its own chunk (ADR 0007).
const FeedPage = lazyPage(() => import('../feed/feed-page').then((m) => m.FeedPage));
const FeedPostPage = lazyPage(() => import('../feed/feed-post-page').then((m) => m.FeedPostPage));
const NotificationsPage = lazyPage(() => import('../notifications/notifications-page').then((m) => m.NotificationsPage));
const LaterPage = lazyPage(() => import('./later-page').then((m) => m.LaterPage));

const later = { element: <LaterPage />, preload: LaterPage.preload };

/**
 * One page for every route @kala/shared gives this remote. Profiles, follows, account settings and the
 * studio request are part 2 of the remote (the next issue); until then they say so.
 */
const PAGES: Record<RoutesOf<'mf_social'>, { element: ReactNode; preload: () => Promise<unknown> }> = {
  feed: { element: <FeedPage />, preload: FeedPage.preload },
  feedPost: { element: <FeedPostPage />, preload: FeedPostPage.preload },
  notifications: { element: <NotificationsPage />, preload: NotificationsPage.preload },
  studio: later,
  studioWork: later,
  studioFeed: later,
  user: later,
  userWork: later,
  userFeed: later,
  ownProfile: later,
  ownProfileWork: later,
  ownProfileFeed: later,
  follows: later,
  followers: later,
  following: later,
  editProfile: later,
  privacy: later,
  getStudio: later,
  artistCode: later,
};

const NAMES = Object.keys(PAGES) as RoutesOf<'mf_social'>[];

/** Starts fetching the page chunk for `pathname` (none for a path that is not this remote's). */
export function preloadPageFor(pathname: string): Promise<unknown> {
  const match = matchRoutes(NAMES.map((name) => ({ path: ROUTES[name], name })), pathname)?.at(-1);
  return match ? PAGES[(match.route as { name: RoutesOf<'mf_social'> }).name].preload() : Promise.resolve();
}

if (typeof location !== 'undefined') preloadPageFor(location.pathname).catch(() => undefined);

/** The shell mounts this one parcel for every social route, so the paths here are full paths. */
export function SocialRoutes() {
  return (
    <Suspense fallback={<Loader />}>
      <Routes>
        {NAMES.map((name) => (
          <Route key={name} path={ROUTES[name]} element={PAGES[name].element} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
