// Spec §2 Orders: header 'Order' with Go To Cart; Product, Price, Placed on, Status (phones: Product Details
// and Status/Date); one row per item; CANCEL on PENDING orders behind the 'Cancel Order' confirm.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button, ErrorPanel, Heading, Loader, StatePanel, TOAST_MS, artworkPath, buttonClass, confirmDialog, formatDigits, formatNumber, mediaUrl, pathTo, showSnack, useDocumentTitle, useViewerId } from '@kala/shared';
import { formatNpr, type Order, type OrderItem } from '@kala/shared/commerce';
import { useDates } from '@kala/shared/dates';
import { commerceApi, commerceKeys, commerceQueries } from '../api/commerce-api';
import { useCommerceT } from '../i18n/commerce-i18n';
import styles from './orders.module.css';

/** YYYY-MM-DD in the reader's time zone (spec §9), in the language's digits. */
export const isoDate = (iso: string, language: string): string => {
  const d = new Date(iso);
  const two = (n: number) => formatNumber(n, language, { minimumIntegerDigits: 2, useGrouping: false });
  return `${formatDigits(d.getFullYear(), language)}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
};

/** The spec's YYYY-MM-DD, in Nepali the Bikram Sambat date ('२०८३ मंसिर ९', issue 25). */
export function usePlacedOn(): (iso: string) => string {
  const { i18n } = useCommerceT();
  const dates = useDates();
  return (iso) => (i18n.language === 'ne' ? dates.date(iso) : isoDate(iso, i18n.language));
}

export function OrdersPage() {
  const { t, i18n } = useCommerceT();
  const placedOn = usePlacedOn();
  useDocumentTitle(t('orders.title'));
  const viewer = useViewerId();
  const orders = useQuery(commerceQueries.orders(viewer));
  const queryClient = useQueryClient();
  const cancelOrder = useMutation({
    mutationFn: (order: Order) => commerceApi.cancelOrder(order._id),
    onSuccess: () => void showSnack(t('cmsg.orderCancelled'), { type: 'success', duration: TOAST_MS.follow }),
    onError: () => void showSnack(t('cmsg.cancelFailed'), { type: 'error', duration: TOAST_MS.default }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commerceKeys.orders(viewer) }),
  });

  const cancel = async (order: Order) => {
    const yes = await confirmDialog({ title: t('cmsg.cancelTitle'), message: t('cmsg.cancelText'), yesLabel: t('common.yes'), noLabel: t('common.no') });
    if (yes) cancelOrder.mutate(order);
  };

  const header = (
    <div className={styles.header}>
      <Heading level={1} size="page">
        {t('orders.title')}
      </Heading>
      <Link className={buttonClass({ variant: 'secondary', size: 'small' })} to={pathTo('cart')}>
        {t('orders.goToCart')}
      </Link>
    </div>
  );
  if (orders.isPending) return <Loader />;
  if (orders.isError) return <ErrorPanel onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0)
    return (
      <section className={styles.page}>
        {header}
        <StatePanel title={t('orders.empty')} />
      </section>
    );

  const row = (order: Order, item: OrderItem) => (
    <tr key={item._id} data-testid="order-row" data-order={order._id}>
      <td>
        <div className={styles.product}>
          <img src={mediaUrl(item.image)} alt="" width={56} height={56} loading="lazy" />
          <span className={styles.productText}>
            {item.product ? <Link to={artworkPath(item.product)}>{item.name}</Link> : <span>{item.name}</span>}
            {item.product && <span className={styles.muted}>{t('orders.by', { name: item.product.author.name })}</span>}
            <span className={styles.phoneOnly}>{formatNpr(item.price * item.qty, i18n.language)}</span>
          </span>
        </div>
      </td>
      <td className={styles.wideOnly}>{formatNpr(item.price * item.qty, i18n.language)}</td>
      <td className={`${styles.wideOnly} ${styles.date}`}>{placedOn(order.createdAt)}</td>
      <td>
        <span className={styles.status} data-status={item.orderStatus}>
          {t(`orderStatus:${item.orderStatus}`)}
        </span>
        <span className={`${styles.phoneOnly} ${styles.date}`}>{placedOn(order.createdAt)}</span>
        {order.orderStatus === 'PENDING' && (
          <Button variant="secondary" size="small" className={styles.cancel} aria-label={t('orders.cancelOrder', { date: placedOn(order.createdAt) })} onClick={() => void cancel(order)}>
            {t('orders.cancel')}
          </Button>
        )}
      </td>
    </tr>
  );

  return (
    <section className={styles.page}>
      {header}
      <table className={styles.table}>
        <thead>
          <tr className={styles.wideOnly}>
            <th scope="col">{t('orders.product')}</th>
            <th scope="col">{t('orders.price')}</th>
            <th scope="col">{t('orders.placedOn')}</th>
            <th scope="col">{t('orders.status')}</th>
          </tr>
          <tr className={styles.phoneOnly}>
            <th scope="col">{t('orders.productDetails')}</th>
            <th scope="col">{t('orders.statusDate')}</th>
          </tr>
        </thead>
        <tbody>{orders.data.flatMap((order) => order.orderItems.map((item) => row(order, item)))}</tbody>
      </table>
    </section>
  );
}
