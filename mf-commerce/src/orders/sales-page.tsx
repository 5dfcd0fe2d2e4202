// A studio's sales (issue 11): who bought what, where it goes, its status; a paid or cash-on-delivery order
// can be marked SHIPPED, then DELIVERED (the buyer is notified by the server).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorPanel, Heading, Loader, StatePanel, formatNumber, showSnack, useDocumentTitle } from '@kala/shared';
import { addressLines, formatPaisa, type OrderStatus, type SaleOrder } from '@kala/shared/commerce';
import { commerceApi, queryKeys } from '../api/commerce-api';
import { useCommerceT, useServerText } from '../i18n/commerce-i18n';
import { isoDate } from './orders-page';
import styles from './orders.module.css';

/** The step a studio can take next, if any. */
const nextStep = (sale: SaleOrder): OrderStatus | null => {
  if (sale.orderStatus === 'PAID' || (sale.orderStatus === 'PENDING' && sale.paymentMethod === 'cash')) return 'SHIPPED';
  return sale.orderStatus === 'SHIPPED' ? 'DELIVERED' : null;
};

export function SalesPage() {
  const { t, i18n } = useCommerceT();
  const serverText = useServerText();
  useDocumentTitle(t('sales.title'));
  const sales = useQuery({ queryKey: queryKeys.sales, queryFn: commerceApi.sales });
  const queryClient = useQueryClient();

  const mark = async (sale: SaleOrder, status: OrderStatus) => {
    try {
      await commerceApi.markSale(sale.orderId, status);
      showSnack(t('sales.marked', { status: t(`status.${status}`) }), { type: 'success' });
    } catch (err) {
      showSnack(serverText((err as Error).message), { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.sales });
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
                <span>{isoDate(sale.createdAt, i18n.language)}</span>
                <span className={styles.status} data-status={sale.orderStatus}>
                  {t(`status.${sale.orderStatus}`)}
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
                      {i.qty > 1 ? ` × ${formatNumber(i.qty, i18n.language)}` : ''} — {formatPaisa(i.price * i.qty, i18n.language)}
                    </span>
                  ))}
                </dd>
                <dt>{t('sales.shipTo')}</dt>
                <dd>
                  <address>{addressLines(sale.shippingInfo).join(', ')}</address>
                </dd>
              </dl>
              {step && (
                <Button size="small" onClick={() => void mark(sale, step)}>
                  {t(step === 'SHIPPED' ? 'sales.markShipped' : 'sales.markDelivered')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
