// /alerts/unsubscribe?token=… (issue 25 §4): the alert mail's link. No login: the token names the person.
// A button, not an automatic request, so a mail scanner opening the link unsubscribes nobody.
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ApiError, Button, useTranslation } from '@kala/shared';
import { ALERTS_NS, alertsApi, useAlertMessage } from '@kala/shared/alerts-ui';
import { AlertsFrame } from './alerts-frame';
import styles from './alerts-page.module.css';

export function UnsubscribePage() {
  const { t } = useTranslation(ALERTS_NS);
  const token = useSearchParams()[0].get('token') ?? '';
  const message = useAlertMessage();
  const stop = useMutation({ mutationFn: () => alertsApi.unsubscribe(token) });
  const answer = stop.isSuccess ? message(stop.data) : stop.isError ? (stop.error instanceof ApiError ? message(stop.error) : t('failed')) : null;
  return (
    <AlertsFrame testId="alerts-unsubscribe-page" title={t('unsubscribeTitle')} intro={t('unsubscribeText')}>
      {!stop.isSuccess && (
        <Button disabled={stop.isPending} onClick={() => stop.mutate()}>
          {t('unsubscribeButton')}
        </Button>
      )}
      {answer && (
        <p role={stop.isError ? 'alert' : 'status'} className={styles.intro}>
          {answer}
        </p>
      )}
    </AlertsFrame>
  );
}
