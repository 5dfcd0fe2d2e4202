// The social contract's routes (spec §2): mf-social's pages — the feed, studios' and people's profiles,
// follows, notifications, a person's settings. The paths others link by, who may open each, the footer; the
// remote publishes them with its build (ADR 0028), and @kala/shared's ROUTE_TABLE joins every contract's table.
import type { RouteEntry } from '../../routing/route-entry';

export const SOCIAL_ROUTES = {
  feed: { path: '/feed', owner: 'mf_social' },
  feedPost: { path: '/feed/:id', owner: 'mf_social' },
  studio: { path: '/studios/:slug', owner: 'mf_social', access: 'signedIn', footer: false },
  studioWork: { path: '/studios/:slug/work', owner: 'mf_social', access: 'signedIn', footer: false },
  studioFeed: { path: '/studios/:slug/feed', owner: 'mf_social', access: 'signedIn', footer: false },
  user: { path: '/user/:slug', owner: 'mf_social', footer: false },
  userWork: { path: '/user/:slug/work', owner: 'mf_social', footer: false },
  userFeed: { path: '/user/:slug/feed', owner: 'mf_social', footer: false },
  ownProfile: { path: '/profile/:slug', owner: 'mf_social', access: 'signedIn' },
  ownProfileWork: { path: '/profile/:slug/work', owner: 'mf_social', access: 'signedIn' },
  ownProfileFeed: { path: '/profile/:slug/feed', owner: 'mf_social', access: 'signedIn' },
  follows: { path: '/:slug/follows', owner: 'mf_social' },
  followers: { path: '/:slug/followers', owner: 'mf_social' },
  following: { path: '/:slug/following', owner: 'mf_social' },
  notifications: { path: '/notifications', owner: 'mf_social', access: 'signedIn', footer: false },
  editProfile: { path: '/edit', owner: 'mf_social', access: 'signedIn' },
  privacy: { path: '/privacy', owner: 'mf_social', access: 'signedIn' },
  getStudio: { path: '/:slug/get-studio', owner: 'mf_social', access: 'signedIn' },
  artistCode: { path: '/:slug/artist-code', owner: 'mf_social', access: 'signedIn' },
  /** Initiate follows, shown once to a new user after their first login (the spec gives no path). */
  initiateFollows: { path: '/welcome', owner: 'mf_social', access: 'signedIn', footer: false },
} as const satisfies Record<string, RouteEntry>;
