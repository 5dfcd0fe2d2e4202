import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button, buttonClass, confirmDialog, ErrorPanel, Heading, Loader, pathTo, showSnack, useDocumentTitle, useViewerId, type Worded } from '@kala/shared';
import type { ChatRoom } from '@kala/shared/contracts/chat';
import { chat } from '../api/chat-api';
import { markSeen } from '../api/use-chat-live';
import { CHAT_CODED } from '@kala/shared/contracts/chat/errors';
import { useMessagingT } from '../i18n/messaging-i18n';
import { MessageItem } from './message-item';
import { SendBox } from './send-box';
import { useConversation } from './use-conversation';
import styles from './conversation.module.css';

/** Block / Unblock for a one-to-one room (only the blocker unblocks), Leave for a group (spec §4). */
function RoomAction({ room }: { room: ChatRoom }) {
  const { t } = useMessagingT();
  const viewer = useViewerId()!;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const act = async (ask: { title: string; message: string } | null, call: () => Promise<unknown>, done: Worded, failed: Worded, after?: () => void) => {
    if (ask && !(await confirmDialog({ ...ask, yesLabel: t('common.yes'), noLabel: t('common.no') }))) return;
    try {
      await call();
      showSnack(done, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['chat', viewer] });
      after?.();
    } catch {
      showSnack(failed, { type: 'error' });
    }
  };
  if (room.left) return null;
  if (room.type === 'group') {
    const leave = () => act({ title: t('chat.leaveTitle'), message: t('chat.leaveText') }, () => chat.leave(room._id, viewer), CHAT_CODED.chatLeft, CHAT_CODED.chatLeaveFailed, () => navigate(pathTo('inbox')));
    return (
      <Button variant="secondary" size="small" onClick={() => void leave()}>
        {t('chat.leave')}
      </Button>
    );
  }
  if (room.isBlocked && room.blockBy !== viewer) return null;
  // A block of the person (privacy) is undone there, not in the room.
  if (room.personBlocked) {
    return (
      <Link to={pathTo('privacy')} className={buttonClass({ variant: 'secondary', size: 'small' })}>
        {t('chat.unblockInPrivacy')}
      </Link>
    );
  }
  const toggle = room.isBlocked
    ? () => act(null, () => chat.unblock(room._id, viewer), CHAT_CODED.chatUnblocked, CHAT_CODED.chatUnblockFailed)
    : () => act({ title: t('chat.blockTitle'), message: t('chat.blockText') }, () => chat.block(room._id, viewer), CHAT_CODED.chatBlocked, CHAT_CODED.chatBlockFailed);
  return (
    <Button variant="secondary" size="small" onClick={() => void toggle()}>
      {room.isBlocked ? t('chat.unblock') : t('chat.block')}
    </Button>
  );
}

/** What stands in place of the send box when the viewer cannot write here. */
function closedNotice(room: ChatRoom, viewer: string | null, t: (key: string) => string): string | null {
  if (room.left) return t('chat.youLeft');
  if (!room.isBlocked) return null;
  return room.blockBy === viewer ? t('msg.chatUnblockToSend') : t('msg.chatCannotSend');
}

/** A room: its name and action, the messages as a live log (Load More back in time), the send box. */
export function Conversation({ roomId }: { roomId: string }) {
  const { t } = useMessagingT();
  const viewer = useViewerId();
  const { room, pages, messages } = useConversation(roomId);
  const log = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?._id;
  useDocumentTitle(room.data?.name ?? '', t('inbox.title'));

  // Opening the room, and every new message while it is open, marks it seen; the newest stays in view.
  // The scroll waits for the frame: read in the commit's task, the log's height forced the whole page's layout
  // there (22–130 ms at 4× CPU on a first visit); in the frame it is the layout the browser does anyway, before
  // anything is painted.
  useEffect(() => {
    if (!newestId) return;
    markSeen(roomId);
    const frame = requestAnimationFrame(() => log.current?.scrollTo({ top: log.current.scrollHeight }));
    return () => cancelAnimationFrame(frame);
  }, [roomId, newestId]);

  if (room.isPending || pages.isPending) return <Loader />;
  // A failed refetch keeps what is shown (and the send box's text): only a room never loaded is an error.
  if (!room.data || !pages.data) return <ErrorPanel onRetry={() => void Promise.all([room.refetch(), pages.refetch()])} />;
  const r = room.data;
  const notice = closedNotice(r, viewer, t);
  // 'Seen' under my newest message once someone else has read it.
  const lastMine = [...messages].reverse().find((m) => m.postedBy._id === viewer && (m.messageType === 'text' || m.messageType === 'image'));
  const seenId = lastMine?.seen.some((id) => id !== viewer) ? lastMine._id : null;

  return (
    <section className={styles.chat} aria-labelledby="chat-title">
      <header className={styles.top}>
        <Link to={pathTo('inbox')} className={styles.back} aria-label={t('chat.back')}>
          <ArrowLeft aria-hidden size={20} />
        </Link>
        <div className={styles.heading}>
          <Heading level={2} id="chat-title" className={styles.name}>
            {r.name}
          </Heading>
          {r.type === 'group' && <span className={styles.members}>{t('group.members', { count: r.participants.length })}</span>}
        </div>
        <RoomAction room={r} />
      </header>
      <div ref={log} className={styles.log} role="log" aria-live="polite" aria-label={t('chat.log', { name: r.name })} tabIndex={0}>
        {pages.hasNextPage && (
          <Button variant="link" className={styles.more} disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {t('chat.loadMore')}
          </Button>
        )}
        <ol className={styles.messages}>
          {messages.map((m) => (
            <MessageItem key={m._id} message={m} showName={r.type === 'group'} seen={m._id === seenId} />
          ))}
        </ol>
      </div>
      {notice ? <p className={styles.notice}>{notice}</p> : <SendBox roomId={roomId} />}
    </section>
  );
}
