// Studio requests (issue 23 §2): the request's pictures and words and the applicant's profile; Approve (the
// existing flow: they become an artist and are notified) or Reject with a reason they are told.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, mediaUrl, imageSize, pathTo } from '@kala/shared';
import { useDates } from '@kala/shared/dates';
import { adminGet, adminKeys, adminPost, useAdminAction, type StudioRequest } from '../api/admin-api';
import { ConsoleLayout } from '../app/console-layout';
import { QueryList } from '../app/query-state';
import { ReasonDialog } from '../app/reason-dialog';
import styles from '../app/console.module.css';
import { useAdminT } from '../i18n/admin-i18n';

export function StudioRequestsPage() {
  const { t } = useAdminT();
  const { date } = useDates();
  const query = useQuery({ queryKey: adminKeys.studio, queryFn: ({ signal }) => adminGet<StudioRequest[]>('/studio-requests', signal) });
  const [rejecting, setRejecting] = useState<StudioRequest | null>(null);
  const approve = useAdminAction((r: StudioRequest) => adminPost(`/studio-requests/${r.id}/approve`), (r) => t('studio.approved', { name: r.applicant.name }));
  const reject = useAdminAction(({ r, reason }: { r: StudioRequest; reason: string }) => adminPost(`/studio-requests/${r.id}/reject`, { reason }), t('studio.rejected'));
  return (
    <ConsoleLayout title={t('studio.title')}>
      <QueryList
        query={query}
        empty={t('studio.empty')}
        item={(r) => (
          <li key={r.id} className={styles.card} aria-label={r.applicant.name}>
            <div className={styles.row}>
              <Avatar name={r.applicant.name} picture={r.applicant.picture} size={40} />
              <div>
                <strong>{r.applicant.name}</strong> <span className={styles.meta}>{r.applicant.email}</span>
                <div className={styles.meta}>
                  {t('studio.joined', { date: date(r.applicant.created) })} · {t('studio.works', { count: r.applicant.works })}
                </div>
              </div>
              <Link to={pathTo('user', { slug: r.applicant.slug })}>{t('studio.profile')}</Link>
            </div>
            <p>{r.message}</p>
            <div className={styles.thumbs}>
              {r.images.map((image) => {
                const size = imageSize(image, 'thumbnail');
                return size ? <img key={image.slug} src={mediaUrl(size.fileName)} alt="" width={96} height={96} /> : null;
              })}
            </div>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setRejecting(r)}>
                {t('studio.reject')}
              </Button>
              <Button disabled={approve.isPending} onClick={() => approve.mutate(r)}>
                {t('studio.approve')}
              </Button>
            </div>
          </li>
        )}
      />
      {rejecting && (
        <ReasonDialog
          title={t('studio.rejectTitle', { name: rejecting.applicant.name })}
          confirm={t('studio.reject')}
          required
          busy={reject.isPending}
          onClose={() => setRejecting(null)}
          onConfirm={(reason) => reject.mutate({ r: rejecting, reason }, { onSuccess: () => setRejecting(null) })}
        />
      )}
    </ConsoleLayout>
  );
}
