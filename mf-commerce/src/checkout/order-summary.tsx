import { formatPaisa, type Totals } from '@kala/shared/commerce';
import { useCommerceT } from '../i18n/commerce-i18n';
import styles from './checkout.module.css';

/** Total, tax, shipping and grand total (spec §9), all from the one shared calculation. */
export function OrderSummary({ totals }: { totals: Totals }) {
  const { t, i18n } = useCommerceT();
  const rows: [string, number][] = [
    [t('checkout.subtotal'), totals.totalPaisa],
    [t('checkout.tax'), totals.taxPaisa],
    [t('checkout.shippingCharge'), totals.shippingPaisa],
  ];
  return (
    <dl className={styles.summary} data-testid="order-summary">
      {rows.map(([label, paisa]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatPaisa(paisa, i18n.language)}</dd>
        </div>
      ))}
      <div className={styles.grand}>
        <dt>{t('checkout.grandTotal')}</dt>
        <dd data-testid="grand-total">{formatPaisa(totals.grandTotalPaisa, i18n.language)}</dd>
      </div>
    </dl>
  );
}
