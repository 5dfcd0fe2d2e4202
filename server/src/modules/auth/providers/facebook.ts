// Facebook: the client sends its user access token and user id. The token is checked with the Graph
// API's debug_token (with our app token) before the profile is read with it.
import { SocialTokenError, type SocialProvider } from './types';

export interface FacebookOptions {
  appId: string;
  appSecret: string;
  graphUrl: string;
}

interface DebugToken {
  data?: { is_valid?: boolean; app_id?: string; user_id?: string };
}

interface Me {
  id?: string;
  name?: string;
  email?: string;
}

async function getJson<T>(url: URL): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new SocialTokenError(`graph answered ${res.status}`);
  return (await res.json()) as T;
}

export function facebookProvider({ appId, appSecret, graphUrl }: FacebookOptions): SocialProvider {
  return {
    name: 'facebook',
    clientId: appId,
    async verify({ accessToken, userID }) {
      if (!accessToken || !userID) throw new SocialTokenError('missing token');
      const debug = new URL(`${graphUrl}/debug_token`);
      debug.searchParams.set('input_token', accessToken);
      debug.searchParams.set('access_token', `${appId}|${appSecret}`);
      const { data } = await getJson<DebugToken>(debug);
      // A valid token issued to another app must not log anyone into ours.
      if (!data?.is_valid || data.app_id !== appId || data.user_id !== userID) throw new SocialTokenError('token rejected');
      const me = new URL(`${graphUrl}/me`);
      me.searchParams.set('fields', 'id,name,email');
      me.searchParams.set('access_token', accessToken);
      const profile = await getJson<Me>(me);
      if (profile.id !== userID || !profile.email) throw new SocialTokenError('profile without email');
      return { provider: 'facebook', subject: profile.id, email: profile.email, name: profile.name || profile.email.split('@')[0], picture: null };
    },
  };
}
