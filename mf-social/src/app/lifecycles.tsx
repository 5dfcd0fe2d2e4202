// The remote's single-spa lifecycles; the shell mounts them as a parcel for every route it owns.
import { remoteLifecycles } from '@kala/shared/remote-kit';
import { SocialRoutes } from './social-routes';
import { SOCIAL_TEXTS_USED } from '../i18n/social-i18n';

export const { bootstrap, mount, unmount, update } = remoteLifecycles({ remote: 'mf-social', version: __REMOTE_VERSION__, Routes: SocialRoutes, texts: SOCIAL_TEXTS_USED });
