// The 'orderStatus' namespace: an order status as people read it (`t('orderStatus:PAID')`), on the buyer's
// and the studio's pages (mf-commerce) and in the console (mf-admin).
import { registerTexts } from '@kala/shared';
import english from '../../../locales/en/orderStatus.json';

export const ORDER_STATUS_TEXTS = 'orderStatus';

registerTexts(ORDER_STATUS_TEXTS, english, (language) => import(`../../../locales/${language}/orderStatus.json`));
