// Reports (issue 23 §1): each reported post, artwork, comment or person once, with how many reported it, who
// and why, shown in place (its picture and words); Hide a post, an artwork or a comment, Dismiss, or Suspend
// the author.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, mediaUrl, imageSize } from '@kala/shared';
import { adminGet, adminKeys, adminPost, useAdminAction, type ReportedItem } from '../api/admin-api';
import { ConsoleLayout } from '../app/console-layout';
import { QueryList } from '../app/query-state';
import { ReasonDialog } from '../app/reason-dialog';
import styles from '../app/console.module.css';
import { useAdminT } from '../i18n/admin-i18n';

type Action = { item: ReportedItem; kind: 'hide' | 'dismiss' | 'suspend' };

export function ReportsPage() {
  const { t } = useAdminT();
  const query = useQuery({ queryKey: adminKeys.reports, queryFn: ({ signal }) => adminGet<ReportedItem[]>('/reports', signal) });
  const [action, setAction] = useState<Action | null>(null);
  const act = useAdminAction(
    ({ item, kind, reason }: Action & { reason: string }) =>
      kind === 'suspend' ? adminPost(`/people/${item.authorId}/suspend`, { reason }) : adminPost(`/reports/${item.targetType}/${item.targetId}/${kind}`, { reason }),
    ({ kind }) => t(kind === 'hide' ? 'reports.hidden' : kind === 'dismiss' ? 'reports.dismissed' : 'reports.suspendedDone'),
  );
  return (
    <ConsoleLayout title={t('reports.title')}>
      <QueryList query={query} empty={t('reports.empty')} item={(item) => <ReportCard key={`${item.targetType}:${item.targetId}`} item={item} onAction={(kind) => setAction({ item, kind })} />} />
      {action && (
        <ReasonDialog
          title={action.kind === 'hide' ? t(`reports.hideTitle_${action.item.targetType}`) : action.kind === 'dismiss' ? t('reports.dismissTitle') : t('reports.suspendTitle', { name: action.item.authorName })}
          confirm={t(action.kind === 'hide' ? 'reports.hide' : action.kind === 'dismiss' ? 'reports.dismiss' : 'reports.suspend')}
          busy={act.isPending}
          onClose={() => setAction(null)}
          onConfirm={(reason) => act.mutate({ ...action, reason }, { onSuccess: () => setAction(null) })}
        />
      )}
    </ConsoleLayout>
  );
}

function ReportCard({ item, onAction }: { item: ReportedItem; onAction: (kind: Action['kind']) => void }) {
  const { t } = useAdminT();
  const picture = item.picture ? imageSize(item.picture, 'gallery') : undefined;
  return (
    <li className={styles.card} aria-label={item.what ?? ''}>
      <div className={styles.row}>
        <span className={styles.badge}>{t(`reports.kind_${item.targetType}`)}</span>
        <strong>{t('reports.count', { count: item.count })}</strong>
        {item.authorName && <span className={styles.meta}>{t('reports.author', { name: item.authorName })}</span>}
        {item.authorSuspended && <span className={styles.badge}>{t('reports.suspended')}</span>}
      </div>
      {picture && <img src={mediaUrl(picture.fileName)} alt="" width={picture.width} height={picture.height} style={{ maxWidth: '240px', height: 'auto' }} />}
      <p>{item.what}</p>
      <ul className={styles.meta}>
        {item.reports.map((r, i) => (
          <li key={i}>
            {t('reports.by', { name: r.reporter, category: r.category })}
            {r.reason && ` — ${r.reason}`}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {item.link && (
          <a href={item.link} target="_blank" rel="noreferrer">
            {t('reports.view')}
          </a>
        )}
        {item.targetType !== 'user' && <Button onClick={() => onAction('hide')}>{t('reports.hide')}</Button>}
        <Button variant="secondary" onClick={() => onAction('dismiss')}>
          {t('reports.dismiss')}
        </Button>
        {item.authorId && !item.authorSuspended && (
          <Button variant="secondary" onClick={() => onAction('suspend')}>
            {t('reports.suspend')}
          </Button>
        )}
      </div>
    </li>
  );
}
