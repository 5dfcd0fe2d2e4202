// /checkout/success and /checkout/failure show the plain text SUCCESS and Failure (spec §2; in the reader's
// language in ne and zh), and the next step.
// Failure also says why in one line, from the `reason` the payment callback put in the URL.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass, pathTo, syncServerCart, useDocumentTitle } from '@kala/shared';
import { PAYMENT_FAILURES, type PaymentFailure } from '@kala/shared/commerce';
import { useCommerceT } from '../i18n/commerce-i18n';
import styles from './checkout.module.css';

const isFailure = (reason: string | null): reason is PaymentFailure => PAYMENT_FAILURES.includes(reason as PaymentFailure);

export function ResultPage({ outcome }: { outcome: 'success' | 'failure' }) {
  const { t } = useCommerceT();
  const reason = useSearchParams()[0].get('reason');
  useDocumentTitle(t(`result.${outcome}`));
  // Back from the gateway: a paid order left the cart, a declined one's works came back to it.
  useEffect(() => void syncServerCart(), []);
  return (
    <section className={styles.result}>
      <h1 className={styles.resultText}>{t(`result.${outcome}`)}</h1>
      {outcome === 'failure' && (
        <p className={styles.resultWhy} data-testid="failure-reason">
          {t(`result.why.${isFailure(reason) ? reason : 'unknown'}`)}
        </p>
      )}
      <Link className={buttonClass({ variant: outcome === 'success' ? 'primary' : 'secondary' })} to={pathTo(outcome === 'success' ? 'orders' : 'cart')}>
        {t(outcome === 'success' ? 'result.toOrders' : 'result.toCart')}
      </Link>
    </section>
  );
}
