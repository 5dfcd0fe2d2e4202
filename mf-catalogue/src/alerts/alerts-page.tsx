// /alerts (issue 25 §4): the signed-in person's saved alerts: what each watches for, pause or resume, delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ApiError, Button, Loader, StatePanel, confirmDialog, formatRupees, pathTo, sessionStore, showSnack, useCategoryName, useStore, useTranslation, useViewerId } from '@kala/shared';
import type { Alert } from '@kala/shared/alerts';
import { ALERTS_NS, alertKeys, alertQueries, alertsApi, useAlertMessage } from '@kala/shared/alerts-ui';
import { AlertsFrame } from './alerts-frame';
import styles from './alerts-page.module.css';

type Action = { alert: Alert; kind: 'pause' | 'resume' | 'remove' };

export function AlertsPage() {
  const { t } = useTranslation(ALERTS_NS);
  const viewer = useViewerId();
  const token = useStore(sessionStore, (s) => s.token);
  const alerts = useQuery({ ...alertQueries.list(viewer), enabled: Boolean(token) });
  const queryClient = useQueryClient();
  const message = useAlertMessage();
  const act = useMutation({
    mutationFn: ({ alert, kind }: Action) => alertsApi[kind](alert._id),
    onSuccess: (answer) => void showSnack(message(answer), { type: 'success' }),
    onError: (error) => void showSnack(error instanceof ApiError ? message(error) : t('failed'), { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.list(viewer) }),
  });
  const remove = async (alert: Alert) => {
    if (await confirmDialog({ title: t('deleteTitle'), message: t('deleteText'), yesLabel: t('delete') })) act.mutate({ alert, kind: 'remove' });
  };

  return (
    <AlertsFrame testId="alerts-page" title={t('title')} intro={t('intro')}>
      {alerts.isPending ? (
        <Loader />
      ) : alerts.isError ? (
        <StatePanel title={t('loadFailed')} role="alert">
          <Button onClick={() => void alerts.refetch()}>{t('retry')}</Button>
        </StatePanel>
      ) : alerts.data.length === 0 ? (
        <StatePanel title={t('empty')} role="status">
          <Link to={pathTo('gallery', { cat: 'all' })} className={styles.link}>
            {t('browse')}
          </Link>
        </StatePanel>
      ) : (
        <ul className={styles.list}>
          {alerts.data.map((alert) => {
            const busy = act.isPending && act.variables.alert._id === alert._id;
            return (
              <li key={alert._id} className={styles.item} data-testid="alert-item" data-active={alert.active}>
                <AlertCriteriaList alert={alert} />
                <span className={alert.active ? styles.active : styles.paused}>{t(alert.active ? 'active' : 'paused')}</span>
                <div className={styles.actions}>
                  <Button size="small" variant="secondary" disabled={busy} onClick={() => act.mutate({ alert, kind: alert.active ? 'pause' : 'resume' })}>
                    {t(alert.active ? 'pause' : 'resume')}
                  </Button>
                  <Button size="small" variant="ghost" disabled={busy} onClick={() => void remove(alert)}>
                    {t('delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AlertsFrame>
  );
}

/** What an alert watches for, one line per criterion, in the reader's language and digits. */
function AlertCriteriaList({ alert }: { alert: Alert }) {
  const { t, i18n } = useTranslation(ALERTS_NS);
  const nameOf = useCategoryName();
  const npr = (n: number) => formatRupees(n, i18n.language);
  const { priceMin: min, priceMax: max } = alert;
  const lines = [
    alert.category && t('category', { name: nameOf(alert.category) }),
    alert.studio && t('studio', { name: alert.studio.name }),
    min != null && max != null && t('priceBetween', { min: npr(min), max: npr(max) }),
    min != null && max == null && t('priceFrom', { min: npr(min) }),
    min == null && max != null && t('priceUpTo', { max: npr(max) }),
    alert.tags.length > 0 && t('tags', { tags: alert.tags.join(', ') }),
    alert.query && t('query', { query: alert.query }),
  ].filter(Boolean);
  return (
    <ul className={styles.criteria}>
      {lines.map((line) => (
        <li key={line as string}>{line}</li>
      ))}
    </ul>
  );
}
