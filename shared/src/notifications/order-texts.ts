// Order notifications in the reader's language (issue 11). A namespace of its own, registered by the pages
// that show notifications (this entry is bundled with them, not the singleton), so the shell's first paint
// is untouched. Its English is the server's text (ORDER_NOTIFICATION_TEXTS).
import { registerTexts } from '@kala/shared';
import orderNotificationsEn from '../../locales/en/orderNotifications.json';

export const ORDER_NOTIFICATIONS_NS = 'orderNotifications';

registerTexts(ORDER_NOTIFICATIONS_NS, orderNotificationsEn, (language) => import(`../../locales/${language}/orderNotifications.json`));
