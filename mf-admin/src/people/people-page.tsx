// People (issue 23 §6): search; verify an email; suspend (their sessions and sockets end at once, login says
// the account is suspended) or unsuspend; their reports and orders.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, formatRupees, isAdminRole, type Lang } from '@kala/shared';
import { useDates } from '@kala/shared/dates';
import { adminGet, adminKeys, adminPost, useAdminAction, type Person, type PersonDetail } from '../api/admin-api';
import { ConsoleLayout } from '../app/console-layout';
import { QueryList, QueryState } from '../app/query-state';
import { ReasonDialog } from '../app/reason-dialog';
import { SearchForm } from '../app/search-form';
import styles from '../app/console.module.css';
import { useAdminT } from '../i18n/admin-i18n';

type Change = { person: Person; action: 'suspend' | 'unsuspend' | 'verify-email' };

export function PeoplePage() {
  const { t } = useAdminT();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [suspending, setSuspending] = useState<Person | null>(null);
  const query = useQuery({ queryKey: adminKeys.people(q), queryFn: ({ signal }) => adminGet<Person[]>(`/people?q=${encodeURIComponent(q)}`, signal) });
  const change = useAdminAction(
    ({ person, action, reason }: Change & { reason?: string }) => adminPost(`/people/${person.id}/${action}`, { reason }),
    ({ action }) => t(action === 'suspend' ? 'people.suspendedDone' : action === 'unsuspend' ? 'people.unsuspendedDone' : 'people.verified'),
  );
  return (
    <ConsoleLayout title={t('people.title')}>
      <SearchForm onSearch={() => setQ(draft.trim())}>
        <label>
          {t('people.query')}
          <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
      </SearchForm>
      <QueryList
        query={query}
        empty={t('people.empty')}
        item={(p) => (
          <li key={p.id} className={styles.card} aria-label={p.name}>
            <div className={styles.row}>
              <strong>{p.name}</strong>
              <span className={styles.meta}>{p.email}</span>
              {!p.emailVerified && <span className={styles.badge}>{t('people.unverified')}</span>}
              {p.suspended && <span className={styles.badge}>{t('people.suspended')}</span>}
              {isAdminRole(p.role) && <span className={styles.badge}>{t('people.operator')}</span>}
            </div>
            <div className={styles.actions}>
              <Button variant="secondary" size="small" aria-expanded={open === p.id} onClick={() => setOpen(open === p.id ? null : p.id)}>
                {t('people.details')}
              </Button>
              {!p.emailVerified && (
                <Button variant="secondary" size="small" disabled={change.isPending} onClick={() => change.mutate({ person: p, action: 'verify-email' })}>
                  {t('people.verify')}
                </Button>
              )}
              {p.suspended ? (
                <Button size="small" disabled={change.isPending} onClick={() => change.mutate({ person: p, action: 'unsuspend' })}>
                  {t('people.unsuspend')}
                </Button>
              ) : (
                !isAdminRole(p.role) && (
                  <Button size="small" onClick={() => setSuspending(p)}>
                    {t('people.suspend')}
                  </Button>
                )
              )}
            </div>
            {open === p.id && <PersonDetails id={p.id} />}
          </li>
        )}
      />
      {suspending && (
        <ReasonDialog
          title={t('people.suspendTitle', { name: suspending.name })}
          confirm={t('people.suspend')}
          busy={change.isPending}
          onClose={() => setSuspending(null)}
          onConfirm={(reason) => change.mutate({ person: suspending, action: 'suspend', reason }, { onSuccess: () => setSuspending(null) })}
        />
      )}
    </ConsoleLayout>
  );
}

function PersonDetails({ id }: { id: string }) {
  const { t, i18n } = useAdminT();
  const { date } = useDates();
  const query = useQuery({ queryKey: adminKeys.person(id), queryFn: ({ signal }) => adminGet<PersonDetail>(`/people/${id}`, signal) });
  const reports = (rows: PersonDetail['reportsBy']) =>
    rows.length === 0 ? (
      <p>{t('common.none')}</p>
    ) : (
      <ul>
        {rows.map((r) => (
          <li key={r.id}>
            {date(r.created)} · {t(`reports.kind_${r.targetType}`, { defaultValue: r.targetType })} · {r.category} · {t(`people.report_${r.status}`, { defaultValue: r.status })}
          </li>
        ))}
      </ul>
    );
  return (
    <div className={styles.details}>
      <QueryState query={query}>
        {(p) => (
          <>
            <h3>{t('people.reportsBy')}</h3>
            {reports(p.reportsBy)}
            <h3>{t('people.reportsAbout')}</h3>
            {reports(p.reportsAbout)}
            <h3>{t('people.orders')}</h3>
            {p.orders.length === 0 ? (
              <p>{t('common.none')}</p>
            ) : (
              <ul>
                {p.orders.map((o) => (
                  <li key={o.id}>
                    {date(o.created)} · {formatRupees(o.totalPaisa / 100, i18n.language as Lang)} · {t(`paymentMethods:${o.method}`, { defaultValue: o.method })}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
