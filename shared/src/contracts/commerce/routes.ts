// The commerce contract's routes (spec §2): mf-commerce's pages — the cart, checkout and its results, orders
// and sales. The paths others link by, who may open each, the footer; the remote publishes them with its
// build (ADR 0028), and @kala/shared's ROUTE_TABLE joins every contract's table.
import type { RouteEntry } from '../../routing/route-entry';

export const COMMERCE_ROUTES = {
  cart: { path: '/cart', owner: 'mf_commerce', access: 'loginFirst', footer: false },
  checkout: { path: '/checkout', owner: 'mf_commerce', access: 'signedIn', footer: false },
  checkoutSuccess: { path: '/checkout/success', owner: 'mf_commerce', access: 'signedIn', footer: false },
  checkoutFailure: { path: '/checkout/failure', owner: 'mf_commerce', access: 'signedIn', footer: false },
  orders: { path: '/order', owner: 'mf_commerce', access: 'signedIn' },
  /** A studio's sales (issue 11; not in the spec). */
  sales: { path: '/sales', owner: 'mf_commerce', access: 'signedIn' },
} as const satisfies Record<string, RouteEntry>;
