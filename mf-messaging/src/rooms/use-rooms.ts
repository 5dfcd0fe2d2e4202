import { useQuery } from '@tanstack/react-query';
import { useViewerId } from '@kala/shared';
import { chat, chatKeys } from '../api/chat-api';
import { useChatLive } from '../api/use-chat-live';

/** The viewer's rooms, kept current by the live events. */
export function useRooms() {
  const viewer = useViewerId();
  useChatLive();
  return useQuery({ queryKey: chatKeys.rooms(viewer), queryFn: chat.rooms, enabled: !!viewer });
}
