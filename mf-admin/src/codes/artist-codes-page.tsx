// Artist codes (issue 23 §3): issue a single-use code with an optional expiry, list every code with who used
// it, revoke one that is still unused.
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@kala/shared';
import { useDates } from '@kala/shared/dates';
import { adminGet, adminKeys, adminPost, useAdminAction, type ArtistCode } from '../api/admin-api';
import { ConsoleLayout } from '../app/console-layout';
import { QueryState } from '../app/query-state';
import { TableHead } from '../app/table-head';
import styles from '../app/console.module.css';
import { useAdminT } from '../i18n/admin-i18n';

export function ArtistCodesPage() {
  const { t } = useAdminT();
  const { date } = useDates();
  const id = useId();
  const [expires, setExpires] = useState('');
  const query = useQuery({ queryKey: adminKeys.codes, queryFn: ({ signal }) => adminGet<ArtistCode[]>('/artist-codes', signal) });
  const issue = useAdminAction(
    (until: string) => adminPost<{ code: string }>('/artist-codes', until ? { expires: new Date(`${until}T23:59:59`).toISOString() } : {}),
    (_v, result) => t('codes.issued', { code: (result as { code: string }).code }),
  );
  const revoke = useAdminAction((code: string) => adminPost(`/artist-codes/${encodeURIComponent(code)}/revoke`), t('codes.revokedDone'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    issue.mutate(expires, { onSuccess: () => setExpires('') });
  };
  const stateOf = (c: ArtistCode) =>
    c.usedBy ? `${c.usedBy.name} <${c.usedBy.email}>` : c.revoked ? t('codes.revoked') : c.expires && new Date(c.expires) < new Date() ? t('codes.expired') : t('codes.unused');
  return (
    <ConsoleLayout title={t('codes.title')}>
      <form className={styles.filters} onSubmit={submit}>
        <label htmlFor={id}>
          {t('codes.expires')}
          <input id={id} type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
        </label>
        <Button type="submit" disabled={issue.isPending}>
          {t('codes.issue')}
        </Button>
      </form>
      {issue.data ? <p role="status" className={styles.card}><strong data-testid="new-code">{(issue.data as { code: string }).code}</strong></p> : null}
      <QueryState query={query} empty={(rows) => (rows.length === 0 ? t('common.none') : null)}>
        {(rows) => (
          <table className={styles.table}>
            <TableHead columns={[t('codes.code'), t('codes.created'), t('codes.expires'), t('codes.usedBy'), '']} />
            <tbody>
              {rows.map((c) => (
                <tr key={c.code}>
                  <td>
                    <code>{c.code}</code>
                  </td>
                  <td>{date(c.created)}</td>
                  <td>{c.expires ? date(c.expires) : '—'}</td>
                  <td>{stateOf(c)}</td>
                  <td>
                    {!c.usedBy && !c.revoked && (
                      <Button size="small" variant="secondary" disabled={revoke.isPending} onClick={() => revoke.mutate(c.code)} aria-label={`${t('codes.revoke')} ${c.code}`}>
                        {t('codes.revoke')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </ConsoleLayout>
  );
}
