// The header's messages icon (spec §4), lit while a room holds a message the user has not read: the count
// comes with the socket's refreshHeaderMessage (on connecting and after every change). The chime for a
// message in another room is the socket's own (shell/src/live/message-chime.ts), loaded with it.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MessageCircle } from 'lucide-react';
import { ROUTES, bus, formatNumber, useTranslation } from '@kala/shared';
import own from './notifications-menu.module.css';

export function MessagesLink({ className }: { className: string }) {
  const { t, i18n } = useTranslation();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    const counts = bus.on('live:refreshHeaderMessage').subscribe((p) => setUnread(p.unread));
    return () => counts.unsubscribe();
  }, []);
  return (
    <Link to={ROUTES.inbox} className={className} aria-label={unread > 0 ? `${t('nav.messages')} (${formatNumber(unread, i18n.language)})` : t('nav.messages')}>
      <span className={own.bell}>
        <MessageCircle aria-hidden size={20} />
        {unread > 0 && <span className={own.badge} data-testid="messages-light" aria-hidden />}
      </span>
    </Link>
  );
}
