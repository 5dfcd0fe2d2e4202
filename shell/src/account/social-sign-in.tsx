// Google and Facebook sign-in buttons, for the providers the operator configured (the login page asks
// GET /auth/providers and loads this chunk only then); the provider's token is checked by the server.
import { authApi, type AuthProviders, Button, MSG_CODED, session, showSnack, type User, useTranslation } from '@kala/shared';
import { accountStyles as styles } from './form-parts';

interface GoogleId {
  accounts: { id: { initialize(o: { client_id: string; callback: (r: { credential: string }) => void }): void; prompt(): void } };
}
interface FacebookSdk {
  init(o: { appId: string; version: string; cookie?: boolean }): void;
  login(cb: (r: { authResponse?: { accessToken: string; userID: string } }) => void, o: { scope: string }): void;
}
declare global {
  interface Window {
    google?: GoogleId;
    FB?: FacebookSdk;
  }
}

const loadScript = (src: string) =>
  new Promise<void>((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) return resolve();
    const script = Object.assign(document.createElement('script'), { src, async: true, onload: () => resolve(), onerror: reject });
    document.head.append(script);
  });

export function SocialButtons({ providers }: { providers: AuthProviders }) {
  const { t } = useTranslation();

  const exchange = async (provider: 'google' | 'facebook', body: object) => {
    showSnack(MSG_CODED.socialWait);
    try {
      const { data } = await authApi.post<{ status: string; token: string; user: User }>(`/${provider}`, body);
      session.login(data.token, data.user);
    } catch {
      showSnack(MSG_CODED.socialFailed, { type: 'error' });
    }
  };
  const google = async (clientId: string) => {
    try {
      await loadScript('https://accounts.google.com/gsi/client');
      window.google!.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => void exchange('google', { accessToken: credential }) });
      window.google!.accounts.id.prompt();
    } catch {
      showSnack(MSG_CODED.socialFailed, { type: 'error' });
    }
  };
  const facebook = async (appId: string) => {
    try {
      await loadScript('https://connect.facebook.net/en_US/sdk.js');
      window.FB!.init({ appId, version: 'v19.0' });
      window.FB!.login(({ authResponse }) => authResponse && void exchange('facebook', authResponse), { scope: 'email,public_profile' });
    } catch {
      showSnack(MSG_CODED.socialFailed, { type: 'error' });
    }
  };

  return (
    <>
      <p className={styles.divider}>{t('account.orContinueWith')}</p>
      <div className={styles.social}>
        {providers.google && (
          <Button variant="secondary" block onClick={() => void google(providers.google!)}>
            {t('account.google')}
          </Button>
        )}
        {providers.facebook && (
          <Button variant="secondary" block onClick={() => void facebook(providers.facebook!)}>
            {t('account.facebook')}
          </Button>
        )}
      </div>
    </>
  );
}
