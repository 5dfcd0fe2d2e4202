// The remote's single-spa lifecycles; the shell mounts them as a parcel for every route it owns.
import { remoteLifecycles } from '@kala/shared/remote-kit';
import { CommerceRoutes } from './commerce-routes';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({ remote: 'mf-commerce', version: __REMOTE_VERSION__, Routes: CommerceRoutes });
