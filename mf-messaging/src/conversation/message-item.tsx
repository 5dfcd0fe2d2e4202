import { srcSetOf, useViewerId } from '@kala/shared';
import type { ChatMessage } from '@kala/shared/contracts/chat';
import { useDates } from '@kala/shared/dates';
import { useShortTime } from '../i18n/short-time';
import { useMessagingT } from '../i18n/messaging-i18n';
import styles from './conversation.module.css';

/** One message: a line of its own for join/left, else a bubble (mine on the right) with its time, and 'Seen'. */
export function MessageItem({ message, showName, seen }: { message: ChatMessage; showName: boolean; seen: boolean }) {
  const { t } = useMessagingT();
  const viewer = useViewerId();
  const dates = useDates();
  const shortTime = useShortTime();
  const name = message.postedBy.name;
  if (message.messageType === 'join' || message.messageType === 'left') {
    return <li className={styles.system}>{t(message.messageType === 'join' ? 'inbox.joined' : 'inbox.left', { name })}</li>;
  }
  const mine = message.postedBy._id === viewer;
  const size = message.image?.sizes.find((s) => s.sizeName === 'gallery') ?? message.image?.sizes[0];
  return (
    <li className={`${styles.message} ${mine ? styles.mine : ''}`}>
      {showName && !mine && <span className={styles.sender}>{name}</span>}
      {message.image && size ? (
        <img
          className={styles.picture}
          src={message.message}
          srcSet={srcSetOf(message.image)}
          sizes="(max-width: 480px) 70vw, 320px"
          width={size.width}
          height={size.height}
          alt={t('chat.image', { name })}
        />
      ) : (
        <p className={styles.bubble}>{message.message}</p>
      )}
      <time className={styles.time} dateTime={message.createdAt} title={dates.date(message.createdAt, { withTime: true })}>
        {shortTime(message.createdAt)}
      </time>
      {seen && <span className={styles.seen}>{t('chat.seen')}</span>}
    </li>
  );
}
