import { useInfiniteQuery } from '@tanstack/react-query';
import { useViewerId } from '@kala/shared';
import { chat, chatKeys } from '../api/chat-api';
import { useChatLive } from '../api/use-chat-live';

/**
 * The viewer's rooms a page at a time, kept current by the live events: each event fetches the pages shown
 * again, from the first, each after the one before's last room, so a room that moved up is not listed twice.
 */
export function useRooms() {
  const viewer = useViewerId();
  useChatLive();
  return useInfiniteQuery({
    queryKey: chatKeys.rooms(viewer),
    queryFn: ({ pageParam }) => chat.rooms(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: !!viewer,
  });
}
