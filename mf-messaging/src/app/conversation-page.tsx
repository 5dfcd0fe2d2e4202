// /messages/:to (spec §2): `to` is a room the viewer is in, or a person (the profile's Message button): for a
// person the one-to-one room is opened or made (rooms/init) and the URL becomes the room's. Someone who
// cannot be found: 'Something went wrong' and back to the inbox; a block between the two: its message. Desktop: rooms on the left, the chat on
// the right; phones: the chat alone, with a way back.
import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError, blockMessage, Loader, MSG_CODED, pathTo, showSnack, useViewerId } from '@kala/shared';
import { chat, chatKeys } from '../api/chat-api';
import { Conversation } from '../conversation/conversation';
import { RoomsPanel } from '../rooms/inbox-page';
import styles from './conversation-page.module.css';

/**
 * The room `to` names: itself when the viewer is in it (then kept as the conversation's room query, which so
 * asks nothing: the page's answer was used here), else the one-to-one room with that person.
 */
async function roomOf(viewer: string, to: string, queryClient: QueryClient): Promise<string> {
  try {
    const room = await chat.room(to);
    queryClient.setQueryData(chatKeys.room(viewer, room._id), room);
    return room._id;
  } catch (err) {
    if (!(err instanceof ApiError) || err.httpStatus !== 404) throw err;
    return chat.init(viewer, to);
  }
}

export function ConversationPage() {
  const { to = '' } = useParams();
  const viewer = useViewerId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const target = useQuery({ queryKey: ['chat', viewer, 'target', to], queryFn: () => roomOf(viewer!, to, queryClient), enabled: !!viewer, retry: false, staleTime: Infinity });

  useEffect(() => {
    if (target.data && target.data !== to) navigate(pathTo('messages', { to: target.data }), { replace: true });
    // Only a room that could not be found at all sends the reader back: a failed refetch (every live event
    // asks again) keeps the conversation, and what is being typed in it.
    if (target.isError && target.data === undefined) {
      showSnack(blockMessage(target.error) ?? MSG_CODED.somethingWrong, { type: 'error' });
      navigate(pathTo('inbox'), { replace: true });
    }
  }, [target.data, target.isError, target.error, to, navigate]);

  const roomId = target.data === to ? to : null;
  return (
    <div className={styles.layout}>
      <aside className={styles.rooms}>
        <RoomsPanel current={roomId ?? ''} />
      </aside>
      <div className={styles.chat}>{roomId ? <Conversation key={roomId} roomId={roomId} /> : <Loader />}</div>
    </div>
  );
}
