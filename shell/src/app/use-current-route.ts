import { matchRoutes, useLocation } from 'react-router-dom';
import { EXHIBITION_ROUTE, ROUTES, isExhibitionPath, type AppRoute } from './route-table';

/** The route a path matches, or null for an unknown path. */
export function routeAt(pathname: string): AppRoute | null {
  if (isExhibitionPath(pathname)) return EXHIBITION_ROUTE;
  const matches = matchRoutes(ROUTES, pathname);
  return (matches?.[matches.length - 1]?.route as AppRoute | undefined) ?? null;
}

/** The route the current URL matches, or null for an unknown path. */
export function useCurrentRoute(): AppRoute | null {
  return routeAt(useLocation().pathname);
}
