// The server cart (docs/api/catalogue.md, "Cart"): a logged-in user's cart follows them across devices. The
// shared cart store (cookie, 7 days) is what the shell's cart page reads; these calls keep it in step.
import { api, cart, cartStore, imageSize, session, type Artwork, type CartItem, type CartLine, type Envelope } from '@kala/shared';

interface CartAnswer extends Envelope {
  data: { products: CartLine[] };
}

export const cartItemOfLine = (line: CartLine): CartItem => ({
  product: line.product_id._id ?? line.product_id.id,
  qty: line.quantity,
  price: line.product_id.price,
  name: line.product_id.name,
  image: line.product_id.image,
  author: line.product_id.author?.name ?? '',
});

export const cartItemOfArtwork = (artwork: Artwork): Omit<CartItem, 'qty'> => ({
  product: artwork._id,
  price: artwork.price,
  name: artwork.name,
  image: imageSize(artwork.image, 'thumbnail')?.fileName ?? '',
  author: artwork.author.name,
});

const itemsOf = (answer: CartAnswer): CartItem[] => (answer.data?.products ?? []).filter((line) => line?.product_id).map(cartItemOfLine);

/** Adds one (the spec's quantity) to the server cart; answers the whole cart as the server now has it. */
export async function addServerCartItem(productId: string): Promise<CartItem[]> {
  const { data } = await api.post<CartAnswer>('/cart/addItem', { product_id: productId, quantity: 1 }, { requireAuth: true });
  return itemsOf(data);
}

export async function fetchServerCart(): Promise<CartItem[]> {
  const { data } = await api.get<CartAnswer>('/cart', { requireAuth: true });
  return itemsOf(data);
}

let inFlight: Promise<void> | null = null;

/** Put what a guest added to the cookie cart into the server cart, once per unit; refusals are skipped. */
async function addGuestItems(guestItems: CartItem[]): Promise<void> {
  if (guestItems.length === 0) return;
  const onServer = new Set((await fetchServerCart()).map((item) => item.product));
  for (const item of guestItems.filter((i) => !onServer.has(i.product))) {
    for (let unit = 0; unit < item.qty; unit++) {
      // The server refuses works no longer in store, out of stock or the user's own: nothing to keep then.
      await addServerCartItem(item.product).catch(() => undefined);
    }
  }
}

/**
 * Replace the shared cart store with the logged-in user's server cart, so the cart they filled on another
 * device is here. `mergeGuestCart` (at login) first adds what was put in the cart while logged out, so
 * nothing is lost. Does nothing when logged out; two triggers at once (a login both updates the session and
 * emits 'session:login') share one request. A failure leaves the cookie cart as it was.
 */
export function syncServerCart({ mergeGuestCart = false } = {}): Promise<void> {
  if (!session.token()) return Promise.resolve();
  const guestItems = mergeGuestCart ? cartStore.get() : [];
  inFlight ??= addGuestItems(guestItems)
    .then(fetchServerCart)
    .then((items) => cart.replace(items))
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
