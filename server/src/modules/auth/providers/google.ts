// Google: the client sends a Google ID token; it is checked against Google's published keys (JWKS),
// for our client id as audience and Google as issuer. The endpoints are configurable for tests.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { SocialTokenError, type SocialProvider } from './types';

export interface GoogleOptions {
  clientId: string;
  jwksUrl: string;
  issuer: string[];
}

export function googleProvider({ clientId, jwksUrl, issuer }: GoogleOptions): SocialProvider {
  // The key set is fetched once and cached, refetched when Google rotates keys.
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return {
    name: 'google',
    clientId,
    async verify({ accessToken }) {
      if (!accessToken) throw new SocialTokenError('missing token');
      const { payload } = await jwtVerify(accessToken, keys, { audience: clientId, issuer });
      // Only an address Google has verified may log into an existing account with that address.
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || payload.email_verified !== true) {
        throw new SocialTokenError('token without a verified email');
      }
      return {
        provider: 'google',
        subject: payload.sub,
        email: payload.email,
        name: typeof payload.name === 'string' && payload.name ? payload.name : payload.email.split('@')[0],
        picture: typeof payload.picture === 'string' ? payload.picture : null,
      };
    },
  };
}
