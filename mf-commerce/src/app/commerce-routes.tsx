import { lazyPage, type RoutesOf } from '@kala/shared';
import { createRemoteRoutes, type RemotePage } from '@kala/shared/remote-kit';
import '../i18n/commerce-i18n';

// Each page is its own chunk (ADR 0007), named after its routes so the server preloads it.
const CartPage = lazyPage(() => import(/* webpackChunkName: "page.cart" */ '../checkout/cart-page').then((m) => m.CartPage));
const CheckoutPage = lazyPage(() => import(/* webpackChunkName: "page.checkout" */ '../checkout/checkout-page').then((m) => m.CheckoutPage));
const ResultPage = lazyPage(() => import(/* webpackChunkName: "page.checkoutSuccess.checkoutFailure" */ '../checkout/result-page').then((m) => m.ResultPage));
const OrdersPage = lazyPage(() => import(/* webpackChunkName: "page.orders" */ '../orders/orders-page').then((m) => m.OrdersPage));
const SalesPage = lazyPage(() => import(/* webpackChunkName: "page.sales" */ '../orders/sales-page').then((m) => m.SalesPage));

const PAGES: Record<RoutesOf<'mf_commerce'>, RemotePage> = {
  cart: { element: <CartPage />, preload: CartPage.preload },
  checkout: { element: <CheckoutPage />, preload: CheckoutPage.preload },
  checkoutSuccess: { element: <ResultPage outcome="success" />, preload: ResultPage.preload },
  checkoutFailure: { element: <ResultPage outcome="failure" />, preload: ResultPage.preload },
  orders: { element: <OrdersPage />, preload: OrdersPage.preload },
  sales: { element: <SalesPage />, preload: SalesPage.preload },
};

export const { preloadPageFor, RemoteRoutes: CommerceRoutes } = createRemoteRoutes<'mf_commerce'>(PAGES);

// The remote is loaded for the URL the visitor is on: its page chunk starts now, before the first render.
if (typeof location !== 'undefined') preloadPageFor(location.pathname).catch(() => undefined);
