// What an operator's action tells the person it touched (issue 23): English (`locales/en/
// moderationNotifications.json`) is the server's notification text; the notification parts show it in the
// reader's language (notifications/moderation-texts.ts). `{{work}}` carries the reason the operator typed.
// By notificationTextKey: these never group, but the key may carry the group suffix.
import moderationEn from '../locales/en/moderationNotifications.json';

export const MODERATION_NOTIFICATION_TEXTS: Record<string, string> = moderationEn;

export const MODERATION_NOTIFICATION_KINDS = ['postHidden', 'artworkHidden', 'commentHidden', 'studioDeclined'] as const;
export type ModerationNotificationKind = (typeof MODERATION_NOTIFICATION_KINDS)[number];
