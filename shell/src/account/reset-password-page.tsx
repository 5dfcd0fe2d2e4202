import { type FormEvent, useState, useTransition } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError, authApi, MSG_CODED, ROUTES, showSnack, useDocumentTitle, useTranslation, type Worded, wordedText } from '@kala/shared';
import { resetPasswordProblems } from '@kala/shared/rules';
import { useFieldErrors } from '@kala/shared/forms';
import { AccountForm, AccountFrame, bindField, Field, accountStyles as styles } from './form-parts';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.resetTitle'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Worded[]>([]);
  // Busy while the call is out: React's own pending state of the transition the call runs in.
  const [busy, startCall] = useTransition();
  const fields = useFieldErrors(['password', 'confirm'] as const);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (fields.show(resetPasswordProblems(password, confirm))) return;
    setErrors([]);
    startCall(async () => {
      try {
        await authApi.post(`/resetpassword/${encodeURIComponent(token)}`, { password, 'confirm-password': confirm });
        showSnack(MSG_CODED.passwordChanged, { type: 'success' });
        navigate(ROUTES.login);
      } catch (error) {
        const err = error as ApiError;
        if (err.status === 'not-found') showSnack(MSG_CODED.resetTokenInvalid, { type: 'error' });
        else if (err.status === 'validate-error') {
          showSnack(MSG_CODED.resetValidation, { type: 'error' });
          setErrors(err.texts);
        } else showSnack(MSG_CODED.resetUnexpected, { type: 'error' });
      }
    });
  };
  return (
    <AccountFrame>
      <h1 className={styles.title}>{t('account.resetTitle')}</h1>
      {errors.length > 0 && (
        <ul className={styles.errors} role="alert" data-testid="reset-errors">
          {errors.map((text) => (
            <li key={text.message}>{wordedText(text)}</li>
          ))}
        </ul>
      )}
      <AccountForm onSubmit={submit} busy={busy} submit={t('common.submit')}>
        <Field id="reset-password" label={t('account.newPassword')} type="password" autoComplete="new-password" {...bindField(fields, 'password', password, setPassword)} />
        <Field id="reset-confirm" label={t('account.confirmPassword')} type="password" autoComplete="new-password" {...bindField(fields, 'confirm', confirm, setConfirm)} />
      </AccountForm>
    </AccountFrame>
  );
}
