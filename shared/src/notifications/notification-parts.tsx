// What the header dropdown and the /notifications page both show of a notification: its text in the
// reader's language (grouped: "Asha and 4 others liked your post"), its coloured icon, and the actions of a
// follow notification (Follow / Following, Approve on a request).
import { useState } from 'react';
// From the package, not relative files: this is bundled with the pages that show notifications (the
// `@kala/shared/notifications` entry), and they must use the page's one copy of shared.
import { registerTexts, Button, MSG_CODED, notificationTextKey, showSnack, useTranslation } from '@kala/shared';
import type { AppNotification } from '../contracts/notifications';
import { FollowButton } from '@kala/shared/people';
import { ORDER_NOTIFICATION_KINDS, type OrderNotificationKind } from '../commerce/messages';
import { notificationsApi } from './notifications-api';
import { MODERATION_NOTIFICATION_KINDS } from '../moderation-messages';
import { MODERATION_NOTIFICATIONS_NS } from './moderation-texts';
import { ORDER_NOTIFICATIONS_NS } from './order-texts';
import { ALERTS_NS } from '../alerts/alert-texts';
import repeatsEn from '../../locales/en/notificationRepeats.json';
import styles from './notification-parts.module.css';

export function useNotificationText(): (n: AppNotification) => string {
  const { t } = useTranslation();
  return (n) => {
    const values = { name: n.sender.name, count: n.others, work: n.work ?? '' };
    const key = notificationTextKey(n.kind, n.others);
    if (isOrderKind(n.kind)) return t(key, { ...values, ns: ORDER_NOTIFICATIONS_NS });
    if ((MODERATION_NOTIFICATION_KINDS as readonly string[]).includes(n.kind)) return t(key, { ...values, ns: MODERATION_NOTIFICATIONS_NS });
    if (n.kind === 'alertMatch') return t(key, { ...values, ns: ALERTS_NS });
    return t(`notif.${key}`, values);
  };
}

// Small inline outlines (24-unit box): shared carries no icon library.
const HEART = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z';
const BUBBLE = 'M4 5h16v11H9l-5 4z';
const PERSON = 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M19 8v6M16 11h6';
const PICTURE = 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4';
const PARCEL = 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10';

const isOrderKind = (kind: string): kind is OrderNotificationKind => (ORDER_NOTIFICATION_KINDS as readonly string[]).includes(kind);
const PATHS: Record<AppNotification['kind'], string> = {
  likePost: HEART,
  likeArtwork: HEART,
  commentPost: BUBBLE,
  commentArtwork: BUBBLE,
  follow: PERSON,
  followRequest: PERSON,
  newPost: PICTURE,
  studioApproved: PICTURE,
  postHidden: PICTURE,
  artworkHidden: PICTURE,
  commentHidden: BUBBLE,
  studioDeclined: PICTURE,
  alertMatch: PICTURE,
  ...(Object.fromEntries(ORDER_NOTIFICATION_KINDS.map((kind) => [kind, PARCEL])) as Record<OrderNotificationKind, string>),
};

// With the parts, not the singleton's strings: only the lists use them.
const REPEATS_NS = 'notificationRepeats';
registerTexts(REPEATS_NS, repeatsEn, (language) => import(`../../locales/${language}/notificationRepeats.json`));

/** '×2' after an entry that stands for repeats (groupRepeats); says "2 times" to a screen reader. */
export function NotificationRepeats({ count }: { count: number }) {
  const { t } = useTranslation(REPEATS_NS);
  if (count < 2) return null;
  return (
    <span className={styles.repeats}>
      <span aria-hidden="true">{t('shown', { count })}</span>
      <span className="kala-visually-hidden">{t('said', { count })}</span>
    </span>
  );
}

/** A round icon coloured by the notification's type (post, follow, other). */
export function NotificationIcon({ notification }: { notification: AppNotification }) {
  return (
    <span className={`${styles.icon} ${styles[notification.type]}`} aria-hidden="true" data-type={notification.type}>
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={PATHS[notification.kind]} />
      </svg>
    </span>
  );
}

/** Follow back on a follow notification; Approve on a follow request (then it becomes a follow). */
export function NotificationActions({ notification, onChange }: { notification: AppNotification; onChange?: () => void }) {
  const { t } = useTranslation();
  const [approving, setApproving] = useState(false);
  if (notification.kind === 'follow') return <FollowButton artistId={notification.sender._id} />;
  if (notification.kind !== 'followRequest') return null;
  const approve = async () => {
    setApproving(true);
    try {
      await notificationsApi.approveFollow(notification._id);
      onChange?.();
    } catch {
      showSnack(MSG_CODED.notificationsFailed, { type: 'error' });
    } finally {
      setApproving(false);
    }
  };
  return (
    <Button size="small" disabled={approving} onClick={() => void approve()}>
      {t('notif.approve')}
    </Button>
  );
}
