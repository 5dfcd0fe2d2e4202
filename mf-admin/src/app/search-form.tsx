// A console page's search: its fields in a row, then Search (orders, people).
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@kala/shared';
import { useAdminT } from '../i18n/admin-i18n';
import styles from './console.module.css';

export function SearchForm({ onSearch, children }: { onSearch: () => void; children: ReactNode }) {
  const { t } = useAdminT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search">
      {children}
      <Button type="submit">{t('common.search')}</Button>
    </form>
  );
}
