// The header's messages icon (spec §4), lit while a room holds a message the user has not read: the count
// comes with the socket's refreshHeaderMessage (on connecting and after every change). The chime for a
// message in another room is the socket's own (shell/src/live/message-chime.ts), loaded with it.
import { Link } from 'react-router-dom';
import { MessageCircle } from 'lucide-react';
import { ROUTES, formatNumber, useStore, useTranslation } from '@kala/shared';
import { unreadRooms } from '../live/unread-rooms';
import own from './notifications-menu.module.css';

export function MessagesLink({ className }: { className: string }) {
  const { t, i18n } = useTranslation();
  const unread = useStore(unreadRooms);
  return (
    <Link to={ROUTES.inbox} className={className} aria-label={unread > 0 ? `${t('nav.messages')} (${formatNumber(unread, i18n.language)})` : t('nav.messages')}>
      <span className={own.bell}>
        <MessageCircle aria-hidden size={20} />
        {unread > 0 && <span className={own.badge} data-testid="messages-light" aria-hidden />}
      </span>
    </Link>
  );
}
