// Small building blocks of the account forms.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from '@kala/shared';
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
