// The remote's single-spa lifecycles; the shell mounts them as a parcel for every route it owns.
import { remoteLifecycles } from '@kala/shared/remote-kit';
import { ExhibitionsRoutes } from './exhibitions-routes';
import { EXHIBITIONS_TEXTS_USED } from '../i18n/exhibitions-i18n';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({ remote: 'mf-exhibitions', version: __REMOTE_VERSION__, Routes: ExhibitionsRoutes, texts: EXHIBITIONS_TEXTS_USED });
