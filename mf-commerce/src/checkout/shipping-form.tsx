// The Shipping tab: the spec's fields, prefilled from the profile's shipping info. Its checks run on Next
// (spec §5, in order): the first failing one is the toast, every failing field is marked and described.
import { useId } from 'react';
import { SHIPPING_FIELDS, type ShippingAddress, type ShippingField } from '@kala/shared/commerce';
import { type CommerceMsgKey } from '@kala/shared/contracts/commerce/errors';
import { useCommerceT } from '../i18n/commerce-i18n';
import styles from './checkout.module.css';

const INPUT_TYPES: Partial<Record<ShippingField, { type: string; autoComplete: string }>> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  country: { type: 'text', autoComplete: 'country-name' },
  city: { type: 'text', autoComplete: 'address-level2' },
  state: { type: 'text', autoComplete: 'address-level1' },
  postalCode: { type: 'text', autoComplete: 'postal-code' },
  address: { type: 'text', autoComplete: 'address-line1' },
  address2: { type: 'text', autoComplete: 'address-line2' },
};

interface Props {
  value: ShippingAddress;
  problems: Partial<Record<ShippingField, CommerceMsgKey>>;
  onChange(field: ShippingField, value: string): void;
}

export function ShippingForm({ value, problems, onChange }: Props) {
  const { t } = useCommerceT();
  const base = useId();
  return (
    <div className={styles.form}>
      {SHIPPING_FIELDS.map((field) => {
        const id = `${base}-${field}`;
        const problem = problems[field];
        return (
          <div key={field} className={field === 'address' || field === 'address2' ? styles.wide : undefined}>
            <label htmlFor={id}>{t(`checkout.fields.${field}`)}</label>
            <input
              id={id}
              name={field}
              {...INPUT_TYPES[field]}
              value={value[field]}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              onChange={(e) => onChange(field, e.target.value)}
            />
            {problem && (
              <p id={`${id}-error`} className={styles.error}>
                {t(`cmsg.${problem}`)}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
