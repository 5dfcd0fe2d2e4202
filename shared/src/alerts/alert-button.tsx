// "Alert me to similar works" (issue 25 §4): saves the page's criteria as an alert for the signed-in person;
// a visitor is asked to log in and comes back here. Used by the gallery, search and artwork pages
// (mf-catalogue) and the studio page (mf-social).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, Button, showSnack, useRequireLogin, useTranslation, useViewerId } from '@kala/shared';
import { alertKeys, alertsApi } from './alerts-api';
import { ALERTS_NS } from './alert-texts';
import { useAlertMessage } from './use-alert-message';
import type { AlertCriteria } from './index';

export function AlertButton({ criteria, className }: { criteria: AlertCriteria; className?: string }) {
  const { t } = useTranslation(ALERTS_NS);
  const message = useAlertMessage();
  const viewer = useViewerId();
  const requireLogin = useRequireLogin();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: alertsApi.create,
    onSuccess: (answer) => void showSnack(message(answer), { type: 'success' }),
    onError: (error) => void showSnack(error instanceof ApiError ? message(error.message) : t('failed'), { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.list(viewer) }),
  });
  const click = () => {
    if (requireLogin(t('loginFirst'))) save.mutate(criteria);
  };
  return (
    <Button variant="secondary" size="small" className={className} disabled={save.isPending} onClick={click} data-testid="alert-button">
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4" />
      </svg>{' '}
      {t('button')}
    </Button>
  );
}
