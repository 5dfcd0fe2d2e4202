// Every route of spec §2 and who owns it (docs/architecture.md), written once: the shell's route table, each
// remote's <Routes> and every link are built from this table. No React or browser imports: the server uses
// it too (`@kala/shared/routing`).
import { isArtistRole } from '../constants';

/** 'shell', or the Module Federation name of the remote that renders the route. */
export type RouteOwner = 'shell' | 'mf_catalogue' | 'mf_social' | 'mf_commerce' | 'mf_messaging' | 'mf_exhibitions' | 'mf_admin';

/**
 * A route's entry. `operatorsOnly`: the route is for operators, and nothing of its remote loads for anyone else
 * (not preloaded by the server's page nor the shell's boot, not mounted: issue 23, ADR 0020).
 */
interface RouteEntry {
  path: string;
  owner: RouteOwner;
  operatorsOnly?: true;
}

export const ROUTE_TABLE = {
  login: { path: '/login', owner: 'shell' },
  forgotPassword: { path: '/resetpassword', owner: 'shell' },
  resetPassword: { path: '/resetpassword/:token', owner: 'shell' },
  verify: { path: '/verify', owner: 'shell' },
  privacyPolicy: { path: '/privacy-policy', owner: 'shell' },
  terms: { path: '/terms-conditions', owner: 'shell' },
  notFound: { path: '/404', owner: 'shell' },

  home: { path: '/', owner: 'mf_catalogue' },
  gallery: { path: '/gallery/:cat', owner: 'mf_catalogue' },
  store: { path: '/store/:cat', owner: 'mf_catalogue' },
  studios: { path: '/studios', owner: 'mf_catalogue' },
  search: { path: '/search/:term', owner: 'mf_catalogue' },
  /** A studio author's work. */
  artwork: { path: '/artwork/:slug', owner: 'mf_catalogue' },
  /** A regular user's work. */
  art: { path: '/art/:slug', owner: 'mf_catalogue' },
  artworkEdit: { path: '/artwork/:slug/edit', owner: 'mf_catalogue' },
  upload: { path: '/upload', owner: 'mf_catalogue' },
  likedArt: { path: '/:slug/likedArt', owner: 'mf_catalogue' },
  studioLikedArt: { path: '/studio/:slug/likedArt', owner: 'mf_catalogue' },
  /** Saved alerts (issue 25 §4), and the alert mail's unsubscribe page (no login: the link carries a token). */
  alerts: { path: '/alerts', owner: 'mf_catalogue' },
  alertsUnsubscribe: { path: '/alerts/unsubscribe', owner: 'mf_catalogue' },

  feed: { path: '/feed', owner: 'mf_social' },
  feedPost: { path: '/feed/:id', owner: 'mf_social' },
  studio: { path: '/studios/:slug', owner: 'mf_social' },
  studioWork: { path: '/studios/:slug/work', owner: 'mf_social' },
  studioFeed: { path: '/studios/:slug/feed', owner: 'mf_social' },
  user: { path: '/user/:slug', owner: 'mf_social' },
  userWork: { path: '/user/:slug/work', owner: 'mf_social' },
  userFeed: { path: '/user/:slug/feed', owner: 'mf_social' },
  ownProfile: { path: '/profile/:slug', owner: 'mf_social' },
  ownProfileWork: { path: '/profile/:slug/work', owner: 'mf_social' },
  ownProfileFeed: { path: '/profile/:slug/feed', owner: 'mf_social' },
  follows: { path: '/:slug/follows', owner: 'mf_social' },
  followers: { path: '/:slug/followers', owner: 'mf_social' },
  following: { path: '/:slug/following', owner: 'mf_social' },
  notifications: { path: '/notifications', owner: 'mf_social' },
  editProfile: { path: '/edit', owner: 'mf_social' },
  privacy: { path: '/privacy', owner: 'mf_social' },
  getStudio: { path: '/:slug/get-studio', owner: 'mf_social' },
  artistCode: { path: '/:slug/artist-code', owner: 'mf_social' },
  /** Initiate follows, shown once to a new user after their first login (the spec gives no path). */
  initiateFollows: { path: '/welcome', owner: 'mf_social' },

  cart: { path: '/cart', owner: 'mf_commerce' },
  checkout: { path: '/checkout', owner: 'mf_commerce' },
  checkoutSuccess: { path: '/checkout/success', owner: 'mf_commerce' },
  checkoutFailure: { path: '/checkout/failure', owner: 'mf_commerce' },
  orders: { path: '/order', owner: 'mf_commerce' },
  /** A studio's sales (issue 11; not in the spec). */
  sales: { path: '/sales', owner: 'mf_commerce' },

  inbox: { path: '/inbox', owner: 'mf_messaging' },
  messages: { path: '/messages/:to', owner: 'mf_messaging' },

  exhibitions: { path: '/exhibitions', owner: 'mf_exhibitions' },
  /** A partial segment, which react-router does not match: the shell checks it with isExhibitionPath. */
  exhibition: { path: '/exhibition-:slug', owner: 'mf_exhibitions' },

  /** The console's reports; its other sections are /admin/<section> (mf-admin's ADMIN_SECTIONS). Two entries, not one per section: the shell's first JavaScript carries this table. */
  adminReports: { path: '/admin', owner: 'mf_admin', operatorsOnly: true },
  adminSection: { path: '/admin/:section', owner: 'mf_admin', operatorsOnly: true },
} as const satisfies Record<string, RouteEntry>;

/** True for the routes only operators may open (their code is fetched for no one else). */
export const isOperatorsOnly = (name: RouteName): boolean => 'operatorsOnly' in ROUTE_TABLE[name];

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

/** A link to a route, its parameters URL-encoded: pathTo('gallery', { cat: 'all' }) === '/gallery/all'. */
export function pathTo<N extends RouteName>(name: N, ...[params]: ParamArgs<N>): string {
  const values = (params ?? {}) as Record<string, string>;
  return ROUTES[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
}

/** Where a person links to depends on the role (spec §2 Search, §6): a studio page or a user profile. */
export const profilePath = (person: { slug: string; role: number }): string =>
  pathTo(isArtistRole(person.role) ? 'studio' : 'user', { slug: person.slug });

/** Studio authors' works live under /artwork, regular users' under /art (spec §2 route table). */
export const artworkPath = (artwork: { slug: string; author: { role: number } }): string =>
  pathTo(isArtistRole(artwork.author.role) ? 'artwork' : 'art', { slug: artwork.slug });

const EXHIBITION_PREFIX = ROUTES.exhibition.slice(0, ROUTES.exhibition.indexOf(':'));

/** True for '/exhibition-{slug}' (react-router cannot match a partial segment). */
export const isExhibitionPath = (pathname: string): boolean =>
  pathname.startsWith(EXHIBITION_PREFIX) && /^[^/]+\/?$/.test(pathname.slice(EXHIBITION_PREFIX.length));

/** How specific a pattern is: static segments outrank parameters, as react-router ranks them. */
const rank = (pattern: string[]) => pattern.reduce((score, segment) => score + (segment.startsWith(':') ? 3 : 10), 0);

/**
 * The route of a path (for the server, which has no router): the most specific route whose segments
 * match, or null for an unknown path. The shell itself matches with react-router over the same table.
 */
export function routeOfPath(pathname: string): RouteName | null {
  if (isExhibitionPath(pathname)) return 'exhibition';
  const segments = pathname.split('/').filter(Boolean);
  let best: { name: RouteName; score: number } | null = null;
  for (const [name, { path }] of Object.entries(ROUTE_TABLE) as [RouteName, { path: string }][]) {
    const pattern = path.split('/').filter(Boolean);
    if (pattern.length !== segments.length || !pattern.every((p, i) => p.startsWith(':') || p === segments[i])) continue;
    const score = rank(pattern);
    if (!best || score > best.score) best = { name, score };
  }
  return best?.name ?? null;
}

/** The parameters of a path on a route: paramsOfPath('artwork', '/artwork/a%20b') → { slug: 'a b' }. */
export function paramsOfPath(name: RouteName, pathname: string): Record<string, string> {
  const segments = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  ROUTES[name].split('/').filter(Boolean).forEach((pattern, i) => {
    if (!pattern.startsWith(':') || segments[i] === undefined) return;
    try {
      params[pattern.slice(1)] = decodeURIComponent(segments[i]);
    } catch {
      params[pattern.slice(1)] = segments[i];
    }
  });
  return params;
}

/** Who renders a path: 'shell', a remote's name, or null for an unknown path. */
export function ownerOfPath(pathname: string): RouteOwner | null {
  const name = routeOfPath(pathname);
  return name ? ROUTE_TABLE[name].owner : null;
}
