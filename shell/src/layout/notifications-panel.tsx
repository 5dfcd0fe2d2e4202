// The open notifications menu: the newest notifications (repeats as one, "×2"), each with its icon, text,
// time, unread mark and actions, and the way to all of them. Its own chunk (notifications-menu.tsx fetches it
// when a pointer or focus reaches the bell).
import { Link, useNavigate } from 'react-router-dom';
import { pathTo, useTranslation } from '@kala/shared';
import { notificationsApi } from '@kala/shared/notifications/api';
import type { AppNotification } from '@kala/shared/contracts/notifications';
import { NotificationActions, NotificationIcon, NotificationRepeats, RelativeTime, groupRepeats, useNotificationText, type NotificationEntry } from '@kala/shared/notifications';
import styles from './header.module.css';
import own from './notifications-menu.module.css';

interface NotificationsPanelProps {
  items: AppNotification[];
  /** An action (Follow, Approve) changed something: reload the list. */
  onChange: () => void;
  onClose: () => void;
}

const SHOWN = 10;

export function NotificationsPanel({ items, onChange, onClose }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  /** A notification was chosen: mark it (and its repeats) viewed and follow its link. */
  const follow = (n: NotificationEntry) => {
    onClose();
    for (const id of n.ids) void notificationsApi.makeViewed(id).catch(() => undefined);
    navigate(n.link);
  };
  const text = useNotificationText();
  const entries = groupRepeats(items).slice(0, SHOWN);
  return (
    <div className={own.panel}>
      {items.length === 0 ? (
        <p className={styles.menuEmpty}>{t('nav.noNotifications')}</p>
      ) : (
        <ul className={own.list}>
          {entries.map((n) => (
            <li key={n._id} className={own.item}>
              <NotificationIcon notification={n} />
              <a
                href={n.link}
                className={own.link}
                onClick={(e) => {
                  e.preventDefault();
                  follow(n);
                }}
              >
                <span>{text(n)}</span>
                <NotificationRepeats count={n.repeats} />
                <RelativeTime iso={n.created} className={own.time} />
              </a>
              {n.read === 'no' && <span className={styles.unreadDot} aria-hidden />}
              <NotificationActions notification={n} onChange={onChange} />
            </li>
          ))}
        </ul>
      )}
      <Link to={pathTo('notifications')} className={own.all} onClick={onClose}>
        {t('nav.allNotifications')}
      </Link>
    </div>
  );
}
