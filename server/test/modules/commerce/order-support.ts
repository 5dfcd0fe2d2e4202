// Shared by the order API tests: works made straight in the database, and the order calls.
import { randomBytes, randomUUID } from 'node:crypto';
import { ROLES } from '@kala/shared/constants';
import type { PaymentMethod } from '@kala/shared/commerce';
import { call, createTestApp, type Json, type TestApp } from '../../support/app';
import { makeUser, type TestUser } from '../../support/users';

export const SHIPPING = {
  name: 'Maya Tamang',
  email: 'maya@kala.test',
  phone: '9812345678',
  country: 'Nepal',
  city: 'Kathmandu',
  state: 'Bagmati',
  postalCode: '44600',
  address: 'Thamel 12',
};

/** A fresh app with a studio and a buyer. */
export async function openShop(): Promise<{ t: TestApp; artist: TestUser; buyer: TestUser }> {
  const t = await createTestApp();
  return { t, artist: await makeArtist(t), buyer: await makeUser(t) };
}

export const makeArtist = (t: TestApp) => makeUser(t, { role: ROLES.artist, name: `Studio ${randomBytes(3).toString('hex')}` });

/** A work on sale at `npr` rupees with `stock` pieces. */
export async function makeWork(t: TestApp, artist: TestUser, npr: number, stock = 1): Promise<string> {
  const slug = `work-${randomBytes(5).toString('hex')}`;
  const row = await t.db.one<{ id: string }>('insert into artworks (slug, author_id, name, price_paisa, stock) values ($1, $2, $3, $4, $5) returning id', [
    slug,
    artist.id,
    `Work ${slug}`,
    npr * 100,
    stock,
  ]);
  return row!.id;
}

export const stockOf = async (t: TestApp, id: string) => (await t.db.one<{ stock: number }>('select stock from artworks where id = $1', [id]))!.stock;

export interface OrderOptions {
  method?: PaymentMethod;
  key?: string;
  items?: { product: string; qty: number; price?: number }[];
  extra?: object;
  shipping?: object;
}

/** What a successful place-order call answers. */
export interface Placed {
  orderId: string;
  paymentUrl: string;
}

export const placeOrder = (t: TestApp, buyer: TestUser, products: string[], o: OrderOptions = {}) =>
  call(
    t,
    'POST',
    '/api/user/order',
    { orderItems: o.items ?? products.map((product) => ({ product, qty: 1 })), paymentMethod: o.method ?? 'cash', shippingInfo: o.shipping ?? SHIPPING, ...o.extra },
    buyer.token,
    { 'idempotency-key': o.key ?? randomUUID() },
  ) as Promise<{ statusCode: number; body: Json & Placed }>;

export const ordersOf = async (t: TestApp, buyer: TestUser) =>
  (await call(t, 'GET', '/api/user/order', undefined, buyer.token)).body.result as import('@kala/shared/commerce').Order[];

export const cancel = (t: TestApp, user: TestUser, orderId: string) => call(t, 'POST', '/api/user/order/cancel', { order_id: orderId }, user.token);

/** Approve or Decline pressed on the sandbox page at `url`: its answer (`token`: the caller's session). */
export const pressOnSandbox = (t: TestApp, url: string, result: 'approved' | 'declined', token?: string) =>
  fetch(`${t.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token && { authorization: `JWT ${token}` }) },
    body: `result=${result}`,
    redirect: 'manual',
  });

/** The buyer presses Approve or Decline on the sandbox page: answers the signed callback URL it redirects to. */
export async function decide(t: TestApp, paymentUrl: string, result: 'approved' | 'declined'): Promise<string> {
  const res = await pressOnSandbox(t, paymentUrl, result);
  if (res.status !== 303) throw new Error(`sandbox answered ${res.status}`);
  return res.headers.get('location')!;
}

/** The payment's id in a sandbox link: /api/payments/sandbox/<id>?key=… */
export const paymentIdOf = (paymentUrl: string): string => new URL(paymentUrl, 'http://x').pathname.split('/').pop()!;

/** Follows a callback URL once: the status and where it sends the browser. */
export async function callback(t: TestApp, url: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(`${t.url}${url}`, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}
