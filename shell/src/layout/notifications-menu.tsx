// The header's notifications dropdown (spec §2, §4): the bell shows a dot while something is unread;
// opening it lists the newest and marks them seen; a click marks one viewed and follows its link. Follow
// notifications offer Follow / Following, a request Approve. New ones arrive live (the socket, via the bus).
import { Suspense, useEffect, useState } from 'react';
import { Bell } from 'lucide-react';
import { Loader, bus, formatNumber, lazyPage, sessionStore, useStore, useTranslation } from '@kala/shared';
import type { AppNotification } from '@kala/shared/contracts/notifications';
// Only the calls: the parts (icons, texts, actions, their styles) come with the panel.
import { notificationsApi } from '@kala/shared/notifications/api';
import { Dropdown } from './dropdown';
import own from './notifications-menu.module.css';

// The list (icons, texts, Follow / Approve) is drawn only when the menu opens: its code comes when a pointer
// or focus reaches the bell, not with every page's first paint (as the user menu's links, user-menu.tsx).
const NotificationsPanel = lazyPage(() => import('./notifications-panel').then((m) => m.NotificationsPanel));

export function NotificationsMenu() {
  const { t, i18n } = useTranslation();
  const userId = useStore(sessionStore, (s) => s.user?._id ?? null);
  const [items, setItems] = useState<AppNotification[]>([]);
  const [unread, setUnread] = useState(0);
  const load = () =>
    notificationsApi.list().then(
      (list) => {
        setItems(list.notifications);
        setUnread(list.unread);
      },
      () => undefined,
    );

  useEffect(() => {
    if (!userId) return;
    void load();
    const live = bus.on('live:newNotification').subscribe(() => void load());
    // After a reconnection (a server process restarted): what arrived meanwhile.
    const back = bus.on('live:connected').subscribe(() => void load());
    return () => {
      live.unsubscribe();
      back.unsubscribe();
    };
  }, [userId]);

  const onOpen = () => {
    setUnread(0);
    void notificationsApi.makeSeen().then(load, () => undefined);
  };

  const label = unread > 0 ? `${t('nav.notifications')} (${formatNumber(unread, i18n.language)})` : t('nav.notifications');
  const bell = (
    <span className={own.bell}>
      <Bell aria-hidden size={20} />
      {unread > 0 && <span className={own.badge} data-testid="unread-dot" aria-hidden />}
    </span>
  );
  return (
    <Dropdown label={label} button={bell} onOpen={onOpen} onReach={NotificationsPanel.prefetch}>
      {(close) => (
        <Suspense fallback={<Loader />}>
          <NotificationsPanel items={items} onChange={() => void load()} onClose={close} />
        </Suspense>
      )}
    </Dropdown>
  );
}
