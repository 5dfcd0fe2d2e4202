// Spec §2 Cart: the lines, the total, remove with the 'Remove Item' confirm, Proceed To Checkout, the empty text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button, Heading, buttonClass, confirmDialog, pathTo, removeArtworkFromCart, useDocumentTitle, useViewerId } from '@kala/shared';
import { checkoutTotals, formatPaisa } from '@kala/shared/commerce';
import { REPLACES_FIRST_PAINT } from '@kala/shared/first-data';
import { commerceKeys } from '../api/commerce-api';
import { useCommerceT } from '../i18n/commerce-i18n';
import { CartStates } from './cart-states';
import { LineItem } from './line-item';
import { useCartLines } from './use-cart-lines';
import styles from './checkout.module.css';

export function CartPage() {
  const { t, i18n } = useCommerceT();
  useDocumentTitle(t('cart.title'));
  const cartLines = useCartLines();
  const { lines, available } = cartLines;
  const queryClient = useQueryClient();
  const viewer = useViewerId();
  // removeArtworkFromCart says its own failure (a snack) and answers false.
  const removeLine = useMutation({
    mutationFn: removeArtworkFromCart,
    onSuccess: (removed) => removed && queryClient.invalidateQueries({ queryKey: commerceKeys.cart(viewer) }),
  });

  const remove = async (id: string) => {
    const yes = await confirmDialog({ title: t('msg.cartRemoveTitle'), message: t('msg.cartRemoveText'), yesLabel: t('common.yes'), noLabel: t('common.no') });
    if (yes) removeLine.mutate(id);
  };

  // Once the cart's answer is in, what shows replaces the server's paint of the cart (its lines, or the empty state).
  const replacesPaint = !cartLines.query.isPending && { [REPLACES_FIRST_PAINT]: '' };
  return (
    <div className={styles.state} {...replacesPaint}>
      <CartStates cart={cartLines} empty={{ title: t('cart.empty'), to: pathTo('store', { cat: 'all' }), label: t('cart.toStore') }}>
        <section className={styles.page} aria-labelledby="cart-title">
          <Heading level={1} size="page" id="cart-title">
            {t('cart.title')}
          </Heading>
          <ul className={styles.lines}>
            {lines.map((item) => (
              <LineItem key={item.line.product_id.id} item={item}>
                <Button variant="ghost" size="small" aria-label={t('cart.remove', { name: item.line.product_id.name })} onClick={() => void remove(item.line.product_id.id)}>
                  ✕
                </Button>
              </LineItem>
            ))}
          </ul>
          {available.length < lines.length && <p className={styles.note}>{t('cart.unavailableHint')}</p>}
          <p className={styles.total}>
            <span>{t('cart.total')}</span>
            <strong data-testid="cart-total">{formatPaisa(checkoutTotals(available).totalPaisa, i18n.language)}</strong>
          </p>
          {available.length > 0 && (
            <Link className={buttonClass({ block: true })} to={pathTo('checkout')}>
              {t('cart.proceed')}
            </Link>
          )}
        </section>
      </CartStates>
    </div>
  );
}
