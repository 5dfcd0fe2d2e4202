// What an order's notifications say. Outside the shared singleton (`@kala/shared/commerce`): the server and
// the notification parts use them. Commerce's coded answers are its contract's (`contracts/commerce/errors`).
import orderNotificationsEn from '../../locales/en/orderNotifications.json';
import { kindsOf, type KindsOf } from '../notifications/kinds-of';

/**
 * What an order notification says (`locales/en/orderNotifications.json`, by notificationTextKey: an order's
 * notification reads the same grouped); `{{name}}` is the studio (to the buyer) or the buyer (to the
 * studio), `{{work}}` the names of the works.
 */
export const ORDER_NOTIFICATION_TEXTS: Record<string, string> = orderNotificationsEn;

export type OrderNotificationKind = KindsOf<typeof orderNotificationsEn>;
export const ORDER_NOTIFICATION_KINDS: readonly OrderNotificationKind[] = /* @__PURE__ */ kindsOf(orderNotificationsEn);
