import { Link } from 'react-router-dom';
import { artworkPath, mediaUrl } from '@kala/shared';
import { formatPaisa } from '@kala/shared/commerce';
import { useCommerceT } from '../i18n/commerce-i18n';
import type { CheckoutLine } from './use-cart-lines';
import styles from './checkout.module.css';

/** A cart or order line: thumbnail, name, 'by {author}', quantity and price, with its sold-out and price marks. */
export function LineItem({ item, children }: { item: CheckoutLine; children?: React.ReactNode }) {
  const { t, i18n } = useCommerceT();
  const work = item.line.product_id;
  return (
    <li className={styles.line} data-testid="cart-line" data-sold-out={item.soldOut || undefined}>
      <img className={styles.thumb} src={mediaUrl(work.image)} alt="" width={64} height={64} loading="lazy" />
      <div className={styles.lineText}>
        <Link to={artworkPath(work)} className={styles.lineName}>
          {work.name}
        </Link>
        <span className={styles.muted}>{t('cart.by', { name: work.author.name })}</span>
        {item.qty > 1 && <span className={styles.muted}>{t('cart.qty', { count: item.qty })}</span>}
        {item.soldOut && <span className={styles.badge}>{t('cart.soldOut')}</span>}
        {item.oldPricePaisa !== null && !item.soldOut && <span className={styles.note}>{t('cart.priceChanged', { price: formatPaisa(item.oldPricePaisa, i18n.language) })}</span>}
      </div>
      <span className={styles.price}>{formatPaisa(item.pricePaisa * item.qty, i18n.language)}</span>
      {children}
    </li>
  );
}
