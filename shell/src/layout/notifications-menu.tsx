// The header's notifications dropdown (spec §2, §4): the bell shows a dot while something is unread;
// opening it lists the newest and marks them seen; a click marks one viewed and follows its link. Follow
// notifications offer Follow / Following, a request Approve. New ones arrive live (the socket, via the bus).
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Bell } from 'lucide-react';
import {
  NotificationActions,
  NotificationIcon,
  bus,
  notificationsApi,
  pathTo,
  sessionStore,
  useNotificationText,
  useStore,
  useTranslation,
  type AppNotification,
} from '@kala/shared';
import { Dropdown } from './dropdown';
import styles from './header.module.css';
import own from './notifications-menu.module.css';

const SHOWN = 10;

export function NotificationsMenu() {
  const { t } = useTranslation();
  const text = useNotificationText();
  const navigate = useNavigate();
  const userId = useStore(sessionStore, (s) => s.user?._id ?? null);
  const [items, setItems] = useState<AppNotification[]>([]);
  const [unread, setUnread] = useState(0);
  const load = () =>
    notificationsApi.list().then(
      (list) => {
        setItems(list.notifications.slice(0, SHOWN));
        setUnread(list.unread);
      },
      () => undefined,
    );

  useEffect(() => {
    if (!userId) return;
    void load();
    const live = bus.on('live:newNotification').subscribe(() => void load());
    return () => live.unsubscribe();
  }, [userId]);

  const onOpen = () => {
    setUnread(0);
    void notificationsApi.makeSeen().then(load, () => undefined);
  };
  const follow = (n: AppNotification, close: () => void) => {
    close();
    void notificationsApi.makeViewed(n._id).catch(() => undefined);
    navigate(n.link);
  };

  const label = unread > 0 ? `${t('nav.notifications')} (${unread})` : t('nav.notifications');
  const bell = (
    <span className={own.bell}>
      <Bell aria-hidden size={20} />
      {unread > 0 && <span className={own.badge} data-testid="unread-dot" aria-hidden />}
    </span>
  );
  return (
    <Dropdown label={label} button={bell} onOpen={onOpen}>
      {(close) => (
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
                      follow(n, close);
                    }}
                  >
                    {text(n)}
                  </a>
                  {n.read === 'no' && <span className={styles.unreadDot} aria-hidden />}
                  <NotificationActions notification={n} onChange={() => void load()} />
                </li>
              ))}
            </ul>
          )}
          <Link to={pathTo('notifications')} className={own.all} onClick={close}>
            {t('nav.allNotifications')}
          </Link>
        </div>
      )}
    </Dropdown>
  );
}
