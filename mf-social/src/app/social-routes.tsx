import { lazyPage, type RoutesOf } from '@kala/shared';
import { createRemoteRoutes, type RemotePage } from '@kala/shared/remote-kit';
import '../i18n/social-i18n';

// Each page is its own chunk (ADR 0007).
const FeedPage = lazyPage(() => import(/* webpackChunkName: "page.feed" */ '../feed/feed-page').then((m) => m.FeedPage));
const FeedPostPage = lazyPage(() => import(/* webpackChunkName: "page.feedPost" */ '../feed/feed-post-page').then((m) => m.FeedPostPage));
const NotificationsPage = lazyPage(() => import(/* webpackChunkName: "page.notifications" */ '../notifications/notifications-page').then((m) => m.NotificationsPage));
const ProfilePage = lazyPage(() =>
  import(/* webpackChunkName: "page.studio.studioWork.studioFeed.user.userWork.userFeed.ownProfile.ownProfileWork.ownProfileFeed" */ './profile-with-posts').then((m) => m.ProfileWithPosts),
);
const FollowsPage = lazyPage(() => import(/* webpackChunkName: "page.follows.followers.following" */ '../people/follows-page').then((m) => m.FollowsPage));
const PrivacyPage = lazyPage(() => import(/* webpackChunkName: "page.privacy" */ '../people/privacy-page').then((m) => m.PrivacyPage));
const GetStudioPage = lazyPage(() => import(/* webpackChunkName: "page.getStudio" */ '../studio/get-studio-page').then((m) => m.GetStudioPage));
const ArtistCodePage = lazyPage(() => import(/* webpackChunkName: "page.artistCode" */ '../studio/artist-code-page').then((m) => m.ArtistCodePage));
const InitiateFollowsPage = lazyPage(() => import(/* webpackChunkName: "page.initiateFollows" */ '../welcome/initiate-follows-page').then((m) => m.InitiateFollowsPage));
const EditPage = lazyPage(() => import(/* webpackChunkName: "page.editProfile" */ '../account/edit-page').then((m) => m.EditPage));

const profile = { element: <ProfilePage />, preload: ProfilePage.preload };
const follows = { element: <FollowsPage />, preload: FollowsPage.preload };

/** One page for every route @kala/shared gives this remote. */
const PAGES: Record<RoutesOf<'mf_social'>, RemotePage> = {
  feed: { element: <FeedPage />, preload: FeedPage.preload },
  feedPost: { element: <FeedPostPage />, preload: FeedPostPage.preload },
  notifications: { element: <NotificationsPage />, preload: NotificationsPage.preload },
  studio: profile,
  studioWork: profile,
  studioFeed: profile,
  user: profile,
  userWork: profile,
  userFeed: profile,
  ownProfile: profile,
  ownProfileWork: profile,
  ownProfileFeed: profile,
  follows: follows,
  followers: follows,
  following: follows,
  initiateFollows: { element: <InitiateFollowsPage />, preload: InitiateFollowsPage.preload },
  editProfile: { element: <EditPage />, preload: EditPage.preload },
  privacy: { element: <PrivacyPage />, preload: PrivacyPage.preload },
  getStudio: { element: <GetStudioPage />, preload: GetStudioPage.preload },
  artistCode: { element: <ArtistCodePage />, preload: ArtistCodePage.preload },
};

export const { preloadPageFor, RemoteRoutes: SocialRoutes } = createRemoteRoutes<'mf_social'>(PAGES);

// The remote is loaded for the URL the visitor is on: its page chunk starts now, before the first render.
if (typeof location !== 'undefined') preloadPageFor(location.pathname).catch(() => undefined);
