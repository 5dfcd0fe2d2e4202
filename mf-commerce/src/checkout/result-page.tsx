// /checkout/success and /checkout/failure show the plain text SUCCESS and Failure (spec §2; in the reader's
// language in ne and zh), and the next step.
// Failure also says why in one line, from the `reason` the payment callback put in the URL. When the order is
// still held (the gateway's answer was not a payment yet, or it could not be reached), the buyer may pay again.
import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, Button, buttonClass, pathTo, showSnack, syncServerCart, useDocumentTitle, wordedText } from '@kala/shared';
import { PAYMENT_FAILURES, PAYMENT_UNSETTLED, type PaymentFailure, type PaymentUnsettled } from '@kala/shared/commerce';
import { commerceApi } from '../api/commerce-api';
import { useCommerceT } from '../i18n/commerce-i18n';
import { goToPayment } from './use-place-order';
import styles from './checkout.module.css';

const isFailure = (reason: string | null): reason is PaymentFailure => PAYMENT_FAILURES.includes(reason as PaymentFailure);
const isUnsettled = (reason: string | null): reason is PaymentUnsettled => PAYMENT_UNSETTLED.includes(reason as PaymentUnsettled);

/** Pay again for an order still held: a new trip to its gateway. */
function PayAgain({ orderId }: { orderId: string }) {
  const { t } = useCommerceT();
  const pay = useMutation({
    mutationFn: () => commerceApi.payAgain(orderId),
    onSuccess: (url) => goToPayment(url),
    onError: (err) => showSnack(err instanceof ApiError && err.status !== 'network' ? wordedText(err) : t('cmsg.orderUnexpected'), { type: 'error' }),
  });
  // Leaving for the gateway keeps the button busy until the browser has gone.
  return (
    <Button onClick={() => pay.mutate()} disabled={pay.isPending || pay.isSuccess}>
      {t('result.payAgain')}
    </Button>
  );
}

export function ResultPage({ outcome }: { outcome: 'success' | 'failure' }) {
  const { t } = useCommerceT();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const orderId = params.get('order');
  useDocumentTitle(t(`result.${outcome}`));
  // Back from the gateway: a paid order left the cart, a declined one's works came back to it.
  useEffect(() => void syncServerCart(), []);
  const held = outcome === 'failure' && isUnsettled(reason) && !!orderId;
  return (
    <section className={styles.result}>
      <h1 className={styles.resultText}>{t(`result.${outcome}`)}</h1>
      {outcome === 'failure' && (
        <p className={styles.resultWhy} data-testid="failure-reason">
          {t(`result.why.${isFailure(reason) || isUnsettled(reason) ? reason : 'unknown'}`)}
        </p>
      )}
      {held && <PayAgain orderId={orderId} />}
      <Link className={buttonClass({ variant: outcome === 'success' ? 'primary' : 'secondary' })} to={pathTo(outcome === 'success' || held ? 'orders' : 'cart')}>
        {t(outcome === 'success' || held ? 'result.toOrders' : 'result.toCart')}
      </Link>
    </section>
  );
}
