// The remote's single-spa lifecycles; the shell mounts them as a parcel for every route it owns.
import { remoteLifecycles } from '@kala/shared/remote-kit';
import { CatalogueRoutes } from './catalogue-routes';
import { CATALOGUE_TEXTS_USED } from '../i18n/catalogue-i18n';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({ remote: 'mf-catalogue', version: __REMOTE_VERSION__, Routes: CatalogueRoutes, texts: CATALOGUE_TEXTS_USED });
