// The logged-in buyer's cart as the server has it now (current price, stock, price when added), refetched
// whenever the page's cart store changes (an add in another tab of the app, a remove here) or a guest cart
// was merged into it (at login, or at this page's start when the login's page was left too soon).
import { useQuery } from '@tanstack/react-query';
import { cartStore, guestCartsMerged, useStore, useViewerId } from '@kala/shared';
import { toCheckoutLine } from '@kala/shared/commerce';
import { commerceQueries } from '../api/commerce-api';

export type { CheckoutLine } from '@kala/shared/commerce';

export function useCartLines() {
  const stored = useStore(cartStore, (items) => items.map((i) => `${i.product}:${i.qty}`).join());
  const signature = `${stored}|${useStore(guestCartsMerged)}`;
  const query = useQuery(commerceQueries.cart(useViewerId(), signature));
  const lines = (query.data ?? []).map(toCheckoutLine);
  return { query, lines, available: lines.filter((l) => !l.soldOut) };
}
