// Moderation notifications in the reader's language (issue 23), a namespace of its own like the orders'
// (order-texts.ts): bundled with the pages that show notifications, not the shell's first strings.
import { addBundle } from '@kala/shared';
import { MODERATION_NOTIFICATION_TEXTS } from '../moderation-messages';

export const MODERATION_NOTIFICATIONS_NS = 'moderationNotifications';

const grouped = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).flatMap(([k, v]) => [[k, v], [`${k}Group`, v]]));

addBundle(MODERATION_NOTIFICATIONS_NS, {
  en: MODERATION_NOTIFICATION_TEXTS,
  ne: grouped({
    postHidden: 'ग्यालेरीले तपाईंको पोस्ट लुकायो: {{work}}',
    artworkHidden: 'ग्यालेरीले तपाईंको कलाकृति लुकायो: {{work}}',
    commentHidden: 'ग्यालेरीले तपाईंको टिप्पणी लुकायो: {{work}}',
    studioDeclined: 'तपाईंको स्टुडियो अनुरोध अस्वीकार भयो: {{work}}',
  }),
  zh: grouped({
    postHidden: '画廊隐藏了您的帖子：{{work}}',
    artworkHidden: '画廊隐藏了您的作品：{{work}}',
    commentHidden: '画廊隐藏了您的评论：{{work}}',
    studioDeclined: '您的工作室申请被拒绝：{{work}}',
  }),
});
