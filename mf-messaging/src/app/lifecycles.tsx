// The remote's single-spa lifecycles; the shell mounts them as a parcel for every route it owns.
import { remoteLifecycles } from '@kala/shared/remote-kit';
import { MessagingRoutes } from './messaging-routes';
import { MESSAGING_TEXTS_USED } from '../i18n/messaging-i18n';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({ remote: 'mf-messaging', version: __REMOTE_VERSION__, Routes: MessagingRoutes, texts: MESSAGING_TEXTS_USED });
