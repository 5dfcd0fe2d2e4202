// What an operator's action tells the person it touched (issue 23): English (`locales/en/
// moderationNotifications.json`) is the server's notification text; the notification parts show it in the
// reader's language (notifications/moderation-texts.ts). `{{work}}` carries the reason the operator typed.
// By notificationTextKey: these never group, but the key may carry the group suffix.
import moderationEn from '../locales/en/moderationNotifications.json';
import { kindsOf, type KindsOf } from './notifications/kinds-of';

export const MODERATION_NOTIFICATION_TEXTS: Record<string, string> = moderationEn;

export type ModerationNotificationKind = KindsOf<typeof moderationEn>;
export const MODERATION_NOTIFICATION_KINDS: readonly ModerationNotificationKind[] = /* @__PURE__ */ kindsOf(moderationEn);
