// The console's own 'admin' namespace with the page's one translator (Nepali numbers go through the
// shared formatter, so they show Devanagari digits). Order statuses are shared's 'orderStatus',
// ways to pay shared's 'paymentMethods'.
// Its texts are `locales/<language>/admin.json`: English bundled, the others fetched when they are the page's.
import { registerTexts, useTranslation, type Translation } from '@kala/shared';
import { ORDER_STATUS_TEXTS } from '@kala/shared/contracts/commerce/order-status-texts';
import { PAYMENT_METHOD_TEXTS } from '@kala/shared/contracts/commerce/payment-method-texts';
import english from '../../locales/en/admin.json';

export const ADMIN_NS = 'admin';

registerTexts(ADMIN_NS, english, (language) => import(`../../locales/${language}/admin.json`));

/** The namespaces the remote's pages read: it mounts once the page's language has them (remote-kit). */
export const ADMIN_TEXTS_USED = [ADMIN_NS, ORDER_STATUS_TEXTS, PAYMENT_METHOD_TEXTS];

/** The console's texts (its namespace first, then the shared ones). */
export const useAdminT = (): Translation => useTranslation([ADMIN_NS, 'translation']);
