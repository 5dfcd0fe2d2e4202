// A cart line as the cart and checkout show it: its price now in paisa, whether it can still be bought, and
// the price when added where it has changed. One reading for the commerce pages and the server's first
// paint of the cart (server/src/modules/web/first-paint.ts), so the paint shows what the page will.
import type { CartLine } from '../contracts/commerce';
import { nprToPaisa, type PricedLine } from './money';

export interface CheckoutLine extends PricedLine {
  line: CartLine;
  /** Not enough stock left for this line (the last piece sold meanwhile). */
  soldOut: boolean;
  /** The price when added, in paisa, when it differs from the current one. */
  oldPricePaisa: number | null;
}

export const toCheckoutLine = (line: CartLine): CheckoutLine => {
  const pricePaisa = nprToPaisa(line.product_id.price);
  const added = line.addedPrice === undefined ? pricePaisa : nprToPaisa(line.addedPrice);
  return { line, pricePaisa, qty: line.quantity, soldOut: (line.product_id.stock ?? 1) < line.quantity, oldPricePaisa: added !== pricePaisa ? added : null };
};
