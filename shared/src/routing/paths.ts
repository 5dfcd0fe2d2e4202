// Every route of spec §2 and who owns it (docs/architecture.md), written once: the shell's route table, each
// remote's <Routes> and every link are built from this table. No React or browser imports: the server uses
// it too (`@kala/shared/routing`).
import { isArtistRole } from '../constants';

/** 'shell', or the Module Federation name of the remote that renders the route. */
export type RouteOwner = 'shell' | 'mf_catalogue' | 'mf_social' | 'mf_commerce' | 'mf_messaging' | 'mf_exhibitions' | 'mf_admin';

/**
 * Who may open a route (spec §2): `signedIn` sends a visitor home; `loginFirst` sends them through the login
 * and back (issue 8); `guestOnly` sends a signed-in user on (the login page); `operators`: nothing of the
 * route's remote loads for anyone else, not preloaded by the server's page nor the shell's boot (issue 23).
 */
export type RouteAccess = 'signedIn' | 'loginFirst' | 'guestOnly' | 'operators';

/**
 * A route's entry. The shell and the server take a remote's routes from what its build published
 * (routes.json, ./published.ts), so a remote can add or change a page without a shell rebuild; this table is
 * the contract others link by, and the routes known before any remote's list has been read.
 */
export interface RouteEntry {
  path: string;
  owner: RouteOwner;
  access?: RouteAccess;
  /** Spec §2: false on the pages that hide the footer. */
  footer?: false;
}

export const ROUTE_TABLE = {
  login: { path: '/login', owner: 'shell', access: 'guestOnly', footer: false },
  forgotPassword: { path: '/resetpassword', owner: 'shell', footer: false },
  resetPassword: { path: '/resetpassword/:token', owner: 'shell', footer: false },
  verify: { path: '/verify', owner: 'shell', footer: false },
  privacyPolicy: { path: '/privacy-policy', owner: 'shell' },
  terms: { path: '/terms-conditions', owner: 'shell' },
  notFound: { path: '/404', owner: 'shell' },

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

  cart: { path: '/cart', owner: 'mf_commerce', access: 'loginFirst', footer: false },
  checkout: { path: '/checkout', owner: 'mf_commerce', access: 'signedIn', footer: false },
  checkoutSuccess: { path: '/checkout/success', owner: 'mf_commerce', access: 'signedIn', footer: false },
  checkoutFailure: { path: '/checkout/failure', owner: 'mf_commerce', access: 'signedIn', footer: false },
  orders: { path: '/order', owner: 'mf_commerce', access: 'signedIn' },
  /** A studio's sales (issue 11; not in the spec). */
  sales: { path: '/sales', owner: 'mf_commerce', access: 'signedIn' },

  inbox: { path: '/inbox', owner: 'mf_messaging', access: 'signedIn', footer: false },
  messages: { path: '/messages/:to', owner: 'mf_messaging', access: 'signedIn', footer: false },

  exhibitions: { path: '/exhibitions', owner: 'mf_exhibitions' },
  /** A partial segment, which react-router does not match: matchRoute does. */
  exhibition: { path: '/exhibition-:slug', owner: 'mf_exhibitions', footer: false },

  /** The console's reports; its other sections are /admin/<section> (mf-admin's ADMIN_SECTIONS). Two entries, not one per section: the shell's first JavaScript carries this table. */
  adminReports: { path: '/admin', owner: 'mf_admin', access: 'operators' },
  adminSection: { path: '/admin/:section', owner: 'mf_admin', access: 'operators' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTE_TABLE;
type PathOf<N extends RouteName> = (typeof ROUTE_TABLE)[N]['path'];

/** The names of the routes one owner renders (a remote's <Routes> must cover all of them). */
export type RoutesOf<O extends RouteOwner> = { [N in RouteName]: (typeof ROUTE_TABLE)[N]['owner'] extends O ? N : never }[RouteName];

/** Route name → path pattern, e.g. ROUTES.gallery === '/gallery/:cat'. */
export const ROUTES = Object.fromEntries(Object.entries(ROUTE_TABLE).map(([name, route]) => [name, route.path])) as { [N in RouteName]: PathOf<N> };

export const routeNamesOf = <O extends RouteOwner>(owner: O): RoutesOf<O>[] =>
  (Object.keys(ROUTE_TABLE) as RouteName[]).filter((name) => ROUTE_TABLE[name].owner === owner) as RoutesOf<O>[];

/** ':slug' in '/artwork/:slug/edit', ':slug' in '/exhibition-:slug'. */
type ParamsIn<P extends string> = P extends `${string}:${infer Rest}` ? (Rest extends `${infer Name}/${infer Tail}` ? Name | ParamsIn<`/${Tail}`> : Rest) : never;
type ParamArgs<N extends RouteName> = [ParamsIn<PathOf<N>>] extends [never] ? [] : [params: Record<ParamsIn<PathOf<N>>, string>];

/** A path pattern with its parameters filled, URL-encoded: fillPath('/gallery/:cat', { cat: 'a b' }) === '/gallery/a%20b'. */
export const fillPath = (pattern: string, params: Record<string, string>): string =>
  pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));

/** A link to a route, its parameters URL-encoded: pathTo('gallery', { cat: 'all' }) === '/gallery/all'. */
export function pathTo<N extends RouteName>(name: N, ...[params]: ParamArgs<N>): string {
  return fillPath(ROUTES[name], (params ?? {}) as Record<string, string>);
}

/** Where a person links to depends on the role (spec §2 Search, §6): a studio page or a user profile. */
export const profilePath = (person: { slug: string; role: number }): string =>
  pathTo(isArtistRole(person.role) ? 'studio' : 'user', { slug: person.slug });

/** Studio authors' works live under /artwork, regular users' under /art (spec §2 route table). */
export const artworkPath = (artwork: { slug: string; author: { role: number } }): string =>
  pathTo(isArtistRole(artwork.author.role) ? 'artwork' : 'art', { slug: artwork.slug });

interface Pattern {
  test: RegExp;
  keys: string[];
  /** How specific: a static segment outranks a partial one ('exhibition-:slug'), which outranks a parameter. */
  score: number;
}

const patterns = new Map<string, Pattern>();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(path: string): Pattern {
  let pattern = patterns.get(path);
  if (pattern) return pattern;
  const keys: string[] = [];
  let score = 0;
  const segments = path.split('/').filter(Boolean).map((segment) => {
    score += segment.startsWith(':') ? 3 : segment.includes(':') ? 6 : 10;
    return segment.split(/(:\w+)/).map((part) => (part.startsWith(':') ? (keys.push(part.slice(1)), '([^/]+)') : escape(part))).join('');
  });
  pattern = { test: new RegExp(`^/${segments.join('/')}/?$`), keys, score };
  patterns.set(path, pattern);
  return pattern;
}

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The most specific of `routes` that a path matches, with its decoded parameters, or null. One matcher for
 * the shell and the server (which has no router), over the contract's table or the routes remotes published.
 */
export function matchRoute<R extends { path: string }>(routes: Iterable<R>, pathname: string): { route: R; params: Record<string, string> } | null {
  let best: { route: R; params: Record<string, string>; score: number } | null = null;
  for (const route of routes) {
    const { test, keys, score } = patternOf(route.path);
    const found = test.exec(pathname);
    if (!found || (best && best.score >= score)) continue;
    best = { route, score, params: Object.fromEntries(keys.map((key, i) => [key, decoded(found[i + 1]!)])) };
  }
  return best && { route: best.route, params: best.params };
}

const CONTRACT_ROUTES = Object.entries(ROUTE_TABLE).map(([name, entry]) => ({ name: name as RouteName, ...entry }));

/** The route of a path in the contract's table, or null for an unknown path. */
export const routeOfPath = (pathname: string): RouteName | null => matchRoute(CONTRACT_ROUTES, pathname)?.route.name ?? null;

/** Who renders a path: 'shell', a remote's name, or null for an unknown path. */
export const ownerOfPath = (pathname: string): RouteOwner | null => matchRoute(CONTRACT_ROUTES, pathname)?.route.owner ?? null;
