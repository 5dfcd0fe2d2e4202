import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Avatar, Button, ErrorPanel, Heading, Loader, PAGE_SIZE, bus, showSnack, useDocumentTitle, useViewerId } from '@kala/shared';
import { RelativeTime } from '@kala/shared/remote-kit';
import { NotificationActions, NotificationIcon, NotificationRepeats, groupRepeats, notificationsApi, useNotificationText, type NotificationEntry } from '@kala/shared/notifications';
import { useSocialT } from '../i18n/social-i18n';
import styles from './notifications-page.module.css';

const key = (viewer: string | null) => ['notifications', viewer] as const;

/**
 * 'Your Notifications' (spec §2, §4): the newest 100, 15 at a time. Opening marks them seen; clicking one
 * marks it viewed and follows its link; Mark all as read; the clear icon empties the list. New ones arrive
 * live over the page's one socket (relayed on the bus by the shell).
 */
export function NotificationsPage() {
  const { t } = useSocialT();
  const viewer = useViewerId();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<number>(PAGE_SIZE.notifications);
  const list = useQuery({ queryKey: key(viewer), queryFn: notificationsApi.list, enabled: !!viewer });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key(viewer) });
  useDocumentTitle(t('notifications.title'));

  useEffect(() => {
    if (!viewer) return;
    void notificationsApi.makeSeen();
    const live = bus.on('live:newNotification').subscribe(refresh);
    return () => live.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewer]);

  const act = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) showSnack(done, { type: 'success' });
    } catch {
      showSnack(t('msg.notificationsFailed'), { type: 'error' });
    }
    refresh();
  };

  if (!viewer || list.isPending) return <Loader />;
  if (list.isError) return <ErrorPanel onRetry={() => void list.refetch()} detail={t('notifications.loadFailed')} />;
  const items = groupRepeats(list.data.notifications);

  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <Heading level={1} className={styles.title}>
          {t('notifications.title')}
        </Heading>
        {items.length > 0 && (
          <div className={styles.tools}>
            <Button variant="link" onClick={() => void act(notificationsApi.makeAllViewed)}>
              {t('notifications.markAll')}
            </Button>
            <button type="button" className={styles.clear} aria-label={t('notifications.clear')} title={t('notifications.clear')} onClick={() => void act(notificationsApi.clear, t('msg.notificationsCleared'))}>
              <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
              </svg>
            </button>
          </div>
        )}
      </header>
      {items.length === 0 ? (
        <p className={styles.empty}>{t('notifications.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.slice(0, shown).map((n) => (
            <NotificationRow key={n._id} notification={n} onChange={refresh} />
          ))}
        </ul>
      )}
      {items.length > shown && (
        <Button variant="secondary" onClick={() => setShown((s) => s + PAGE_SIZE.notifications)}>
          {t('notifications.more')}
        </Button>
      )}
    </section>
  );
}

function NotificationRow({ notification: n, onChange }: { notification: NotificationEntry; onChange: () => void }) {
  const text = useNotificationText();
  const navigate = useNavigate();
  const open = async () => {
    await Promise.all(n.ids.map((id) => notificationsApi.makeViewed(id).catch(() => undefined)));
    onChange();
    navigate(n.link);
  };
  return (
    <li className={styles.item} data-unread={n.read === 'no' || undefined} data-testid="notification">
      <span className={styles.who}>
        <Avatar name={n.sender.name} picture={n.sender.picture} size={40} />
        <NotificationIcon notification={n} />
      </span>
      <a
        href={n.link}
        className={styles.link}
        onClick={(e) => {
          e.preventDefault();
          void open();
        }}
      >
        <span>
          {text(n)}
          <NotificationRepeats count={n.repeats} />
        </span>
        <RelativeTime iso={n.created} className={styles.time} />
      </a>
      {n.read !== 'viewed' && <span className={styles.dot} aria-hidden="true" />}
      <NotificationActions notification={n} onChange={onChange} />
    </li>
  );
}
