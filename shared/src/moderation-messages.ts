// What an operator's action tells the person it touched (issue 23): English is the server's notification
// text; the notification parts show it in the reader's language (notifications/moderation-texts.ts).
// `{{work}}` carries the reason the operator typed.
export const MODERATION_TEXTS = {
  postHidden: 'The gallery hid your post: {{work}}',
  artworkHidden: 'The gallery hid your artwork: {{work}}',
  commentHidden: 'The gallery hid your comment: {{work}}',
  studioDeclined: 'Your studio request was declined: {{work}}',
} as const;

export type ModerationNotificationKind = keyof typeof MODERATION_TEXTS;
export const MODERATION_NOTIFICATION_KINDS = Object.keys(MODERATION_TEXTS) as ModerationNotificationKind[];

/** By notificationTextKey: these never group, but the key may carry the group suffix. */
export const MODERATION_NOTIFICATION_TEXTS: Record<string, string> = Object.fromEntries(
  Object.entries(MODERATION_TEXTS).flatMap(([kind, text]) => [[kind, text], [`${kind}Group`, text]]),
);
