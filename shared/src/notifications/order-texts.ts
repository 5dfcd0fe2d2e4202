// Order notifications in the reader's language (issue 11). A namespace of its own, registered by the pages
// that show notifications (this entry is bundled with them, not the singleton), so the shell's first paint
// and shared's lazily loaded locales are untouched. English is the server's text (ORDER_NOTIFICATION_TEXTS).
import { addBundle } from '@kala/shared';
import { ORDER_NOTIFICATION_TEXTS, withGroupKeys } from '../commerce/messages';

export const ORDER_NOTIFICATIONS_NS = 'orderNotifications';

addBundle(ORDER_NOTIFICATIONS_NS, {
  en: ORDER_NOTIFICATION_TEXTS,
  ne: withGroupKeys({
    orderPlaced: '{{name}} बाट तपाईंको अर्डर राखियो',
    orderPaid: '{{name}} को अर्डरको भुक्तानी प्राप्त भयो',
    orderShipped: '{{name}} ले तपाईंको अर्डर पठायो',
    orderDelivered: '{{name}} ले तपाईंको अर्डर पुर्‍यायो',
    orderCancelled: '{{name}} बाट तपाईंको अर्डर रद्द भयो',
    orderDeclined: '{{name}} को अर्डरको भुक्तानी अस्वीकार भयो',
    orderSold: '{{name}} ले तपाईंको कलाकृति अर्डर गर्नुभयो',
  }),
  zh: withGroupKeys({
    orderPlaced: '您在 {{name}} 的订单已提交',
    orderPaid: '已收到您在 {{name}} 订单的付款',
    orderShipped: '{{name}} 已发货',
    orderDelivered: '{{name}} 已送达您的订单',
    orderCancelled: '您在 {{name}} 的订单已取消',
    orderDeclined: '您在 {{name}} 订单的付款被拒绝',
    orderSold: '{{name}} 订购了您的作品',
  }),
});
