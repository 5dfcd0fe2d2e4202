import { matchRoutes, useLocation } from 'react-router-dom';
import { EXHIBITION_ROUTE, ROUTES, isExhibitionPath, type AppRoute } from './route-table';

/** The route the current URL matches, or null for an unknown path. */
export function useCurrentRoute(): AppRoute | null {
  const location = useLocation();
  if (isExhibitionPath(location.pathname)) return EXHIBITION_ROUTE;
  const matches = matchRoutes(ROUTES, location);
  return (matches?.[matches.length - 1]?.route as AppRoute | undefined) ?? null;
}
