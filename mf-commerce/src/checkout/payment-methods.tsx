// The Payment tab: cash on delivery, wallet and card; bank is listed only (spec §1).
import { useId } from 'react';
import { PAYABLE_METHODS, PAYMENT_METHODS, type PaymentMethod } from '@kala/shared/commerce';
import { useCommerceT } from '../i18n/commerce-i18n';
import styles from './checkout.module.css';

export function PaymentMethods({ value, onChange }: { value: PaymentMethod; onChange(method: PaymentMethod): void }) {
  const { t } = useCommerceT();
  const name = useId();
  return (
    <fieldset className={styles.methods}>
      <legend>{t('checkout.chooseMethod')}</legend>
      {PAYMENT_METHODS.map((method) => {
        const listedOnly = !PAYABLE_METHODS.includes(method);
        return (
          <label key={method} className={styles.method} data-disabled={listedOnly || undefined}>
            <input type="radio" name={name} value={method} checked={value === method} disabled={listedOnly} onChange={() => onChange(method)} />
            <span>
              <strong>{t(`checkout.methods.${method}`)}</strong>
              <span className={styles.muted}>{t(`checkout.methodHints.${method}`)}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
