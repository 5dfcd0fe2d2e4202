// The header's messages icon (spec §4): lit while a room holds a message the user has not read (the
// socket's refreshHeaderMessage count), and a short sound for a message arriving in a room that is not
// the one on screen. The sound's code is a chunk fetched on the first such message.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MessageCircle } from 'lucide-react';
import { ROUTES, bus, pathTo, useTranslation, useViewerId } from '@kala/shared';
import own from './notifications-menu.module.css';

export function MessagesLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const viewer = useViewerId();
  const { pathname } = useLocation();
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    const counts = bus.on('live:refreshHeaderMessage').subscribe((p) => setUnread(p.unread));
    return () => counts.unsubscribe();
  }, []);
  useEffect(() => {
    const arrivals = bus.on('live:receive-message').subscribe((m) => {
      const here = pathname === pathTo('messages', { to: m.room });
      if (m.postedBy._id !== viewer && !here && (m.messageType === 'text' || m.messageType === 'image')) {
        void import(/* webpackChunkName: "message-sound" */ './message-sound').then((s) => s.playMessageSound());
      }
    });
    return () => arrivals.unsubscribe();
  }, [pathname, viewer]);

  return (
    <Link to={ROUTES.inbox} className={className} aria-label={unread > 0 ? `${t('nav.messages')} (${unread})` : t('nav.messages')}>
      <span className={own.bell}>
        <MessageCircle aria-hidden size={20} />
        {unread > 0 && <span className={own.badge} data-testid="messages-light" aria-hidden />}
      </span>
    </Link>
  );
}
