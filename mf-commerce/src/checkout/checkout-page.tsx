// Spec §2 and §4 Checkout: tabs Shipping, Order, Payment, Review. Order and Payment open once every required
// shipping field is filled and while no order has succeeded; Review only after one. The one action button
// reads Next, then Submit on Payment, then Shop More on Review.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Heading, pathTo, sessionStore, showSnack, useDocumentTitle, useStore, type User } from '@kala/shared';
import { checkoutTotals, shippingFilled, shippingProblems, type ShippingAddress, type ShippingField } from '@kala/shared/commerce';
import { type CommerceMsgKey } from '@kala/shared/contracts/commerce/errors';
import { useCommerceT } from '../i18n/commerce-i18n';
import { CartStates } from './cart-states';
import { CheckoutTabs } from './checkout-tabs';
import { LineItem } from './line-item';
import { OrderSummary } from './order-summary';
import { PaymentMethods, type PaymentChoice } from './payment-methods';
import { PlacedOrder } from './placed-order';
import { ShippingForm } from './shipping-form';
import { useCartLines } from './use-cart-lines';
import { usePlaceOrder } from './use-place-order';
import styles from './checkout.module.css';

const TABS = ['shipping', 'order', 'payment', 'review'] as const;

/** The profile's shipping info (spec §3 shippingInfo), the account's name and email where it has none. */
const prefill = (user: User | null): ShippingAddress => {
  const s = user?.shippingInfo ?? {};
  return {
    name: s.name || user?.name || '',
    email: s.email || user?.email || '',
    phone: s.phoneNumber ?? '',
    country: s.country ?? '',
    city: s.city ?? '',
    state: s.state ?? '',
    postalCode: s.postalCode ?? '',
    address: s.address ?? '',
    address2: s.address2 ?? '',
  };
};

export function CheckoutPage() {
  const { t } = useCommerceT();
  useDocumentTitle(t('checkout.title'));
  const navigate = useNavigate();
  const user = useStore(sessionStore, (s) => s.user);
  const cartLines = useCartLines();
  const { available } = cartLines;
  const [tab, setTab] = useState(0);
  const [shipping, setShipping] = useState(() => prefill(user));
  const [problems, setProblems] = useState<Partial<Record<ShippingField, CommerceMsgKey>>>({});
  const [method, setMethod] = useState<PaymentChoice>({ method: 'cash' });
  const [orderId, setOrderId] = useState<string | null>(null);
  const { place, busy } = usePlaceOrder((id) => {
    setOrderId(id);
    setTab(3);
  });

  const filled = shippingFilled(shipping);
  const tabs = TABS.map((id, i) => ({ id, label: t(`checkout.${id}`), enabled: i === 3 ? !!orderId : !orderId && (i === 0 || filled) }));

  const shippingValid = () => {
    const found = shippingProblems(shipping);
    setProblems(Object.fromEntries(found.map((p) => [p.field, p.key])));
    if (found[0]) {
      showSnack(t(`cmsg.${found[0].key}`), { type: 'error' });
      document.querySelector<HTMLInputElement>(`input[name="${found[0].field}"]`)?.focus();
    }
    return found.length === 0;
  };

  const select = (i: number) => (tab === 0 && i > 0 && !shippingValid() ? undefined : setTab(i));
  const next = () => {
    if (tab === 3) return navigate(pathTo('store', { cat: 'all' }));
    if (tab === 2) return void place(available, method, shipping);
    select(tab + 1);
  };

  return (
    <CartStates cart={cartLines} force={!!orderId} empty={{ title: t('checkout.emptyCart'), to: pathTo('cart'), label: t('orders.goToCart') }}>
      <section className={styles.page} aria-labelledby="checkout-title">
        <Heading level={1} size="page" id="checkout-title">
          {t('checkout.title')}
        </Heading>
        <CheckoutTabs label={t('checkout.tabs')} tabs={tabs} current={tab} onSelect={select}>
          {tab === 0 && <ShippingForm value={shipping} problems={problems} onChange={(field, value) => (setShipping((s) => ({ ...s, [field]: value })), setProblems((p) => ({ ...p, [field]: undefined })))} />}
          {tab === 1 && (
            <>
              <ul className={styles.lines}>
                {available.map((item) => (
                  <LineItem key={item.line.product_id.id} item={item} />
                ))}
              </ul>
              <OrderSummary totals={checkoutTotals(available)} />
            </>
          )}
          {tab === 2 && (
            <>
              <PaymentMethods value={method} onChange={setMethod} grandTotalPaisa={checkoutTotals(available).grandTotalPaisa} />
              <OrderSummary totals={checkoutTotals(available)} />
            </>
          )}
          {tab === 3 && orderId && <PlacedOrder orderId={orderId} />}
        </CheckoutTabs>
        <div className={styles.actions}>
          {tab > 0 && tab < 3 && (
            <Button variant="secondary" onClick={() => setTab(tab - 1)}>
              {t('checkout.back')}
            </Button>
          )}
          <Button onClick={next} disabled={busy}>
            {t(tab === 2 ? 'checkout.submit' : tab === 3 ? 'checkout.shopMore' : 'checkout.next')}
          </Button>
        </div>
      </section>
    </CartStates>
  );
}
