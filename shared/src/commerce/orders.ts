// Orders and payments: statuses, methods and the shapes of the order calls (spec §3, §7.6).
import type { Static } from '@sinclair/typebox';
import type { OrderItemSchema, OrderSchema, SaleOrderSchema } from '../contracts/commerce';

/**
 * PENDING: placed, unpaid or cash on delivery; only PENDING can be cancelled by the buyer. CANCELLED: by the
 * buyer, or an unpaid order whose hold ran out. DECLINED: the wallet or card payment was declined.
 */
export const ORDER_STATUSES = ['PENDING', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'DECLINED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses that end an order: its stock is back and nothing follows. */
export const ENDED_STATUSES: readonly OrderStatus[] = ['CANCELLED', 'DECLINED'];

/** Why an online payment ended on /checkout/failure (the callback names it in `?reason=`). */
export const PAYMENT_FAILURES = ['declined', 'expired', 'cancelled'] as const;
export type PaymentFailure = (typeof PAYMENT_FAILURES)[number];

/**
 * Why a return from a gateway left the order unpaid but still held (issue 24; /checkout/failure `?reason=`):
 * the gateway says it is not finished, could not be reached, or its answer did not match the order (another
 * amount, another order's or a used transaction). The buyer may pay again until the hold runs out.
 */
export const PAYMENT_UNSETTLED = ['pending', 'unreachable', 'unverified'] as const;
export type PaymentUnsettled = (typeof PAYMENT_UNSETTLED)[number];

/** The wallets a buyer may be offered by name (PAYMENT_WALLET_PROVIDER); 'sandbox' is the test gateway. */
export const WALLET_PROVIDERS = ['esewa', 'khalti', 'sandbox'] as const;
export type WalletProvider = (typeof WALLET_PROVIDERS)[number];

/** GET /api/payments/options: the wallets offered and what the card provider is asked for. */
export interface PaymentOptionsAnswer {
  status: 'success';
  wallets: WalletProvider[];
  /** NPR per US dollar: the card is charged the grand total in USD at this rate (spec §9). */
  card: { currency: 'USD'; nprPerUsd: number };
}

/** What a seller may move an order to, from which statuses. */
export const SELLER_STEPS: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  SHIPPED: ['PENDING', 'PAID'],
  DELIVERED: ['SHIPPED'],
};

/** Spec §1: cash on delivery, a wallet, a card; bank is listed only. */
export const PAYMENT_METHODS = ['cash', 'wallet', 'card', 'bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYABLE_METHODS: readonly PaymentMethod[] = ['cash', 'wallet', 'card'];
/** Methods paid through a gateway before the order counts as paid (unpaid ones expire). */
export const ONLINE_METHODS: readonly PaymentMethod[] = ['wallet', 'card'];

/** Default time an unpaid wallet or card order holds its stock. */
export const PAYMENT_HOLD_MINUTES = 30;

/**
 * Pieces one buyer may have waiting in cash-on-delivery orders not yet shipped. A cash order holds its stock
 * until it ships or is cancelled, with nothing paid: without a bound, one account could mark every work sold.
 */
export const CASH_ON_DELIVERY_MAX_PIECES = 20;




/** An order's line (the commerce contract's schema, `@kala/shared/contracts/commerce`). */
export type OrderItem = Static<typeof OrderItemSchema>;
/** Amounts in NPR, at most two decimals (the spec's field names and unit; paisa stay inside the server). */
export type Order = Static<typeof OrderSchema>;
/** A studio's part of an order, as the studio sees it (the Sales view). */
export type SaleOrder = Static<typeof SaleOrderSchema>;

export interface PlaceOrderAnswer {
  status: 'success';
  orderId: string;
  paymentMethod: PaymentMethod;
  /** Where to send the buyer to pay (wallet, card); absent for cash on delivery. */
  paymentUrl?: string;
}

/** POST /api/user/order/:id/pay: a new way to the gateway for an order still unpaid and held. */
export interface PayAgainAnswer {
  status: 'success';
  paymentUrl: string;
}
