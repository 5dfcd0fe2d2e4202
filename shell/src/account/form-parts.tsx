// Small building blocks of the account forms.
import type { FormEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Button, type ButtonProps, useTranslation } from '@kala/shared';
import type { FieldErrors } from '@kala/shared/forms';
import styles from './account.module.css';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  id: string;
  /** The field's message from useFieldErrors, shown under it. */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement> | ((el: HTMLElement | null) => void);
};

/** A labelled input; spread `errors.field(name)` into it for its ref, aria-invalid and aria-describedby. */
export function Field({ label, id, error, ref, ...input }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={id} ref={ref as Ref<HTMLInputElement>} {...input} />
      {error}
    </div>
  );
}

/**
 * What a Field of a form with useFieldErrors spreads: its value, a change handler that also takes its message
 * away, its ref and aria (`hintId`: a hint that also describes it) and its message.
 */
export const bindField = <F extends string>(errors: FieldErrors<F>, name: F, value: string, setValue: (value: string) => void, hintId?: string) => ({
  value,
  onChange: (e: { target: { value: string } }) => {
    setValue(e.target.value);
    errors.clear(name);
  },
  ...errors.field(name, hintId),
  error: errors.message(name),
});

/** An account form: its fields (the browser's own checks off: the rules speak), then its full-width button, off while busy. */
export function AccountForm({ onSubmit, busy, submit, variant, children }: { onSubmit: (e: FormEvent) => void; busy: boolean; submit: string; variant?: ButtonProps['variant']; children: ReactNode }) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      <Button type="submit" variant={variant} block disabled={busy}>
        {submit}
      </Button>
    </form>
  );
}

/** The account pages' frame: a calm art panel beside the form on wide screens. */
export function AccountFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.art} aria-hidden>
        <p>{t('common.tagline')}</p>
      </div>
      <section className={styles.panel}>{children}</section>
    </div>
  );
}


export { styles as accountStyles };
