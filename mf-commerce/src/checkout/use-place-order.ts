// Submit on the Payment tab (spec §4, §8): the spec's waiting toast, one idempotency key per checkout (a
// double click or a retry after a lost answer never makes a second order), then cash on delivery is done
// while wallet and card go to the payment page. Busy and error come from the mutation, not a flag of ours.
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, dismissSnack, showSnack, syncServerCart, useViewerId, wordedText } from '@kala/shared';
import { type ShippingAddress } from '@kala/shared/commerce';
import { COMMERCE_MSG } from '@kala/shared/contracts/commerce/errors';
import { commerceApi, commerceKeys } from '../api/commerce-api';
import { useCommerceT } from '../i18n/commerce-i18n';
import type { PaymentChoice } from './payment-methods';
import type { CheckoutLine } from './use-cart-lines';

/** Leaves the app for the payment provider's page (a full navigation: it is not ours). */
export const goToPayment = (url: string) => window.location.assign(url);

interface Submit {
  lines: CheckoutLine[];
  method: PaymentChoice;
  shipping: ShippingAddress;
}

export function usePlaceOrder(onPlaced: (orderId: string) => void) {
  const { t } = useCommerceT();
  const key = useRef(crypto.randomUUID());
  const queryClient = useQueryClient();
  const viewer = useViewerId();
  // The waiting toast of this submit: it goes when the answer comes (whatever it is).
  const waiting = useRef<number | null>(null);
  const endWaiting = () => {
    if (waiting.current !== null) dismissSnack(waiting.current);
    waiting.current = null;
  };

  const mutation = useMutation({
    mutationFn: async ({ lines, method, shipping }: Submit) => {
      const answer = await commerceApi.placeOrder(
        {
          orderItems: lines.map(({ line, qty }) => ({ product: line.product_id.id, name: line.product_id.name, image: line.product_id.image, price: line.product_id.price, qty })),
          paymentMethod: method.method,
          ...(method.provider && { paymentProvider: method.provider }),
          shippingInfo: shipping,
        },
        key.current,
      );
      if (!answer.orderId) throw new Error(COMMERCE_MSG.orderFailed);
      return answer;
    },
    onMutate: ({ method }) => {
      waiting.current = showSnack(t(method.method === 'cash' ? 'cmsg.orderProcessing' : 'cmsg.orderRedirecting'));
    },
    onSuccess: (answer) => {
      // The server took the ordered works out of the cart: the page's cart follows (and with it the
      // cart query, keyed by it); the orders list has one more.
      void syncServerCart();
      void queryClient.invalidateQueries({ queryKey: commerceKeys.orders(viewer) });
      // Wallet and card: the 'redirecting' toast stays while the browser leaves for the payment page.
      if (answer.paymentUrl) return goToPayment(answer.paymentUrl);
      endWaiting();
      onPlaced(answer.orderId);
    },
    onError: (err) => {
      endWaiting();
      const message = err instanceof ApiError && err.status !== 'network' ? wordedText(err) : t(err instanceof ApiError ? 'cmsg.orderUnexpected' : 'cmsg.orderFailed');
      showSnack(message, { type: 'error' });
    },
  });

  const place = (lines: CheckoutLine[], method: PaymentChoice, shipping: ShippingAddress) => mutation.mutate({ lines, method, shipping });
  // Leaving for the payment page keeps Submit disabled until the browser has gone.
  const busy = mutation.isPending || !!mutation.data?.paymentUrl;
  return { place, busy };
}
