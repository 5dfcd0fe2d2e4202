// The remote's single-spa lifecycles; the shell mounts them as a parcel for every route it owns.
import { remoteLifecycles } from '@kala/shared/remote-kit';
import { CommerceRoutes } from './commerce-routes';
import { COMMERCE_TEXTS_USED } from '../i18n/commerce-i18n';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({ remote: 'mf-commerce', version: __REMOTE_VERSION__, Routes: CommerceRoutes, texts: COMMERCE_TEXTS_USED });
