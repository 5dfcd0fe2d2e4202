// The catalogue contract's routes (spec §2): mf-catalogue's pages — home, listings, studios, search, a work,
// upload and edit, liked works, alerts. The paths others link by, who may open each, the footer; the remote
// publishes them with its build (ADR 0028), and @kala/shared's ROUTE_TABLE joins every contract's table.
import type { RouteEntry } from '../../routing/route-entry';

export const CATALOGUE_ROUTES = {
  home: { path: '/', owner: 'mf_catalogue' },
  gallery: { path: '/gallery/:cat', owner: 'mf_catalogue' },
  store: { path: '/store/:cat', owner: 'mf_catalogue' },
  studios: { path: '/studios', owner: 'mf_catalogue', footer: false },
  search: { path: '/search/:term', owner: 'mf_catalogue' },
  /** A studio author's work. */
  artwork: { path: '/artwork/:slug', owner: 'mf_catalogue' },
  /** A regular user's work. */
  art: { path: '/art/:slug', owner: 'mf_catalogue' },
  artworkEdit: { path: '/artwork/:slug/edit', owner: 'mf_catalogue', access: 'signedIn' },
  upload: { path: '/upload', owner: 'mf_catalogue', access: 'signedIn', footer: false },
  likedArt: { path: '/:slug/likedArt', owner: 'mf_catalogue', access: 'signedIn' },
  studioLikedArt: { path: '/studio/:slug/likedArt', owner: 'mf_catalogue', access: 'signedIn' },
  /** Saved alerts (issue 25 §4), and the alert mail's unsubscribe page (no login: the link carries a token). */
  alerts: { path: '/alerts', owner: 'mf_catalogue', access: 'loginFirst' },
  alertsUnsubscribe: { path: '/alerts/unsubscribe', owner: 'mf_catalogue' },
} as const satisfies Record<string, RouteEntry>;
