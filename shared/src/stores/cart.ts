// The cart store (cookie, 7 days). Adding a product already in the cart raises its qty by 1.
import { COOKIE_DAYS, COOKIE_NAMES } from '../constants';
import { createStore } from './create-store';
import { readCookie, readJsonCookie, removeCookie, writeCookie } from './cookies';

/** A line of the cart as the page keeps it (the cart cookie; the server cart's lines are CartLine). */
export interface CartItem {
  product: string;
  qty: number;
  price: number;
  name: string;
  image: string;
  author: string;
}

const savedCart = readJsonCookie<CartItem[]>(COOKIE_NAMES.cart);
export const cartStore = createStore<CartItem[]>(savedCart ?? []);

// A cart with works is kept in the cookie (written again at each start: it lasts 7 days from the last visit).
// An empty one needs no cookie: a first visit writes none, and emptying the cart removes it. A write also
// makes the page's next read of its cookies a round trip to the browser (issue 26 §0).
let cookieKept = savedCart !== undefined;
cartStore.subscribe((items) => {
  if (items.length > 0) writeCookie(COOKIE_NAMES.cart, JSON.stringify(items), COOKIE_DAYS.cart);
  else if (cookieKept) removeCookie(COOKIE_NAMES.cart);
  cookieKept = items.length > 0;
});

export function addToCart(items: CartItem[], item: Omit<CartItem, 'qty'>): CartItem[] {
  const existing = items.find((i) => i.product === item.product);
  if (existing) return items.map((i) => (i === existing ? { ...i, qty: i.qty + 1 } : i));
  return [...items, { ...item, qty: 1 }];
}

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
  add: (item: Omit<CartItem, 'qty'>) => cartStore.update((items) => addToCart(items, item)),
  remove: (productId: string) => cartStore.update((items) => removeFromCart(items, productId)),
  clear: () => {
    cartOwner.set(null);
    cartStore.set([]);
  },
  replace: (items: CartItem[]) => cartStore.set(items),
};
