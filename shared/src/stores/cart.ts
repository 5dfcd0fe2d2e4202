// The cart store (cookie, 7 days). Adding a product already in the cart raises its qty by 1.
import { COOKIE_DAYS, COOKIE_NAMES } from '../constants';
import { createStore } from './create-store';
import { readCookie, removeCookie, writeCookie } from './cookies';

/** A line of the cart as the page keeps it (the cart cookie; the server cart's lines are CartLine). */
export interface CartItem {
  product: string;
  qty: number;
  price: number;
  name: string;
  image: string;
  author: string;
}

/** The cart in a cookie's text (JSON), or undefined when there is none or it is not a list. */
function parseCart(raw: string | undefined): CartItem[] | undefined {
  try {
    const saved: unknown = raw ? JSON.parse(raw) : undefined;
    // A line kept short (below) reads with empty words: nothing shows them, the cart page asks the server.
    return Array.isArray(saved) ? (saved as Partial<CartItem>[]).map((line) => ({ ...line, name: line.name ?? '', image: line.image ?? '', author: line.author ?? '' }) as CartItem) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The most a browser keeps in one cookie is 4,096 bytes of name and value; a longer one is dropped without a
 * word. The value is URI-encoded, so a Devanagari letter takes 9 bytes: whole lines held only 7 works named in
 * Nepali (15 in English).
 */
const COOKIE_ROOM = 4_000;
const cookieBytes = (text: string) => encodeURIComponent(text).length;

/**
 * The cookie's text for `items`: the spec's whole lines while they fit, else each line's work, quantity and
 * price only (what a merge at login and the cart's count need; the cart page shows the server's cart), which
 * keeps about 40 works. Undefined when even that does not fit.
 */
export function cartCookieText(items: CartItem[]): string | undefined {
  const whole = JSON.stringify(items);
  if (cookieBytes(whole) <= COOKIE_ROOM) return whole;
  const short = JSON.stringify(items.map(({ product, qty, price }) => ({ product, qty, price })));
  return cookieBytes(short) <= COOKIE_ROOM ? short : undefined;
}

/**
 * The cookie's text as this page last saw it, read or written. The cookie is the device's one cart: when it
 * differs from this, another tab changed the cart, and the page takes the cookie's before changing it (else
 * one tab's list was written over the other's). A signed-in user's cart larger than a cookie holds is not
 * written: what was seen is then still the older text, the page's own copy stays the cart, and the server
 * keeps it (a guest cannot add past it: `fitsCookie`).
 */
let seen = readCookie(COOKIE_NAMES.cart);
export const cartStore = createStore<CartItem[]>(parseCart(seen) ?? []);

// A cart with works is kept in the cookie (written again at each start: it lasts 7 days from the last visit).
// An empty one needs no cookie: a first visit writes none, and emptying the cart removes it (whichever tab
// wrote it). A write also makes the page's next read of its cookies a round trip to the browser (issue 26 §0).
cartStore.subscribe((items) => {
  if (items.length === 0) {
    if (readCookie(COOKIE_NAMES.cart) !== undefined) removeCookie(COOKIE_NAMES.cart);
  } else {
    const text = cartCookieText(items);
    if (text === undefined) return;
    writeCookie(COOKIE_NAMES.cart, text, COOKIE_DAYS.cart);
  }
  seen = readCookie(COOKIE_NAMES.cart);
});

const sameCart = (a: CartItem[], b: CartItem[]) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Brings the page's cart up to the cookie's when another tab changed it, and answers the cart. */
export function refreshCart(): CartItem[] {
  const now = readCookie(COOKIE_NAMES.cart);
  if (now !== seen) {
    seen = now;
    const items = parseCart(now) ?? [];
    if (!sameCart(items, cartStore.get())) cartStore.set(items);
  }
  return cartStore.get();
}

// A tab shown again shows what the other tabs put in the cart meanwhile.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshCart();
  });
}

export function addToCart(items: CartItem[], item: Omit<CartItem, 'qty'>): CartItem[] {
  const existing = items.find((i) => i.product === item.product);
  if (existing) return items.map((i) => (i === existing ? { ...i, qty: i.qty + 1 } : i));
  return [...items, { ...item, qty: 1 }];
}

/** Whether the cart with one more of `item` still fits the cookie (a guest's cart lives only there). */
export const fitsCookie = (items: CartItem[], item: Omit<CartItem, 'qty'>): boolean => cartCookieText(addToCart(items, item)) !== undefined;

export const removeFromCart = (items: CartItem[], productId: string): CartItem[] =>
  items.filter((i) => i.product !== productId);

/**
 * Whose server cart the cookie cart is a copy of (a user id). None: a guest's cart the server has not taken
 * in yet, so it is merged at the next page start with a session even if the page of the login was left.
 */
export const cartOwner = {
  get: (): string | null => readCookie(COOKIE_NAMES.cartOwner) ?? null,
  set: (userId: string | null): void =>
    userId ? writeCookie(COOKIE_NAMES.cartOwner, userId, COOKIE_DAYS.cart) : removeCookie(COOKIE_NAMES.cartOwner),
};

export const cart = {
  add: (item: Omit<CartItem, 'qty'>) => cartStore.set(addToCart(refreshCart(), item)),
  remove: (productId: string) => cartStore.set(removeFromCart(refreshCart(), productId)),
  clear: () => {
    cartOwner.set(null);
    cartStore.set([]);
  },
  replace: (items: CartItem[]) => cartStore.set(items),
};
