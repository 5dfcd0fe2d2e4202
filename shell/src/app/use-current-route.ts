import { useLocation } from 'react-router-dom';
import { routeAt, useRoutesState, type AppRoute } from './route-table';

/** The route the current URL matches, or null for an unknown path (or one the remotes list may still bring). */
export function useCurrentRoute(): AppRoute | null {
  const { routes } = useRoutesState();
  return routeAt(useLocation().pathname, routes);
}
