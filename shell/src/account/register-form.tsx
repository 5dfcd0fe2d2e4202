// The 'Register Via Email' form (spec §2, §5, §8): every field's message by the field, the spec's toast
// for the first. Its own chunk: the login page loads it when the tab is wanted.
import { type FormEvent, useState, useTransition } from 'react';
import { ApiError, authApi, MSG_CODED, showSnack, TOAST_MS, useTranslation } from '@kala/shared';
import { registerProblems, type RegisterField } from '@kala/shared/rules';
import { useFieldErrors } from '@kala/shared/forms';
import { AccountForm, bindField, Field, accountStyles as styles } from './form-parts';

const REGISTER_FIELDS: readonly RegisterField[] = ['name', 'email', 'password', 'confirm-password'];

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ name: '', email: '', password: '', 'confirm-password': '' });
  const errors = useFieldErrors<RegisterField>(REGISTER_FIELDS);
  // Busy while the call is out: React's own pending state of the transition the call runs in.
  const [busy, startCall] = useTransition();
  /** A field's value, change handler, ref, aria and message. */
  const bind = (key: RegisterField, hintId?: string) => bindField(errors, key, form[key], (value) => setForm((f) => ({ ...f, [key]: value })), hintId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (errors.show(registerProblems(form))) return;
    startCall(async () => {
      try {
        await authApi.post('/register', form);
        showSnack(MSG_CODED.registered, { type: 'success', duration: TOAST_MS.register });
        onRegistered();
      } catch (error) {
        const err = error as ApiError;
        showSnack(err, { type: 'error', duration: TOAST_MS.registerFail });
      }
    });
  };
  return (
    <AccountForm onSubmit={submit} busy={busy} submit={t('account.register')}>
      <Field id="register-name" label={t('account.fullName')} autoComplete="name" {...bind('name')} />
      <Field id="register-email" label={t('account.email')} type="email" autoComplete="email" {...bind('email')} />
      <Field id="register-password" label={t('account.password')} type="password" autoComplete="new-password" {...bind('password', 'password-hint')} />
      <Field id="register-confirm" label={t('account.confirmPassword')} type="password" autoComplete="new-password" {...bind('confirm-password')} />
      <p id="password-hint" className={styles.hint}>
        {t('msg.passwordRule')}
      </p>
    </AccountForm>
  );
}
