// Loading and failure of a console list, the same everywhere: a loader, or what failed with a Retry.
import type { CSSProperties, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, errorText, Loader, MSG_CODED, StatePanel } from '@kala/shared';
import { useAdminT } from '../i18n/admin-i18n';
import styles from './console.module.css';

export function QueryState<T>({ query, empty, children }: { query: UseQueryResult<T>; empty?: (data: T) => string | null; children: (data: T) => ReactNode }) {
  const { t } = useAdminT();
  if (query.isPending) return <Loader />;
  if (query.isError)
    return (
      <StatePanel title={t('common.loadFailed')} hint={errorText(query.error, MSG_CODED.somethingWrong)} role="alert">
        <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
      </StatePanel>
    );
  const emptyText = empty?.(query.data);
  return emptyText ? <StatePanel title={emptyText} role="status" /> : <>{children(query.data)}</>;
}

/** A console list of cards: `empty` says there are none, else each row's `item` (its `<li>`, keyed) in one list. */
export function QueryList<T>({ query, empty, item, style }: { query: UseQueryResult<T[]>; empty: string; item: (row: T) => ReactNode; style?: CSSProperties }) {
  return (
    <QueryState query={query} empty={(rows) => (rows.length === 0 ? empty : null)}>
      {(rows) => (
        <ul className={styles.list} style={style}>
          {rows.map((row) => item(row))}
        </ul>
      )}
    </QueryState>
  );
}
