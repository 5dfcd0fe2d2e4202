// The cart belongs to the platform, not to a remote: a guest fills the cookie cart, and whichever page they
// log in from (the shell's /login, a remote's dialog), the shell's `startCartSync` adds it to the server
// cart. Logged in, every change goes to the server too, whose answer becomes the cookie cart.
import { api } from '../api/client';
import { REQUEST_PATHS } from '../first-data/requests';
import { MSG_CODED } from '../messages';
import { cart, cartOwner, fitsCookie, refreshCart } from '../stores/cart';
import { createStore } from '../stores/create-store';
import { session, sessionStore } from '../stores/session';
import type { Envelope } from '../api/answers';
import type { CartLine } from '../contracts/commerce';
import type { CartItem } from '../stores/cart';
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
  const { data } = await api.get<CartAnswer>(REQUEST_PATHS.cart, { requireAuth: true });
  return itemsOf(data);
}

async function removeOnServer(productId: string): Promise<CartItem[]> {
  const { data } = await api.get<CartAnswer>('/cart/removeItem', { params: { productId }, requireAuth: true });
  return itemsOf(data);
}

/**
 * The guest's lines added to the server cart in one call (each raised to at least the guest's quantity; the
 * server stops at the stock and leaves out works no longer for sale, the user's own and blocked studios').
 * The call is idempotent: a page left before its answer sends it again at its next start.
 */
async function mergeIntoServerCart(guestItems: CartItem[]): Promise<CartItem[]> {
  if (guestItems.length === 0) return fetchServerCart();
  const products = guestItems.map((item) => ({ product_id: item.product, quantity: item.qty }));
  const { data } = await api.post<CartAnswer>('/cart/merge', { products }, { requireAuth: true });
  return itemsOf(data);
}

/** The server's answer becomes the cookie cart, now a copy of this user's server cart. */
function takeServerCart(items: CartItem[]): void {
  cart.replace(items);
  cartOwner.set(session.user()?._id ?? null);
}

let inFlight: Promise<void> | null = null;

/**
 * How many guest carts this page has merged into the server cart. The merge's answer often holds the very
 * lines the cookie held, so the cart store does not change, yet the server's cart did: a page that read the
 * server's cart before the merge answered (the cart page opened right after logging in) reads it again.
 */
export const guestCartsMerged = createStore(0);

/**
 * Makes the cookie cart the logged-in user's server cart. A cookie cart that is no user's copy (a guest's,
 * owner unset) is first merged into it: at login, or at the next start when the login's page was left
 * before the merge answered. Two calls at once share one run; a failure leaves the cookie as it was.
 */
export function syncServerCart(): Promise<void> {
  if (!session.token()) return Promise.resolve();
  // The cookie's cart, not this page's copy: the guest may have added works in another tab since.
  const guestItems = cartOwner.get() ? [] : refreshCart();
  inFlight ??= mergeIntoServerCart(guestItems)
    .then((items) => {
      takeServerCart(items);
      if (guestItems.length > 0) guestCartsMerged.update((n) => n + 1);
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Adds one of a work to the cart: the cookie at once, the server too when logged in (its answer, with the
 * server's quantities, becomes the cart). On failure the cart goes back as it was and the spec's message
 * shows; a guest's cart too full for its cookie takes nothing and says so. Resolves whether the work is in
 * the cart.
 */
export async function addArtworkToCart(item: Omit<CartItem, 'qty'>): Promise<boolean> {
  const before = refreshCart();
  if (!session.token()) {
    // A guest's cart is the cookie alone: a work it cannot hold would be lost at the next page.
    if (!fitsCookie(before, item)) {
      showSnack(MSG_CODED.cartFullGuest, { type: 'error' });
      return false;
    }
    cart.add(item);
    return true;
  }
  cart.add(item);
  try {
    takeServerCart(await addOneOnServer(item.product));
    return true;
  } catch {
    cart.replace(before);
    showSnack(MSG_CODED.cartAddFailed, { type: 'error' });
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
    takeServerCart(await removeOnServer(productId));
    return true;
  } catch {
    showSnack(MSG_CODED.cartRemoveFailed, { type: 'error' });
    return false;
  }
}

/**
 * Started once by the shell. A user who logs in, or whose session is restored at start, gets the server
 * cart, with a guest cart still in the cookie merged first; a logout empties the cookie cart (it is kept on
 * the server), so the next person on this device does not inherit it. Returns the stop function.
 */
export function startCartSync(): () => void {
  let previous = sessionStore.get();
  // A copy of a server cart whose session cookie has expired is that user's, not a guest's: not kept.
  if (!previous.token && cartOwner.get()) cart.clear();
  // A viewer the page already named (the server checked the session as it wrote it) is synced at once.
  if (previous.user) void syncServerCart();
  return sessionStore.subscribe((next) => {
    const before = previous;
    previous = next;
    // An expired token at start also ends a session: its cookie cart is that user's, not a guest's.
    if (before.token && !next.token) return cart.clear();
    const userNow = next.user?._id ?? null;
    if (userNow && userNow !== (before.user?._id ?? null)) void syncServerCart();
  });
}
