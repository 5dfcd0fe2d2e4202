// Order notifications in the reader's language (issue 11). A namespace of its own, registered by the pages
// that show notifications (this entry is bundled with them, not the singleton), so the shell's first paint
// and shared's lazily loaded locales are untouched. English is the server's text (ORDER_NOTIFICATION_TEXTS).
import { addBundle } from '@kala/shared';
import { ORDER_NOTIFICATION_TEXTS, withGroupKeys } from '../commerce/messages';

export const ORDER_NOTIFICATIONS_NS = 'orderNotifications';

addBundle(ORDER_NOTIFICATIONS_NS, {
  en: ORDER_NOTIFICATION_TEXTS,
  ne: withGroupKeys({
    orderPlaced: '{{name}} बाट “{{work}}” को तपाईंको अर्डर राखियो',
    orderPaid: '{{name}} बाट “{{work}}” को भुक्तानी प्राप्त भयो',
    orderShipped: '{{name}} ले “{{work}}” पठायो',
    orderDelivered: '{{name}} ले “{{work}}” पुर्‍यायो',
    orderCancelled: '{{name}} बाट “{{work}}” को तपाईंको अर्डर रद्द भयो',
    orderDeclined: '{{name}} बाट “{{work}}” को भुक्तानी अस्वीकार भयो',
    orderSold: '{{name}} ले “{{work}}” अर्डर गर्नुभयो',
  }),
  zh: withGroupKeys({
    orderPlaced: '您在 {{name}} 订购的《{{work}}》已提交',
    orderPaid: '已收到您在 {{name}} 订购《{{work}}》的付款',
    orderShipped: '{{name}} 已发出《{{work}}》',
    orderDelivered: '{{name}} 已送达《{{work}}》',
    orderCancelled: '您在 {{name}} 订购的《{{work}}》已取消',
    orderDeclined: '您在 {{name}} 订购《{{work}}》的付款被拒绝',
    orderSold: '{{name}} 订购了您的《{{work}}》',
  }),
});
