import type { Config } from '../../../config';
import { facebookProvider } from './facebook';
import { googleProvider } from './google';
import type { SocialProvider } from './types';

export type { SocialProvider, SocialProfile, SocialSignInBody } from './types';

export interface Providers {
  google: SocialProvider | null;
  facebook: SocialProvider | null;
}

/** A provider exists only when the operator configured its ids. */
export function providersFromConfig({ google, facebook }: Pick<Config, 'google' | 'facebook'>): Providers {
  return {
    google: google.clientId ? googleProvider({ clientId: google.clientId, jwksUrl: google.jwksUrl, issuer: google.issuer }) : null,
    facebook:
      facebook.appId && facebook.appSecret
        ? facebookProvider({ appId: facebook.appId, appSecret: facebook.appSecret, graphUrl: facebook.graphUrl })
        : null,
  };
}
