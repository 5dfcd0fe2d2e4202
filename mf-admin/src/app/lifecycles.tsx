// The remote's single-spa lifecycles; the shell mounts them as a parcel for the console's routes (operators only).
import { remoteLifecycles } from '@kala/shared/remote-kit';
import { AdminRoutes } from './admin-routes';
import { ADMIN_TEXTS_USED } from '../i18n/admin-i18n';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({ remote: 'mf-admin', version: __REMOTE_VERSION__, Routes: AdminRoutes, texts: ADMIN_TEXTS_USED });
