// Login and 'Register Via Email' tabs (spec §2, §5, §8).
import { type FormEvent, lazy, Suspense, useEffect, useState, useTransition } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, authApi, type AuthProviders, Loader, MSG_CODED, session, showSnack, TOAST_MS, useDocumentTitle, type User, useTranslation } from '@kala/shared';
import { AccountForm, AccountFrame, Field, accountStyles as styles } from './form-parts';

// The register form (with the field-error pattern) comes when its tab is asked for, not with the login's
// first paint; pointing at the tab starts it early.
const loadRegisterForm = () => import('./register-form');
// Google and Facebook show only when the operator configured them: their buttons' code is a chunk of its
// own, fetched only then, off the login page's first paint.
const SocialButtons = lazy(() => import('./social-sign-in').then((m) => ({ default: m.SocialButtons })));
const RegisterForm = lazy(() => loadRegisterForm().then((m) => ({ default: m.RegisterForm })));

type Tab = 'login' | 'register';

export function LoginPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('login');
  useDocumentTitle(t(tab === 'login' ? 'account.loginTab' : 'account.registerTab'));
  return (
    <AccountFrame>
      <div className={styles.tabs} role="tablist">
        {(['login', 'register'] as const).map((name) => (
          <button
            key={name}
            id={`tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            className={styles.tab}
            onClick={() => setTab(name)}
            {...(name === 'register' && { onPointerEnter: () => void loadRegisterForm(), onFocus: () => void loadRegisterForm() })}
          >
            {t(name === 'login' ? 'account.loginTab' : 'account.registerTab')}
          </button>
        ))}
      </div>
      <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'login' ? (
          <LoginForm />
        ) : (
          <Suspense fallback={<Loader />}>
            <RegisterForm onRegistered={() => setTab('login')} />
          </Suspense>
        )}
      </div>
    </AccountFrame>
  );
}

function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Busy while the call is out: React's own pending state of the transition the call runs in.
  const [busy, startCall] = useTransition();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    startCall(async () => {
      try {
        const { data } = await authApi.post<{ status: string; token: string; user: User }>('/login', { email, password });
        // The layout's guest-only rule then leaves /login for the remembered return path (see session.login).
        session.login(data.token, data.user);
      } catch (error) {
        const err = error as ApiError;
        if (err.status === 'unverified') {
          showSnack(MSG_CODED.verifyYourEmail, { type: 'error', duration: TOAST_MS.default });
          navigate(`/verify?email=${encodeURIComponent(email)}`);
          return;
        }
        showSnack(err, { type: 'error' });
        setEmail('');
        setPassword('');
      }
    });
  };
  return (
    <>
      <AccountForm onSubmit={submit} busy={busy} submit={t('account.login')}>
        <Field id="login-email" label={t('account.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Field id="login-password" label={t('account.password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <div className={styles.row}>
          <Link className={styles.link} to="/resetpassword">
            {t('account.forgotPassword')}
          </Link>
        </div>
      </AccountForm>
      <SocialSignIn />
    </>
  );
}

function SocialSignIn() {
  const [providers, setProviders] = useState<AuthProviders | null>(null);
  useEffect(() => {
    authApi.get<AuthProviders & { status: string }>('/providers').then(({ data }) => setProviders(data), () => undefined);
  }, []);
  if (!providers?.google && !providers?.facebook) return null;
  return (
    <Suspense fallback={null}>
      <SocialButtons providers={providers} />
    </Suspense>
  );
}
