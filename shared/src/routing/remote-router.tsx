// One router owns the URL: the shell's. A remote renders react-router's low-level <Router> with the
// location and navigator the shell hands it, so <Link> and useNavigate in a remote move the one history.
import type { ReactNode } from 'react';
import { Router, type Location, type Navigator } from 'react-router-dom';
import type { Bus } from '../bus/bus';

/** Props the shell gives every remote parcel. */
export interface RemoteProps {
  /** The route pattern that mounted this remote (e.g. '/gallery/:cat'). */
  basePath: string;
  location: Location;
  navigator: Navigator;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  bus: Bus;
}

export function RemoteRouter({ location, navigator, children }: Pick<RemoteProps, 'location' | 'navigator'> & { children: ReactNode }) {
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}
