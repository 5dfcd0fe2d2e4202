// `@kala/shared/alert-button`: "Alert me to similar works" (issue 25 §4) saves the page's criteria as an
// alert for the signed-in person; a visitor is asked to log in and comes back here. Used by the gallery,
// search and artwork pages (mf-catalogue) and a studio's page (mf-social). Only its label travels with the
// page; the call and the answers' texts load when it is pressed (alert-save.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, registerTexts, showSnack, useRequireLogin, useTranslation, useViewerId } from '@kala/shared';
import type { AlertCriteria } from './index';
import alertButtonEn from '../../locales/en/alertButton.json';

const NS = 'alertButton';
registerTexts(NS, alertButtonEn, (language) => import(`../../locales/${language}/alertButton.json`));

const saving = () => import('./alert-save');

export function AlertButton({ criteria, className }: { criteria: AlertCriteria; className?: string }) {
  const { t } = useTranslation(NS);
  const viewer = useViewerId();
  const requireLogin = useRequireLogin();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (c: AlertCriteria) => (await saving()).saveAlert(c),
    onSuccess: (text) => void showSnack(text, { type: 'success' }),
    onError: (error) => void saving().then((m) => showSnack(m.failureText(error), { type: 'error' })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['alerts', viewer] }),
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
