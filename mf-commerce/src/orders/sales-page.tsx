// A studio's sales (issue 11): who bought what, where it goes, its status; a paid or cash-on-delivery order
// can be marked SHIPPED, then DELIVERED (the buyer is notified by the server), each after a confirmation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerOr, Button, confirmDialog, ErrorPanel, formatNumber, Heading, Loader, MSG_CODED, showSnack, StatePanel, useDocumentTitle, useViewerId } from '@kala/shared';
import { addressLines, formatNpr, type SaleOrder } from '@kala/shared/commerce';
import { commerceApi, commerceKeys, commerceQueries } from '../api/commerce-api';
import { useCommerceT } from '../i18n/commerce-i18n';
import { usePlacedOn } from './orders-page';
import styles from './orders.module.css';

type Step = 'SHIPPED' | 'DELIVERED';

/** Each step's button, its question and what is said once it is done. */
const STEP_TEXTS = {
  SHIPPED: { action: 'sales.markShipped', title: 'sales.confirmShippedTitle', text: 'sales.confirmShippedText', done: 'cmsg.markedShipped' },
  DELIVERED: { action: 'sales.markDelivered', title: 'sales.confirmDeliveredTitle', text: 'sales.confirmDeliveredText', done: 'cmsg.markedDelivered' },
} as const;

/** The step a studio can take next, if any. */
const nextStep = (sale: SaleOrder): Step | null => {
  if (sale.orderStatus === 'PAID' || (sale.orderStatus === 'PENDING' && sale.paymentMethod === 'cash')) return 'SHIPPED';
  return sale.orderStatus === 'SHIPPED' ? 'DELIVERED' : null;
};

export function SalesPage() {
  const { t, i18n } = useCommerceT();
  const placedOn = usePlacedOn();
  useDocumentTitle(t('sales.title'));
  const viewer = useViewerId();
  const sales = useQuery(commerceQueries.sales(viewer));
  const queryClient = useQueryClient();

  const mark = useMutation({
    mutationFn: ({ sale, step }: { sale: SaleOrder; step: Step }) => commerceApi.markSale(sale.orderId, step),
    onSuccess: (_answer, { step }) => void showSnack(t(STEP_TEXTS[step].done), { type: 'success' }),
    onError: (err) => void showSnack(answerOr(err, MSG_CODED.somethingWrong), { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commerceKeys.sales(viewer) }),
  });
  // The buyer is told of each step and it cannot be undone: ask first.
  const ask = async (sale: SaleOrder, step: Step) => {
    const texts = STEP_TEXTS[step];
    const yes = await confirmDialog({ title: t(texts.title), message: t(texts.text), yesLabel: t(texts.action), noLabel: t('sales.notYet') });
    if (yes) mark.mutate({ sale, step });
  };

  if (sales.isPending) return <Loader />;
  if (sales.isError) return <ErrorPanel onRetry={() => void sales.refetch()} />;
  return (
    <section className={styles.page}>
      <Heading level={1} size="page">
        {t('sales.title')}
      </Heading>
      {sales.data.length === 0 && <StatePanel title={t('sales.empty')} />}
      <ul className={styles.sales}>
        {sales.data.map((sale) => {
          const step = nextStep(sale);
          return (
            <li key={sale.orderId} className={styles.sale} data-testid="sale">
              <div className={styles.saleHead}>
                <span>{placedOn(sale.createdAt)}</span>
                <span className={styles.status} data-status={sale.orderStatus}>
                  {t(`orderStatus:${sale.orderStatus}`)}
                </span>
              </div>
              <dl className={styles.saleFacts}>
                <dt>{t('sales.buyer')}</dt>
                <dd>
                  {sale.buyer.name} · {sale.buyer.email}
                </dd>
                <dt>{t('sales.items')}</dt>
                <dd>
                  {sale.items.map((i) => (
                    <span key={i._id} className={styles.saleItem}>
                      {i.name}
                      {i.qty > 1 ? ` × ${formatNumber(i.qty, i18n.language)}` : ''} — {formatNpr(i.price * i.qty, i18n.language)}
                    </span>
                  ))}
                </dd>
                <dt>{t('sales.shipTo')}</dt>
                <dd>
                  <address>{addressLines(sale.shippingInfo).join(', ')}</address>
                </dd>
              </dl>
              {step && (
                <Button size="small" disabled={mark.isPending && mark.variables.sale === sale} onClick={() => void ask(sale, step)}>
                  {t(STEP_TEXTS[step].action)}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
