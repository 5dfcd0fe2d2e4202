// /checkout/success and /checkout/failure show the plain text SUCCESS and Failure (spec §2), and the next step.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass, pathTo, syncServerCart, useDocumentTitle } from '@kala/shared';
import { useCommerceT } from '../i18n/commerce-i18n';
import styles from './checkout.module.css';

export function ResultPage({ outcome }: { outcome: 'success' | 'failure' }) {
  const { t } = useCommerceT();
  useDocumentTitle(t(`result.${outcome}`));
  // Back from the gateway: a paid order left the cart, a declined one's works came back to it.
  useEffect(() => void syncServerCart(), []);
  return (
    <section className={styles.result}>
      <h1 className={styles.resultText}>{outcome === 'success' ? 'SUCCESS' : 'Failure'}</h1>
      <Link className={buttonClass({ variant: outcome === 'success' ? 'primary' : 'secondary' })} to={pathTo(outcome === 'success' ? 'orders' : 'cart')}>
        {t(outcome === 'success' ? 'result.toOrders' : 'result.toCart')}
      </Link>
    </section>
  );
}
