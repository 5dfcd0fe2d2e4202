// Opening a one-to-one conversation: a profile's Message (mf-social) and the inbox (mf-messaging) both make
// or find the room first, so the conversation's URL is always a room's.
// From the package: the page's one api client (session, errors); bundled with the remotes that use it.
import { chatApi } from '@kala/shared';

/** The one-to-one room of `sender` (the viewer) and `receiver`, made the first time: its id. */
export async function openChatRoom(sender: string, receiver: string): Promise<string> {
  const { data } = await chatApi.post<{ room?: { _id: string } }>('/rooms/init', { sender, receiver }, { requireAuth: true });
  return data.room!._id;
}
