// The remote's 'commerce' namespace with the page's one translator. The commerce messages of spec §8
// (cmsg.*) are shared's 'commerceMessages', the same texts the server answers with; order statuses are
// shared's 'orderStatus', ways to pay shared's 'paymentMethods'.
// Its texts are `locales/<language>/commerce.json`: English bundled, the others fetched when they are the page's.
import { registerTexts, useTranslation, type Translation } from '@kala/shared';
import { COMMERCE_TEXTS } from '@kala/shared/contracts/commerce/texts';
import { ORDER_STATUS_TEXTS } from '@kala/shared/contracts/commerce/order-status-texts';
import { PAYMENT_METHOD_TEXTS } from '@kala/shared/contracts/commerce/payment-method-texts';
import english from '../../locales/en/commerce.json';

export const COMMERCE_NS = 'commerce';

registerTexts(COMMERCE_NS, english, (language) => import(`../../locales/${language}/commerce.json`));

/** The namespaces the remote's pages read: it mounts once the page's language has them (remote-kit). */
export const COMMERCE_TEXTS_USED = [COMMERCE_NS, COMMERCE_TEXTS, ORDER_STATUS_TEXTS, PAYMENT_METHOD_TEXTS];

/** t() for this remote: 'commerce' first, then the commerce answers (cmsg.*), then shared's (msg.*, common.*). */
export function useCommerceT(): Translation {
  return useTranslation([COMMERCE_NS, COMMERCE_TEXTS, 'translation']);
}
