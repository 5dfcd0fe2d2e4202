// The logged-in buyer's cart as the server has it now (current price, stock, price when added), refetched
// whenever the page's cart store changes (an add in another tab of the app, a remove here).
import { useQuery } from '@tanstack/react-query';
import { cartStore, useStore, useViewerId } from '@kala/shared';
import type { CartLine } from '@kala/shared/contracts/commerce';
import { nprToPaisa, type PricedLine } from '@kala/shared/commerce';
import { commerceQueries } from '../api/commerce-api';

export interface CheckoutLine extends PricedLine {
  line: CartLine;
  /** Not enough stock left for this line (the last piece sold meanwhile). */
  soldOut: boolean;
  /** The price when added, in paisa, when it differs from the current one. */
  oldPricePaisa: number | null;
}

const toCheckoutLine = (line: CartLine): CheckoutLine => {
  const pricePaisa = nprToPaisa(line.product_id.price);
  const added = line.addedPrice === undefined ? pricePaisa : nprToPaisa(line.addedPrice);
  return { line, pricePaisa, qty: line.quantity, soldOut: (line.product_id.stock ?? 1) < line.quantity, oldPricePaisa: added !== pricePaisa ? added : null };
};

export function useCartLines() {
  const signature = useStore(cartStore, (items) => items.map((i) => `${i.product}:${i.qty}`).join());
  const query = useQuery(commerceQueries.cart(useViewerId(), signature));
  const lines = (query.data ?? []).map(toCheckoutLine);
  return { query, lines, available: lines.filter((l) => !l.soldOut) };
}
