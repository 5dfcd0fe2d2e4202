// Submit on the Payment tab (spec §4, §8): the spec's waiting toast, one idempotency key per checkout (a
// double click or a retry after a lost answer never makes a second order), then cash on delivery is done
// while wallet and card go to the payment page.
import { useRef, useState } from 'react';
import { ApiError, showSnack, syncServerCart } from '@kala/shared';
import { COMMERCE_MSG, type PaymentMethod, type ShippingAddress } from '@kala/shared/commerce';
import { commerceApi } from '../api/commerce-api';
import { useCommerceT, useServerText } from '../i18n/commerce-i18n';
import type { CheckoutLine } from './use-cart-lines';

/** Leaves the app for the payment provider's page (a full navigation: it is not ours). */
export const goToPayment = (url: string) => window.location.assign(url);

export function usePlaceOrder(onPlaced: (orderId: string) => void) {
  const { t } = useCommerceT();
  const serverText = useServerText();
  const key = useRef(crypto.randomUUID());
  const [busy, setBusy] = useState(false);

  const place = async (lines: CheckoutLine[], method: PaymentMethod, shipping: ShippingAddress) => {
    setBusy(true);
    showSnack(t(method === 'cash' ? 'cmsg.orderProcessing' : 'cmsg.orderRedirecting'));
    try {
      const answer = await commerceApi.placeOrder(
        {
          orderItems: lines.map(({ line, qty }) => ({ product: line.product_id.id, name: line.product_id.name, image: line.product_id.image, price: line.product_id.price, qty })),
          paymentMethod: method,
          shippingInfo: shipping,
        },
        key.current,
      );
      if (!answer.orderId) throw new Error(COMMERCE_MSG.orderFailed);
      // The server took the ordered works out of the cart: the page's cart follows.
      void syncServerCart();
      if (answer.paymentUrl) return goToPayment(answer.paymentUrl);
      onPlaced(answer.orderId);
    } catch (err) {
      const message = err instanceof ApiError && err.status !== 'network' ? serverText(err.message) : t(err instanceof ApiError ? 'cmsg.orderUnexpected' : 'cmsg.orderFailed');
      showSnack(message, { type: 'error' });
      setBusy(false);
    }
  };
  return { place, busy };
}
