// The remote's calls (spec §7.6; server modules/commerce). Amounts of orders are NPR, as the spec's.
import { api, type CartLine } from '@kala/shared';
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
  cart: async () => (await api.get<{ data: { products: CartLine[] } }>('/cart', auth)).data.data.products,
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

export const queryKeys = { cart: ['commerce', 'cart'], orders: ['commerce', 'orders'], sales: ['commerce', 'sales'], paymentOptions: ['commerce', 'payment-options'] } as const;
