import { useMemo, useState } from 'react';
import { Button, ErrorPanel, Heading, Loader, useDocumentTitle } from '@kala/shared';
import type { ChatRoom } from '@kala/shared/contracts/chat';
import { InfiniteListEnd, nextPages } from '@kala/shared/remote-kit';
import { useMessagingT } from '../i18n/messaging-i18n';
import { NewGroupDialog } from './new-group-dialog';
import { RoomList } from './room-list';
import { useRooms } from './use-rooms';
import styles from './rooms.module.css';

/** The rooms of the pages loaded, each once (a page read after a room moved up may list it again). */
function roomsOf(pages: { rooms: ChatRoom[] }[] | undefined): ChatRoom[] | undefined {
  if (!pages) return undefined;
  const seen = new Set<string>();
  return pages.flatMap((page) => page.rooms).filter((room) => !seen.has(room._id) && seen.add(room._id));
}

/** The rooms, or what to do when there are none: the inbox, or a smaller column beside the `current` room. */
export function RoomsPanel({ current }: { current?: string }) {
  const { t } = useMessagingT();
  const query = useRooms();
  const rooms = useMemo(() => roomsOf(query.data?.pages), [query.data]);
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="chat-rooms-title">
      <div className={styles.header}>
        <Heading level={1} size={current === undefined ? 'page' : 'section'} id="chat-rooms-title" className={styles.title}>
          {t('inbox.title')}
        </Heading>
        <Button variant="secondary" size="small" onClick={() => setCreating(true)} disabled={!rooms}>
          {t('inbox.newGroup')}
        </Button>
      </div>
      {!rooms ? (
        query.isError ? <ErrorPanel onRetry={() => void query.refetch()} /> : <Loader />
      ) : rooms.length === 0 ? (
        <p className={styles.empty}>{t('inbox.empty')}</p>
      ) : (
        <>
          <RoomList rooms={rooms} current={current} />
          <InfiniteListEnd loaded={rooms.length} {...nextPages(query)} failedText={t('inbox.moreFailed')} sentinelTestId="rooms-sentinel" />
        </>
      )}
      {/* The people of the conversations loaded (the newest pages) are whom a group can be made with. */}
      {creating && rooms && <NewGroupDialog rooms={rooms} onClose={() => setCreating(false)} />}
    </section>
  );
}

/** /inbox: 'Messages', the conversations newest first (spec §2). */
export function InboxPage() {
  const { t } = useMessagingT();
  useDocumentTitle(t('inbox.title'));
  return (
    <div className={styles.page}>
      <RoomsPanel />
    </div>
  );
}
