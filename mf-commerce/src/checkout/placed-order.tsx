// Review: the order as the server placed it (its prices and totals), and where it goes.
import { useQuery } from '@tanstack/react-query';
import { Loader, useViewerId } from '@kala/shared';
import { addressLines, formatNpr, nprToPaisa, type Order, type Totals } from '@kala/shared/commerce';
import { commerceQueries } from '../api/commerce-api';
import { useCommerceT } from '../i18n/commerce-i18n';
import { OrderSummary } from './order-summary';
import styles from './checkout.module.css';

/** The server's totals (NPR) as the summary's paisa. */
const totalsOf = (o: Order): Totals => ({
  totalPaisa: nprToPaisa(o.totalAmount),
  taxPaisa: nprToPaisa(o.taxPrice),
  shippingPaisa: nprToPaisa(o.shippingPrice),
  grandTotalPaisa: nprToPaisa(o.grandTotal),
});

export function PlacedOrder({ orderId }: { orderId: string }) {
  const { t, i18n } = useCommerceT();
  const order = useQuery(commerceQueries.order(useViewerId(), orderId)).data;
  if (!order) return <Loader />;
  return (
    <div className={styles.review}>
      <p role="status" className={styles.placed}>
        {t('checkout.placed')}
      </p>
      <ul className={styles.lines}>
        {order.orderItems.map((item) => (
          <li key={item._id} className={styles.line}>
            <span className={styles.lineText}>
              <span className={styles.lineName}>{item.name}</span>
              {item.product && <span className={styles.muted}>{t('cart.by', { name: item.product.author.name })}</span>}
            </span>
            <span className={styles.price}>{formatNpr(item.price * item.qty, i18n.language)}</span>
          </li>
        ))}
      </ul>
      <OrderSummary totals={totalsOf(order)} />
      <h2 className={styles.subheading}>{t('checkout.shipTo')}</h2>
      <address className={styles.address}>{addressLines(order.shippingInfo).join('\n')}</address>
    </div>
  );
}
