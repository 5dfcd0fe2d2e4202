// The remote's calls (spec §7.6; server modules/commerce). Amounts of orders are NPR, as the spec's.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@kala/shared';
import { REQUEST_PATHS } from '@kala/shared/first-data';
import type { CartLine } from '@kala/shared/contracts/commerce';
import type { Order, OrderStatus, PayAgainAnswer, PaymentMethod, PaymentOptionsAnswer, PlaceOrderAnswer, SaleOrder, ShippingAddress, WalletProvider } from '@kala/shared/commerce';

const auth = { requireAuth: true } as const;

export interface OrderRequest {
  orderItems: { product: string; name: string; image: string; price: number; qty: number }[];
  paymentMethod: PaymentMethod;
  /** The wallet chosen by name (eSewa, Khalti) when several are offered. */
  paymentProvider?: WalletProvider;
  shippingInfo: ShippingAddress;
}

export const commerceApi = {
  cart: async () => (await api.get<{ data: { products: CartLine[] } }>(REQUEST_PATHS.cart, auth)).data.data.products,
  /** The key names this one submit: a retry with it answers the order already made. */
  placeOrder: async (body: OrderRequest, idempotencyKey: string) =>
    (await api.post<PlaceOrderAnswer>('/user/order', body, { ...auth, headers: { 'Idempotency-Key': idempotencyKey } })).data,
  /** The wallets offered and the card's USD rate. */
  paymentOptions: async () => (await api.get<PaymentOptionsAnswer>('/payments/options')).data,
  /** A new way to the payment page for an order still unpaid and held. */
  payAgain: async (orderId: string) => (await api.post<PayAgainAnswer>(`/user/order/${encodeURIComponent(orderId)}/pay`, undefined, auth)).data.paymentUrl,
  orders: async () => (await api.get<{ result: Order[] }>('/user/order', auth)).data.result,
  order: async (id: string) => (await api.get<{ result: Order }>(`/user/order/${encodeURIComponent(id)}`, auth)).data.result,
  cancelOrder: async (orderId: string) => (await api.post<{ message: string }>('/user/order/cancel', { order_id: orderId }, auth)).data.message,
  sales: async () => (await api.get<{ result: SaleOrder[] }>('/sales', auth)).data.result,
  markSale: async (orderId: string, status: OrderStatus) => (await api.post<{ message: string }>('/sales/status', { order_id: orderId, status }, auth)).data.message,
};

/**
 * The queries of each resource (docs/data-layer.md): every key starts with the viewer, so one person's
 * cart, orders or sales are never another's cached answer, and a write invalidates the viewer's key.
 */
export const commerceKeys = {
  all: (viewer: string | null) => ['commerce', viewer] as const,
  cart: (viewer: string | null) => ['commerce', viewer, 'cart'] as const,
  orders: (viewer: string | null) => ['commerce', viewer, 'orders'] as const,
  sales: (viewer: string | null) => ['commerce', viewer, 'sales'] as const,
};

export const commerceQueries = {
  /** `signature` is the page's cart store: a change there (an add in another tab) fetches the server's cart again. */
  cart: (viewer: string | null, signature: string) => queryOptions({ queryKey: [...commerceKeys.cart(viewer), signature], queryFn: commerceApi.cart }),
  orders: (viewer: string | null) => queryOptions({ queryKey: commerceKeys.orders(viewer), queryFn: commerceApi.orders }),
  order: (viewer: string | null, id: string) => queryOptions({ queryKey: [...commerceKeys.orders(viewer), id], queryFn: () => commerceApi.order(id) }),
  sales: (viewer: string | null) => queryOptions({ queryKey: commerceKeys.sales(viewer), queryFn: commerceApi.sales }),
  /** The wallets and the card's rate: the same for everyone. */
  paymentOptions: () => queryOptions({ queryKey: ['commerce', 'payment-options'], queryFn: commerceApi.paymentOptions, staleTime: 5 * 60_000 }),
};
