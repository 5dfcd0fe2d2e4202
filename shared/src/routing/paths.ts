// Every route of spec §2 and who owns it (docs/architecture.md), written once: the shell's route table, each
// remote's <Routes> and every link are built from this table, which joins the shell's and the console's
// routes with each domain contract's own (`contracts/<domain>/routes.ts`, the team's to change). No React
// or browser imports: the server uses it too (`@kala/shared/routing`).
import { isArtistRole } from '../constants';
import type { RouteEntry, RouteOwner } from './route-entry';
import { CATALOGUE_ROUTES } from '../contracts/catalogue/routes';
import { CHAT_ROUTES } from '../contracts/chat/routes';
import { COMMERCE_ROUTES } from '../contracts/commerce/routes';
import { EXHIBITIONS_ROUTES } from '../contracts/exhibitions/routes';
import { SOCIAL_ROUTES } from '../contracts/social/routes';

export type { RouteAccess, RouteEntry, RouteOwner } from './route-entry';

/** The shell's own pages. */
const SHELL_ROUTES = {
  login: { path: '/login', owner: 'shell', access: 'guestOnly', footer: false },
  forgotPassword: { path: '/resetpassword', owner: 'shell', footer: false },
  resetPassword: { path: '/resetpassword/:token', owner: 'shell', footer: false },
  verify: { path: '/verify', owner: 'shell', footer: false },
  privacyPolicy: { path: '/privacy-policy', owner: 'shell' },
  terms: { path: '/terms-conditions', owner: 'shell' },
  notFound: { path: '/404', owner: 'shell' },
} as const satisfies Record<string, RouteEntry>;

/** The operators' console (mf-admin), which reads every domain. */
const ADMIN_ROUTES = {
  /** The console's reports; its other sections are /admin/<section> (mf-admin's ADMIN_SECTIONS). Two entries, not one per section: the shell's first JavaScript carries this table. */
  adminReports: { path: '/admin', owner: 'mf_admin', access: 'operators' },
  adminSection: { path: '/admin/:section', owner: 'mf_admin', access: 'operators' },
} as const satisfies Record<string, RouteEntry>;

/** Every route: the shell's and the console's, and each domain contract's own (contracts/<domain>/routes.ts). */
export const ROUTE_TABLE = {
  ...SHELL_ROUTES,
  ...CATALOGUE_ROUTES,
  ...SOCIAL_ROUTES,
  ...COMMERCE_ROUTES,
  ...CHAT_ROUTES,
  ...EXHIBITIONS_ROUTES,
  ...ADMIN_ROUTES,
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
