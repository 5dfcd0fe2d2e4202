// The remote's single-spa lifecycles; the shell mounts them as a parcel for the console's routes (operators only).
import { remoteLifecycles } from '@kala/shared/remote-kit';
import { AdminRoutes } from './admin-routes';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({ remote: 'mf-admin', version: __REMOTE_VERSION__, Routes: AdminRoutes });
