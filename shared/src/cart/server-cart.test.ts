import { COOKIE_NAMES } from '../constants';
import { cart, cartOwner, cartStore } from '../stores/cart';
import { session, sessionStore } from '../stores/session';
import { fakeNetwork, type FakeReply } from '../testing';
import type { User } from '../contracts/people';
import type { CartItem } from '../stores/cart';
import { snackStore } from '../ui/snack';
import { addArtworkToCart, startCartSync, syncServerCart } from './server-cart';

const buyer = { _id: 'u1', id: 'u1', name: 'Asha', slug: 'asha', role: 21 } as User;
const item = (product: string, qty = 1): CartItem => ({ product, qty, price: 900, name: product, image: `${product}.jpg`, author: 'Ram' });

/** A server cart with stock limits, answering the cart calls like the real server does. */
function serveCart(stock: Record<string, number>, initial: Record<string, number> = {}) {
  const lines = new Map(Object.entries(initial));
  const answer = (): FakeReply => {
    const products = [...lines].map(([id, quantity]) => ({ product_id: { id, _id: id, slug: id, name: id, image: `${id}.jpg`, priceField: 'NPR 900', price: 900, author: { name: 'Ram', slug: 'ram', role: 11 } }, quantity }));
    return { body: { status: 'success', data: { products } } };
  };
  const calls = fakeNetwork(({ url, data, params }) => {
    if (url === '/cart/addItem') {
      const id = JSON.parse(String(data)).product_id as string;
      const qty = lines.get(id) ?? 0;
      if (qty >= (stock[id] ?? 0)) return { status: 400, body: { status: 'error', message: 'No more in stock' } };
      lines.set(id, qty + 1);
    }
    if (url === '/cart/merge') {
      for (const { product_id: id, quantity } of JSON.parse(String(data)).products as { product_id: string; quantity: number }[]) {
        const qty = Math.max(lines.get(id) ?? 0, Math.min(quantity, stock[id] ?? 0));
        if (qty > 0) lines.set(id, qty);
      }
    }
    if (url === '/cart/removeItem') lines.delete(String(params.productId));
    return answer();
  });
  return { lines, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop: () => void = () => undefined;

beforeEach(() => {
  sessionStore.set({ token: null, user: null, refreshing: false, returnTo: null });
  cart.clear();
  stop = startCartSync();
});
afterEach(() => stop());

describe('the cart at login (issue 6)', () => {
  it('adds what a guest put in the cart to the server cart, capped by stock, and keeps nothing else back', async () => {
    const server = serveCart({ a: 5, b: 1, c: 3 }, { c: 2 });
    cart.replace([item('a', 2), item('b', 3)]);
    session.login('tok', buyer);
    await syncServerCart(); // joins the run the login started
    expect(Object.fromEntries(server.lines)).toEqual({ c: 2, a: 2, b: 1 });
    expect(cartStore.get().map((i) => [i.product, i.qty])).toEqual([['c', 2], ['a', 2], ['b', 1]]);
  });

  it('does not add a guest unit twice when the server cart already has it', async () => {
    const server = serveCart({ a: 5 }, { a: 1 });
    cart.replace([item('a', 1)]);
    session.login('tok', buyer);
    await syncServerCart();
    expect(server.lines.get('a')).toBe(1);
  });

  it("a session restored at start takes the server cart when the cookie cart is the user's copy", async () => {
    const server = serveCart({ a: 5 }, { a: 1 });
    sessionStore.set({ token: 'tok', user: null, refreshing: true, returnTo: null });
    cart.replace([item('a', 3)]);
    cartOwner.set(buyer._id);
    session.setUser(buyer);
    await settle();
    await syncServerCart();
    expect(server.calls.filter((c) => c.url !== '/cart')).toEqual([]);
    expect(cartStore.get()).toEqual([item('a', 1)]);
  });

  it('a guest cart left by a login whose page was closed before the merge is merged at the next start (issue 19)', async () => {
    const server = serveCart({ a: 5, b: 5 }, { a: 1 });
    cart.replace([item('a', 3), item('b', 1)]);
    sessionStore.set({ token: 'tok', user: null, refreshing: true, returnTo: null });
    session.setUser(buyer);
    await settle();
    await syncServerCart();
    expect(Object.fromEntries(server.lines)).toEqual({ a: 3, b: 1 });
    expect(cartOwner.get()).toBe(buyer._id);
  });

  it("merges the cookie's guest cart, with the works another tab added since this page read it", async () => {
    const server = serveCart({ a: 5, b: 5 });
    cart.add(item('b'));
    // Another tab (its page read the cookie before 'b' was added) adds 'a': the cookie now holds both.
    document.cookie = `${COOKIE_NAMES.cart}=${encodeURIComponent(JSON.stringify([item('b'), item('a')]))}; path=/`;
    session.login('tok', buyer);
    await syncServerCart();
    expect(Object.fromEntries(server.lines)).toEqual({ a: 1, b: 1 });
  });

  it('a logout empties the cookie cart; the server keeps it', async () => {
    const server = serveCart({ a: 5 });
    session.login('tok', buyer);
    await syncServerCart();
    await addArtworkToCart(item('a'));
    expect(cartStore.get()).toHaveLength(1);
    session.logout();
    expect(cartStore.get()).toEqual([]);
    expect(server.lines.get('a')).toBe(1);
  });
});

describe('adding to the cart', () => {
  it("a guest's add stays in the cookie and sends nothing", async () => {
    const server = serveCart({ a: 5 });
    await expect(addArtworkToCart(item('a'))).resolves.toBe(true);
    expect(cartStore.get()).toEqual([item('a')]);
    expect(server.calls).toEqual([]);
  });

  it("a guest's add that the cookie could not hold takes nothing and says so: it would be gone at the next page", async () => {
    const server = serveCart({});
    const long = (n: number) => ({ ...item(`${'w'.repeat(90)}${n}`), name: 'प्रार्थना झण्डा नगरकोट' });
    let added = 0;
    while (await addArtworkToCart(long(added))) added++;
    expect(added).toBeGreaterThan(20);
    expect(cartStore.get()).toHaveLength(added);
    expect(JSON.stringify(snackStore.get())).toContain('Your cart on this device is full. Log in to add more works.');
    expect(server.calls).toEqual([]);
    cart.clear();
  });

  it('a refused add puts the cart back and shows the spec message', async () => {
    serveCart({ a: 0 });
    session.login('tok', buyer);
    await syncServerCart();
    await expect(addArtworkToCart(item('a'))).resolves.toBe(false);
    expect(cartStore.get()).toEqual([]);
    expect(JSON.stringify(snackStore.get())).toContain('Something went wrong while adding product to cart');
  });
});
