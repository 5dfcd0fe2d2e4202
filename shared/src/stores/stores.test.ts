import Cookies from 'js-cookie';
import { COOKIE_NAMES } from '../constants';
import { bus } from '../bus/bus';
import { addToCart, cart, cartCookieText, cartStore, fitsCookie, removeFromCart } from './cart';
import { readCookie, readJsonCookie, removeCookie, writeCookie } from './cookies';
import { detectLanguage, languageStore, setLanguage } from './language';
import { session, sessionStore } from './session';
import type { User } from '../contracts/people';

const item = (product: string) => ({ product, price: 100, name: `Art ${product}`, image: 'x.webp', author: 'Asha' });

describe('cart rules (spec §4)', () => {
  it('appends a new product with qty 1 and raises qty when added again', () => {
    const once = addToCart([], item('a'));
    expect(once).toEqual([{ ...item('a'), qty: 1 }]);
    expect(addToCart(once, item('a'))[0].qty).toBe(2);
    expect(addToCart(once, item('b'))).toHaveLength(2);
  });

  it('removes by product and clears', () => {
    const items = addToCart(addToCart([], item('a')), item('b'));
    expect(removeFromCart(items, 'a').map((i) => i.product)).toEqual(['b']);
    cart.add(item('a'));
    cart.clear();
    expect(cartStore.get()).toEqual([]);
  });

  it('keeps the cart in a cookie', () => {
    cart.add(item('z'));
    expect(JSON.parse(Cookies.get(COOKIE_NAMES.cart)!)).toEqual([{ ...item('z'), qty: 1 }]);
    cart.clear();
  });

  describe('a cart larger than a cookie holds (4,096 bytes; a Devanagari letter URI-encoded takes 9)', () => {
    /** A work as a Nepali page adds it: its name and artist in Devanagari, a real picture path. */
    const nepali = (n: number) => ({
      product: `2470dbda-4705-4b30-870d-${String(n).padStart(12, '0')}`,
      price: 125_000,
      name: 'प्रार्थना झण्डा नगरकोट',
      image: 'artworks/festival-prayer-flags-nagarkot-r-1-thumbnail.webp',
      author: 'आरती श्रेष्ठ',
    });
    const fill = (count: number) => Array.from({ length: count }, (_, n) => ({ ...nepali(n), qty: 1 }));
    const cookieBytes = () => document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE_NAMES.cart}=`))!.length;
    afterEach(() => cart.clear());

    it('keeps whole lines while they fit, then each line\'s work, quantity and price: 20 works named in Nepali', () => {
      expect(JSON.parse(cartCookieText(fill(7))!)).toEqual(fill(7));
      for (let n = 0; n < 20; n++) cart.add(nepali(n));
      expect(cookieBytes()).toBeLessThan(4_096);
      expect(JSON.parse(Cookies.get(COOKIE_NAMES.cart)!)).toEqual(fill(20).map(({ product, qty, price }) => ({ product, qty, price })));
      // A new page reads the short lines as the cart: every work and its quantity.
      jest.isolateModules(() => {
        const started = jest.requireActual<typeof import('./cart')>('./cart');
        expect(started.cartStore.get().map((i) => [i.product, i.qty])).toEqual(fill(20).map((i) => [i.product, 1]));
      });
    });

    it('says when one more work would not fit even so', () => {
      const full = fill(45);
      expect(cartCookieText(full)).toBeUndefined();
      const last = Array.from({ length: 60 }, (_, n) => n).findIndex((n) => !fitsCookie(fill(n), nepali(n)));
      expect(last).toBeGreaterThanOrEqual(35);
      // More of a work already there still fits.
      expect(fitsCookie(fill(last), nepali(0))).toBe(true);
    });
  });

  it('keeps no cookie for an empty cart: emptying it removes the cookie, and a start with none writes none', () => {
    cart.add(item('y'));
    cart.remove('y');
    expect(Cookies.get(COOKIE_NAMES.cart)).toBeUndefined();
    // A new page (the store's module started again) with no cart cookie: a first visit.
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    });
    jest.isolateModules(() => {
      const started = jest.requireActual<typeof import('./cart')>('./cart');
      expect(started.cartStore.get()).toEqual([]);
    });
    spy.mockRestore();
    expect(written).toEqual([]);
  });

  it("reads an earlier build's empty cart cookie as an empty cart, and removes it", () => {
    Cookies.set(COOKIE_NAMES.cart, '[]', { path: '/' });
    jest.isolateModules(() => {
      const started = jest.requireActual<typeof import('./cart')>('./cart');
      expect(started.cartStore.get()).toEqual([]);
    });
    expect(Cookies.get(COOKIE_NAMES.cart)).toBeUndefined();
  });
});

describe('the cart across tabs (a guest with two tabs open)', () => {
  /** What another tab of the same browser writes: the whole cart, over the cookie. */
  const otherTabWrites = (items: ReturnType<typeof addToCart>) => Cookies.set(COOKIE_NAMES.cart, JSON.stringify(items), { path: '/' });
  const cookieCart = () => (JSON.parse(Cookies.get(COOKIE_NAMES.cart) ?? '[]') as { product: string; qty: number }[]).map((i) => [i.product, i.qty]);

  afterEach(() => cart.clear());

  it("adds to what the other tab added since this page read the cookie, instead of writing over it", () => {
    otherTabWrites(addToCart([], item('a')));
    cart.add(item('b'));
    expect(cookieCart()).toEqual([['a', 1], ['b', 1]]);
    otherTabWrites(addToCart(addToCart([], item('a')), item('b')).map((i) => (i.product === 'b' ? { ...i, qty: 2 } : i)));
    cart.add(item('a'));
    expect(cookieCart()).toEqual([['a', 2], ['b', 2]]);
    expect(cartStore.get().map((i) => [i.product, i.qty])).toEqual([['a', 2], ['b', 2]]);
  });

  it("removes from the cookie's cart, keeping the other tab's works", () => {
    cart.add(item('a'));
    otherTabWrites(addToCart(addToCart([], item('a')), item('c')));
    cart.remove('a');
    expect(cookieCart()).toEqual([['c', 1]]);
  });

  it('clearing removes a cookie the other tab wrote while this page had an empty cart', () => {
    otherTabWrites(addToCart([], item('a')));
    cart.clear();
    expect(Cookies.get(COOKIE_NAMES.cart)).toBeUndefined();
  });

  it("shows the other tab's works when the tab is shown again", () => {
    otherTabWrites(addToCart([], item('d')));
    const shown = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    shown.mockRestore();
    expect(cartStore.get().map((i) => i.product)).toEqual(['d']);
  });
});

// js-cookie is the independent reader and writer here: the stores' own helpers replaced it (issue 26 §3).
describe('cookies', () => {
  const value = [{ name: 'Kathmandu; 50% "off" = नेपाल', tags: ['a,b'] }];

  it('writes what js-cookie reads, and reads what js-cookie wrote (cookies of earlier builds)', () => {
    writeCookie('kala_test', JSON.stringify(value), 1);
    expect(JSON.parse(Cookies.get('kala_test')!)).toEqual(value);
    Cookies.set('kala_test', JSON.stringify(value), { path: '/' });
    expect(readJsonCookie('kala_test')).toEqual(value);
    expect(readCookie('kala_tes')).toBeUndefined();
  });

  it('removes, and reads a broken JSON cookie as missing', () => {
    writeCookie('kala_test', '{not json', 1);
    expect(readJsonCookie('kala_test')).toBeUndefined();
    removeCookie('kala_test');
    expect(readCookie('kala_test')).toBeUndefined();
  });
});

describe('language (spec §4)', () => {
  it('prefers the cookie, then the browser language if supported, else en', () => {
    expect(detectLanguage('zh', 'ne-NP')).toBe('zh');
    expect(detectLanguage(undefined, 'ne-NP')).toBe('ne');
    expect(detectLanguage(undefined, 'fr-FR')).toBe('en');
    expect(detectLanguage('xx', undefined)).toBe('en');
  });

  it('saves the chosen language in a cookie', () => {
    setLanguage('ne');
    expect(languageStore.get()).toBe('ne');
    expect(Cookies.get(COOKIE_NAMES.language)).toBe('ne');
  });
});

describe('session', () => {
  const user = { _id: 'u1', id: 'u1', name: 'Asha', slug: 'asha', role: 21 } as User;

  it('stores token and user on login, announces it on the bus, and clears both on logout', () => {
    const events: string[] = [];
    const a = bus.on('session:login').subscribe(() => events.push('login'));
    const b = bus.on('session:logout').subscribe(() => events.push('logout'));
    session.login('tok', user);
    expect(Cookies.get(COOKIE_NAMES.token)).toBe('tok');
    expect(sessionStore.get()).toMatchObject({ token: 'tok', user, refreshing: false });
    session.logout();
    expect(Cookies.get(COOKIE_NAMES.token)).toBeUndefined();
    expect(sessionStore.get().user).toBeNull();
    expect(events).toEqual(['login', 'logout']);
    a.unsubscribe();
    b.unsubscribe();
  });

  it('remembers where to return after logging in, until cleared', () => {
    session.rememberReturn('/artwork/x');
    expect(sessionStore.get().returnTo).toBe('/artwork/x');
    session.rememberReturn(null);
    expect(sessionStore.get().returnTo).toBeNull();
  });
});
