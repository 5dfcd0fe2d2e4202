// Moderation notifications in the reader's language (issue 23), a namespace of its own like the orders'
// (order-texts.ts): bundled with the pages that show notifications, not the shell's first strings. Its
// English is the server's text (MODERATION_NOTIFICATION_TEXTS).
import { registerTexts } from '@kala/shared';
import moderationEn from '../../locales/en/moderationNotifications.json';

export const MODERATION_NOTIFICATIONS_NS = 'moderationNotifications';

registerTexts(MODERATION_NOTIFICATIONS_NS, moderationEn, (language) => import(`../../locales/${language}/moderationNotifications.json`));
