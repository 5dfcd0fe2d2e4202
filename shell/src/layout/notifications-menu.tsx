// The header's notifications dropdown: unread items with a dot. The list comes from the social module's
// /notifications/all; until it answers, the empty text shows.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Bell } from 'lucide-react';
import { api, useTranslation } from '@kala/shared';
import { Dropdown } from './dropdown';
import styles from './header.module.css';

interface NotificationItem {
  _id: string;
  message: string;
  link: string;
  read: string;
}

export function NotificationsMenu() {
  const { t } = useTranslation();
  const [items, setItems] = useState<NotificationItem[]>([]);
  const load = () =>
    api.get<{ status: string; message: NotificationItem[] }>('/notifications/all', { requireAuth: true }).then(
      ({ data }) => setItems(data.message.slice(0, 10)),
      () => setItems([]),
    );
  return (
    <Dropdown label={t('nav.notifications')} button={<Bell aria-hidden size={20} />} onOpen={load}>
      {(close) =>
        items.length === 0 ? (
          <p className={styles.menuEmpty}>{t('nav.noNotifications')}</p>
        ) : (
          <ul className={styles.menuList}>
            {items.map((n) => (
              <li key={n._id}>
                <Link to={n.link} onClick={close}>
                  {n.read === 'no' && <span className={styles.unreadDot} aria-hidden />}
                  {n.message}
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </Dropdown>
  );
}
