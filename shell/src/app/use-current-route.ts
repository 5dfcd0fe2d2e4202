import { matchRoutes, useLocation } from 'react-router-dom';
import { isExhibitionPath } from '@kala/shared';
import { APP_ROUTES, EXHIBITION_ROUTE, type AppRoute } from './route-table';

/** The route a path matches, or null for an unknown path. */
export function routeAt(pathname: string): AppRoute | null {
  if (isExhibitionPath(pathname)) return EXHIBITION_ROUTE;
  const matches = matchRoutes(APP_ROUTES, pathname);
  return (matches?.[matches.length - 1]?.route as AppRoute | undefined) ?? null;
}

/** The route the current URL matches, or null for an unknown path. */
export function useCurrentRoute(): AppRoute | null {
  return routeAt(useLocation().pathname);
}
