// Login and 'Register Via Email' tabs (spec §2, §5, §8).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, Button, MSG, TOAST_MS, authApi, registerProblems, session, showSnack, useDocumentTitle, useFieldErrors, useTranslation, type RegisterField, type User } from '@kala/shared';
import { AccountFrame, Field, accountStyles as styles } from './form-parts';
import { SocialSignIn } from './social-sign-in';

type Tab = 'login' | 'register';

export function LoginPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('login');
  useDocumentTitle(t(tab === 'login' ? 'account.loginTab' : 'account.registerTab'));
  return (
    <AccountFrame>
      <div className={styles.tabs} role="tablist">
        {(['login', 'register'] as const).map((name) => (
          <button key={name} id={`tab-${name}`} type="button" role="tab" aria-selected={tab === name} aria-controls={`panel-${name}`} className={styles.tab} onClick={() => setTab(name)}>
            {t(name === 'login' ? 'account.loginTab' : 'account.registerTab')}
          </button>
        ))}
      </div>
      <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'login' ? <LoginForm /> : <RegisterForm onRegistered={() => setTab('login')} />}
      </div>
    </AccountFrame>
  );
}

function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const { data } = await authApi.post<{ status: string; token: string; user: User }>('/login', { email, password });
      // The layout's guest-only rule then leaves /login for the remembered return path (see session.login).
      session.login(data.token, data.user);
    } catch (error) {
      const err = error as ApiError;
      if (err.status === 'unverified') {
        showSnack(MSG.verifyYourEmail, { type: 'error', duration: TOAST_MS.default });
        navigate(`/verify?email=${encodeURIComponent(email)}`);
        return;
      }
      showSnack(err.message, { type: 'error' });
      setEmail('');
      setPassword('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field id="login-email" label={t('account.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Field id="login-password" label={t('account.password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <div className={styles.row}>
          <Link className={styles.link} to="/resetpassword">
            {t('account.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" block disabled={busy}>
          {t('account.login')}
        </Button>
      </form>
      <SocialSignIn />
    </>
  );
}

const REGISTER_FIELDS: readonly RegisterField[] = ['name', 'email', 'password', 'confirm-password'];

function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ name: '', email: '', password: '', 'confirm-password': '' });
  const errors = useFieldErrors<RegisterField>(REGISTER_FIELDS);
  const [busy, setBusy] = useState(false);
  const set = (key: RegisterField) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    errors.clear(key);
  };
  /** A field's value, change handler, ref, aria and message. */
  const bind = (key: RegisterField, hintId?: string) => ({ value: form[key], onChange: set(key), ...errors.field(key, hintId), error: errors.message(key) });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (errors.show(registerProblems(form))) return;
    setBusy(true);
    try {
      await authApi.post('/register', form);
      showSnack(MSG.registered, { type: 'success', duration: TOAST_MS.register });
      onRegistered();
    } catch (error) {
      const err = error as ApiError;
      showSnack(err.status === 'network' ? MSG.tryAgainNetwork : err.message, { type: 'error', duration: TOAST_MS.registerFail });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field id="register-name" label={t('account.fullName')} autoComplete="name" {...bind('name')} />
      <Field id="register-email" label={t('account.email')} type="email" autoComplete="email" {...bind('email')} />
      <Field id="register-password" label={t('account.password')} type="password" autoComplete="new-password" {...bind('password', 'password-hint')} />
      <Field id="register-confirm" label={t('account.confirmPassword')} type="password" autoComplete="new-password" {...bind('confirm-password')} />
      <p id="password-hint" className={styles.hint}>
        {t('msg.passwordRule')}
      </p>
      <Button type="submit" block disabled={busy}>
        {t('account.register')}
      </Button>
    </form>
  );
}
