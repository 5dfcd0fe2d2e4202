import { type FormEvent, useState, useTransition } from 'react';
import { ApiError, authApi, MSG_CODED, showSnack, useDocumentTitle, useTranslation } from '@kala/shared';
import { forgotPasswordProblems } from '@kala/shared/rules';
import { useFieldErrors } from '@kala/shared/forms';
import { AccountForm, AccountFrame, bindField, Field, accountStyles as styles } from './form-parts';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.forgotTitle'));
  const [email, setEmail] = useState('');
  // Busy while the call is out: React's own pending state of the transition the call runs in.
  const [busy, startCall] = useTransition();
  const errors = useFieldErrors(['email'] as const);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (errors.show(forgotPasswordProblems(email))) return; // spec §5: nothing is sent without an email
    startCall(async () => {
      try {
        await authApi.post('/resetpassword', { email });
        showSnack(MSG_CODED.checkYourEmail, { type: 'success' });
      } catch (error) {
        showSnack((error as ApiError).status === 'not-found' ? MSG_CODED.emailNotFound : MSG_CODED.unexpectedError, { type: 'error' });
      }
    });
  };
  return (
    <AccountFrame>
      <h1 className={styles.title}>{t('account.forgotTitle')}</h1>
      <p className={styles.lead}>{t('account.forgotText')}</p>
      <AccountForm onSubmit={submit} busy={busy} submit={t('common.submit')}>
        <Field id="forgot-email" label={t('account.email')} type="email" autoComplete="email" {...bindField(errors, 'email', email, setEmail)} />
      </AccountForm>
    </AccountFrame>
  );
}
