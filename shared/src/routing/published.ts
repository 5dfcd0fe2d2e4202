// Routes travel with their remote (issue 22 §3): a remote's build publishes its routes in routes.json beside
// its remoteEntry.js — paths, who may open them, the footer, the first data the server answers in the page —
// and the server and the shell read the live builds' lists at run time. A team ships a page by deploying its
// remote; the shell and the server learn of it on the next page load, with no rebuild or restart.
import type { FirstData } from '../first-data/first-data';
import { ROUTE_TABLE, type RouteAccess, type RouteName } from './paths';

/** A route as its remote's build publishes it, and as the shell and the server use it. */
export interface PublishedRoute {
  name: string;
  path: string;
  /** 'shell', or the Module Federation name of the remote that renders it. */
  owner: string;
  access?: RouteAccess;
  footer?: false;
  /** The visitor's first answers and largest picture, which the server writes into the page. */
  first?: FirstData;
}

/** The file a remote's build writes beside its remoteEntry.js. */
export const ROUTES_FILE = 'routes.json';

/**
 * What routes.json holds: the routes as the shell reads them (copied as they are into /remotes.json and the
 * page's remotes list), and apart from them, by route name, the first data only the server reads.
 */
export interface RoutesFile {
  routes: PublishedRoute[];
  first?: Partial<Record<string, FirstData>>;
}

/** The contract's routes (the shared table) as published entries, every owner's or one owner's. */
export const contractRoutes = (owner?: string): PublishedRoute[] =>
  (Object.keys(ROUTE_TABLE) as RouteName[])
    .filter((name) => owner === undefined || ROUTE_TABLE[name].owner === owner)
    .map((name) => ({ name, ...ROUTE_TABLE[name] }));

/**
 * The live routes: `known` (the contract's, as this build knows them) with each owner's routes replaced by
 * the list its live build published, when it published one. A remote not deployed keeps its contract routes,
 * so its pages can say it is not open yet; a deployed one's pages are exactly those it published.
 */
export function withPublished<R extends { owner: string }>(known: R[], published: { owner: string; routes: R[] }[]): R[] {
  const replaced = new Set(published.map((list) => list.owner));
  return [...known.filter((route) => !replaced.has(route.owner)), ...published.flatMap((list) => list.routes)];
}

/**
 * /remotes.json and the page's `kala-boot` block, which the shell reads at start: the live remotes, where
 * their entries are, and the routes each published (without the first data, which only the server uses).
 */
export interface RemotesManifest {
  remotes: { name: string; entry: string; version?: string; routes?: PublishedRoute[] }[];
}
