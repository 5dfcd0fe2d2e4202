// The remote's single-spa lifecycles; the shell mounts them as a parcel for every route it owns.
import { remoteLifecycles } from '@kala/shared/remote-kit';
import { MessagingRoutes } from './messaging-routes';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({ remote: 'mf-messaging', version: __REMOTE_VERSION__, Routes: MessagingRoutes });
