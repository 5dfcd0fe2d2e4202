// Verify the email with the code from the mail, or have a new code sent.
import { type FormEvent, useState, useTransition } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, authApi, confirmDialog, isBlank, MSG_CODED, ROUTES, showSnack, useDocumentTitle, useTranslation } from '@kala/shared';
import { AccountForm, AccountFrame, Field, accountStyles as styles } from './form-parts';

export function VerifyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.verifyTitle'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [email, setEmail] = useState(params.get('email') ?? '');
  // Busy while the call is out: React's own pending state of the transition the call runs in.
  const [busy, startCall] = useTransition();

  const verify = (e: FormEvent) => {
    e.preventDefault();
    if (isBlank(code)) return;
    startCall(async () => {
      try {
        await authApi.post(`/verifyemail/${encodeURIComponent(code.trim())}`);
        const goToLogin = await confirmDialog({ title: t('account.verifiedTitle'), message: t('account.verifiedText'), yesLabel: t('account.goToLogin'), noLabel: t('common.close') });
        if (goToLogin) navigate(ROUTES.login);
      } catch {
        showSnack(MSG_CODED.codeInvalid, { type: 'error' });
      }
    });
  };
  const resend = (e: FormEvent) => {
    e.preventDefault();
    if (isBlank(email)) return;
    startCall(async () => {
      try {
        await authApi.post('/resendverificationemail', { email });
        showSnack(t('msg.emailSent', { email }), { type: 'success' });
      } catch (error) {
        showSnack((error as ApiError).status === 'not-found' ? MSG_CODED.emailNotAssociated : (error as ApiError), { type: 'error' });
      }
    });
  };
  return (
    <AccountFrame>
      <h1 className={styles.title}>{t('account.verifyTitle')}</h1>
      <p className={styles.lead}>{t('account.verifyText')}</p>
      <AccountForm onSubmit={verify} busy={busy} submit={t('account.verify')}>
        <Field id="verify-code" label={t('account.code')} autoComplete="one-time-code" autoCapitalize="characters" value={code} onChange={(e) => setCode(e.target.value)} />
      </AccountForm>
      <div className={styles.section}>
        <h2 className={styles.lead}>{t('account.resendTitle')}</h2>
        <AccountForm onSubmit={resend} busy={busy} submit={t('account.resend')} variant="secondary">
          <Field id="resend-email" label={t('account.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </AccountForm>
      </div>
    </AccountFrame>
  );
}
