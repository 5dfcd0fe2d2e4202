// `@kala/shared/notifications`: the notifications calls and the parts the header's dropdown and the
// notifications page share. Not in the shared singleton: only a logged-in page that shows them loads it.
export { notificationsApi, type NotificationList } from './notifications-api';
export { NotificationIcon, NotificationActions, NotificationRepeats, useNotificationText } from './notification-parts';
export { groupRepeats, type NotificationEntry } from './group';
export { RelativeTime } from '../ui/relative-time';
