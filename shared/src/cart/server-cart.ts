// The cart belongs to the platform, not to a remote: a guest fills the cookie cart, and whichever page they
// log in from (the shell's /login, a remote's dialog), the shell's `startCartSync` adds it to the server
// cart. Logged in, every change goes to the server too, whose answer becomes the cookie cart.
import { api } from '../api/client';
import { MSG } from '../messages';
import { cart, cartStore } from '../stores/cart';
import { session, sessionStore } from '../stores/session';
import type { CartItem, CartLine, Envelope } from '../types';
import { showSnack } from '../ui/snack';

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

const itemsOf = (answer: CartAnswer): CartItem[] => (answer.data?.products ?? []).filter((line) => line?.product_id).map(cartItemOfLine);

/** The spec's call: adds one (quantity 1); answers the whole cart as the server now has it. */
async function addOneOnServer(productId: string): Promise<CartItem[]> {
  const { data } = await api.post<CartAnswer>('/cart/addItem', { product_id: productId, quantity: 1 }, { requireAuth: true });
  return itemsOf(data);
}

async function fetchServerCart(): Promise<CartItem[]> {
  const { data } = await api.get<CartAnswer>('/cart', { requireAuth: true });
  return itemsOf(data);
}

async function removeOnServer(productId: string): Promise<CartItem[]> {
  const { data } = await api.get<CartAnswer>('/cart/removeItem', { params: { productId }, requireAuth: true });
  return itemsOf(data);
}

/**
 * The server cart, each line first raised to at least the guest's quantity. The server stops at the stock
 * and refuses works no longer for sale or the user's own: those units are skipped, everything else is kept.
 */
async function mergeIntoServerCart(guestItems: CartItem[]): Promise<CartItem[]> {
  let serverCart = await fetchServerCart();
  const onServer = new Map(serverCart.map((item) => [item.product, item.qty]));
  for (const item of guestItems) {
    for (let qty = onServer.get(item.product) ?? 0; qty < item.qty; qty++) {
      // Each add answers the whole cart: the last one is the cart, no fetch again afterwards.
      const answer = await addOneOnServer(item.product).catch(() => null);
      if (!answer) break;
      serverCart = answer;
    }
  }
  return serverCart;
}

let inFlight: Promise<void> | null = null;

/**
 * Makes the cookie cart the logged-in user's server cart; with `mergeGuestCart` (at login) it first adds
 * what a guest put in the cookie cart. Two calls at once share one run; a failure leaves the cookie as it was.
 */
export function syncServerCart({ mergeGuestCart = false } = {}): Promise<void> {
  if (!session.token()) return Promise.resolve();
  const guestItems = mergeGuestCart ? cartStore.get() : [];
  inFlight ??= mergeIntoServerCart(guestItems)
    .then((items) => cart.replace(items))
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Adds one of a work to the cart: the cookie at once, the server too when logged in (its answer, with the
 * server's quantities, becomes the cart). On failure the cart goes back as it was and the spec's message
 * shows. Resolves whether the work is in the cart.
 */
export async function addArtworkToCart(item: Omit<CartItem, 'qty'>): Promise<boolean> {
  const before = cartStore.get();
  cart.add(item);
  if (!session.token()) return true;
  try {
    cart.replace(await addOneOnServer(item.product));
    return true;
  } catch {
    cart.replace(before);
    showSnack(MSG.cartAddFailed, { type: 'error' });
    return false;
  }
}

/** Removes a work from the cart (and the server cart when logged in); on failure nothing changes. */
export async function removeArtworkFromCart(productId: string): Promise<boolean> {
  if (!session.token()) {
    cart.remove(productId);
    return true;
  }
  try {
    cart.replace(await removeOnServer(productId));
    return true;
  } catch {
    showSnack(MSG.cartRemoveFailed, { type: 'error' });
    return false;
  }
}

/**
 * Started once by the shell. A user who logs in (not one whose session is restored at start) gets their
 * guest cart merged; a restored session takes the server cart; a logout empties the cookie cart (it is
 * kept on the server), so the next person on this device does not inherit it. Returns the stop function.
 */
export function startCartSync(): () => void {
  let previous = sessionStore.get();
  return sessionStore.subscribe((next) => {
    const before = previous;
    previous = next;
    // An expired token at start also ends a session: its cookie cart is that user's, not a guest's.
    if (before.token && !next.token) return cart.clear();
    const userNow = next.user?._id ?? null;
    if (userNow && userNow !== (before.user?._id ?? null)) void syncServerCart({ mergeGuestCart: !before.refreshing });
  });
}
