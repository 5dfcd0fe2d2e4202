import { Link } from 'react-router-dom';
import { Avatar, pathTo, useViewerId } from '@kala/shared';
import type { ChatRoom } from '@kala/shared/contracts/chat';
import { useDates } from '@kala/shared/dates';
import { useShortTime } from '../i18n/short-time';
import { useMessagingT } from '../i18n/messaging-i18n';
import styles from './rooms.module.css';

/** What a row says of the last message: its text, 'Image', or who joined or left. */
function useLastLine() {
  const { t } = useMessagingT();
  const viewer = useViewerId();
  return (room: ChatRoom): string => {
    const last = room.lastMessage;
    if (!last) return '';
    const who = last.from === viewer ? t('inbox.you') : last.fromName;
    if (last.messageType === 'join') return t('inbox.joined', { name: who });
    if (last.messageType === 'left') return t('inbox.left', { name: who });
    const text = last.messageType === 'image' ? t('inbox.image') : last.message;
    return room.type === 'group' || last.from === viewer ? `${who}: ${text}` : text;
  };
}

/** The picture of a room: the other person's, or the group's initial. */
export function RoomAvatar({ room, size }: { room: ChatRoom; size: number }) {
  const viewer = useViewerId();
  const other = room.type === 'normal' ? room.participants.find((p) => p._id !== viewer) : undefined;
  return <Avatar name={room.name} picture={other?.picture ?? null} size={size} />;
}

/** The viewer's conversations, newest first; each row opens its room (spec §2 Messages list). */
export function RoomList({ rooms, current }: { rooms: ChatRoom[]; current?: string }) {
  const { t } = useMessagingT();
  const lastLine = useLastLine();
  const dates = useDates();
  const shortTime = useShortTime();
  return (
    <ul className={styles.list} aria-label={t('inbox.list')}>
      {rooms.map((room) => (
        <li key={room._id}>
          <Link
            to={pathTo('messages', { to: room._id })}
            className={[styles.row, room._id === current && styles.current, room.unread && styles.unread].filter(Boolean).join(' ')}
            aria-current={room._id === current ? 'page' : undefined}
          >
            <RoomAvatar room={room} size={44} />
            <span className={styles.text}>
              <span className={styles.name}>{room.name}</span>
              <span className={styles.last}>{lastLine(room)}</span>
            </span>
            <span className={styles.meta}>
              <time dateTime={room.updatedAt} title={dates.date(room.updatedAt, { withTime: true })}>
                {shortTime(room.updatedAt)}
              </time>
              {room.unread && (
                <span className={styles.dot} data-testid="room-unread">
                  <span className="kala-visually-hidden">{t('inbox.unread')}</span>
                </span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
