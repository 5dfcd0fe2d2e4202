// The open notifications menu: the newest notifications, each with its icon, text, unread mark and
// actions, and the way to all of them. Its own chunk (notifications-menu.tsx loads it on open).
import { Link } from 'react-router-dom';
import { pathTo, useTranslation, type AppNotification } from '@kala/shared';
import { NotificationActions, NotificationIcon, useNotificationText } from '@kala/shared/notifications';
import styles from './header.module.css';
import own from './notifications-menu.module.css';

interface NotificationsPanelProps {
  items: AppNotification[];
  /** A notification was chosen: mark it viewed and follow its link. */
  onFollow: (notification: AppNotification) => void;
  /** An action (Follow, Approve) changed something: reload the list. */
  onChange: () => void;
  onClose: () => void;
}

export function NotificationsPanel({ items, onFollow, onChange, onClose }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const text = useNotificationText();
  return (
    <div className={own.panel}>
      {items.length === 0 ? (
        <p className={styles.menuEmpty}>{t('nav.noNotifications')}</p>
      ) : (
        <ul className={own.list}>
          {items.map((n) => (
            <li key={n._id} className={own.item}>
              <NotificationIcon notification={n} />
              <a
                href={n.link}
                className={own.link}
                onClick={(e) => {
                  e.preventDefault();
                  onFollow(n);
                }}
              >
                {text(n)}
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
