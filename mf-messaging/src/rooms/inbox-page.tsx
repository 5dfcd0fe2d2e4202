import { useState } from 'react';
import { Button, Heading, useDocumentTitle } from '@kala/shared';
import { WhenLoaded } from '@kala/shared/remote-kit';
import { useMessagingT } from '../i18n/messaging-i18n';
import { NewGroupDialog } from './new-group-dialog';
import { RoomList } from './room-list';
import { useRooms } from './use-rooms';
import styles from './rooms.module.css';

/** The rooms, or what to do when there are none: the inbox, or a smaller column beside the `current` room. */
export function RoomsPanel({ current }: { current?: string }) {
  const { t } = useMessagingT();
  const rooms = useRooms();
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="chat-rooms-title">
      <div className={styles.header}>
        <Heading level={1} size={current === undefined ? 'page' : 'section'} id="chat-rooms-title" className={styles.title}>
          {t('inbox.title')}
        </Heading>
        <Button variant="secondary" size="small" onClick={() => setCreating(true)} disabled={!rooms.data}>
          {t('inbox.newGroup')}
        </Button>
      </div>
      <WhenLoaded query={rooms}>{(list) => (list.length === 0 ? <p className={styles.empty}>{t('inbox.empty')}</p> : <RoomList rooms={list} current={current} />)}</WhenLoaded>
      {creating && rooms.data && <NewGroupDialog rooms={rooms.data} onClose={() => setCreating(false)} />}
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
