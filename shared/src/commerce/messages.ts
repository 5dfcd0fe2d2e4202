// Commerce texts: spec §8's cart, order and shipping messages word for word, and ours where the spec is
// silent. Outside the shared singleton (`@kala/shared/commerce`): only mf-commerce and the server use them.
import { codedTexts } from '../errors/coded';

export const COMMERCE_MSG = {
  nameRequired: 'Name field is required',
  emailRequired: 'Email field is required',
  emailInvalid: 'Email address is not valid',
  phoneRequired: 'Phone field is required',
  phoneInvalid: 'Phone number is not valid',
  countryRequired: 'Country field is required',
  cityRequired: 'City field is required',
  stateRequired: 'State field is required',
  postalCodeRequired: 'Postal Code is required',
  postalCodeInvalid: 'Postal Code is invalid',
  addressRequired: 'Address field is required',
  phoneTenDigits: 'Phone number must be 10 Digits',
  orderFailed: 'Something went wrong while creating order',
  orderUnexpected: 'An unexpected error has occurred. Please reload and try again.',
  orderProcessing: 'You order is processing. Please wait...',
  orderRedirecting: 'You will shortly be redirected to payment gateway. Please wait...',
  orderCancelled: 'Order has been Cancelled',
  cancelFailed: 'Something went wrong',
  cancelTitle: 'Cancel Order',
  cancelText: 'Are you sure you want to cancel this order?',
  // Ours (the spec is silent):
  soldOut: '{{name}} has just sold out',
  priceChanged: 'The price of {{name}} has changed',
  cartEmpty: 'Your cart is empty',
  bankListedOnly: 'Bank payment is not available yet',
  notCancellable: 'Only a pending order can be cancelled',
  orderNotFound: 'Order not found',
  cannotMark: 'This order cannot be marked {{status}}',
  paymentInvalid: 'The payment could not be verified',
  notPayable: 'This order is not waiting for a payment',
  markedShipped: 'Order marked as shipped',
  markedDelivered: 'Order marked as delivered',
} as const;

/** COMMERCE_MSG with a code for each text ('commerce.<key>'): what the server answers. */
export const COMMERCE_CODED = /* @__PURE__ */ codedTexts('commerce', COMMERCE_MSG);

export type CommerceMsgKey = keyof typeof COMMERCE_MSG;


/**
 * What an order notification says; `{{name}}` is the studio (to the buyer) or the buyer (to the studio),
 * `{{work}}` the names of the works.
 */
const ORDER_TEXTS = {
  orderPlaced: 'Your order of “{{work}}” from {{name}} has been placed',
  orderPaid: 'Your payment for “{{work}}” from {{name}} was received',
  orderShipped: '{{name}} shipped “{{work}}”',
  orderDelivered: '{{name}} delivered “{{work}}”',
  orderCancelled: 'Your order of “{{work}}” from {{name}} was cancelled',
  orderDeclined: 'Your payment for “{{work}}” from {{name}} was declined',
  orderSold: '{{name}} ordered “{{work}}”',
} as const;

export type OrderNotificationKind = keyof typeof ORDER_TEXTS;
export const ORDER_NOTIFICATION_KINDS = Object.keys(ORDER_TEXTS) as OrderNotificationKind[];

/** Texts by notificationTextKey: an order's notification reads the same grouped (two studios of one order). */
export const withGroupKeys = (texts: Record<OrderNotificationKind, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).flatMap(([kind, text]) => [[kind, text], [`${kind}Group`, text]]));

export const ORDER_NOTIFICATION_TEXTS = withGroupKeys(ORDER_TEXTS);
