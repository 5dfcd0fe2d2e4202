// The audit log (ADR 0020): every operator action, newest first, read-only — nobody can edit it.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Loader } from '@kala/shared';
import { useDates } from '@kala/shared/dates';
import { adminGet, adminKeys, type AuditEntry } from '../api/admin-api';
import { ConsoleLayout } from '../app/console-layout';
import { TableHead } from '../app/table-head';
import styles from '../app/console.module.css';
import { useAdminT } from '../i18n/admin-i18n';

const PAGE = 50;

export function AuditPage() {
  const { t } = useAdminT();
  const { date } = useDates();
  const query = useInfiniteQuery({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam, signal }) => adminGet<AuditEntry[]>(pageParam ? `/audit?before=${pageParam}` : '/audit', signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.length === PAGE ? last.at(-1)!.id : undefined),
  });
  const rows = query.data?.pages.flat() ?? [];
  return (
    <ConsoleLayout title={t('audit.title')}>
      {query.isPending ? (
        <Loader />
      ) : rows.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <table className={styles.table}>
          <TableHead columns={[t('common.when'), t('common.who'), t('audit.action'), t('audit.target'), t('common.reason')]} />
          <tbody>
            {rows.map((e) => (
              <tr key={e.id}>
                <td>{date(e.created, { withTime: true })}</td>
                <td>{e.actor}</td>
                <td>
                  <code>{e.action}</code>
                </td>
                <td>{e.targetLabel || `${e.targetType} ${e.targetId}`}</td>
                <td>{e.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {query.hasNextPage && (
        <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('audit.more')}
        </Button>
      )}
    </ConsoleLayout>
  );
}
