// Commerce texts: spec §8's cart, order and shipping messages word for word, and ours where the spec is
// silent. Outside the shared singleton (`@kala/shared/commerce`): only mf-commerce and the server use them.
import { codedTexts } from '../errors/coded';
import commerceTexts from '../../locales/en/commerceMessages.json';
import orderNotificationsEn from '../../locales/en/orderNotifications.json';
import { kindsOf, type KindsOf } from '../notifications/kinds-of';

export const COMMERCE_MSG = commerceTexts.cmsg;

/** COMMERCE_MSG with a code for each text ('commerce.<key>'): what the server answers. */
export const COMMERCE_CODED = /* @__PURE__ */ codedTexts('commerce', COMMERCE_MSG);

export type CommerceMsgKey = keyof typeof COMMERCE_MSG;

/**
 * What an order notification says (`locales/en/orderNotifications.json`, by notificationTextKey: an order's
 * notification reads the same grouped); `{{name}}` is the studio (to the buyer) or the buyer (to the
 * studio), `{{work}}` the names of the works.
 */
export const ORDER_NOTIFICATION_TEXTS: Record<string, string> = orderNotificationsEn;

export type OrderNotificationKind = KindsOf<typeof orderNotificationsEn>;
export const ORDER_NOTIFICATION_KINDS: readonly OrderNotificationKind[] = /* @__PURE__ */ kindsOf(orderNotificationsEn);
