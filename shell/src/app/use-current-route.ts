import { matchRoutes, useLocation } from 'react-router-dom';
import { isExhibitionPath } from '@kala/shared';
import { APP_ROUTES, EXHIBITION_ROUTE, type AppRoute } from './route-table';

/** The route the current URL matches, or null for an unknown path. */
export function useCurrentRoute(): AppRoute | null {
  const location = useLocation();
  if (isExhibitionPath(location.pathname)) return EXHIBITION_ROUTE;
  const matches = matchRoutes(APP_ROUTES, location);
  return (matches?.[matches.length - 1]?.route as AppRoute | undefined) ?? null;
}
