// Loading and failure of a console list, the same everywhere: a loader, or what failed with a Retry.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, errorText, Loader, MSG_CODED, StatePanel } from '@kala/shared';
import { useAdminT } from '../i18n/admin-i18n';

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
