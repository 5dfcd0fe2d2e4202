// Small building blocks of the account forms.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '@kala/shared';
import styles from './account.module.css';

export function Field({ label, id, invalid, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; id: string; invalid?: boolean }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={id} aria-invalid={invalid || undefined} {...input} />
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
