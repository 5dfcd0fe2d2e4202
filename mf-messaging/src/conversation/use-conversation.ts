import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, useViewerId } from '@kala/shared';
import type { ChatMessage } from '@kala/shared/contracts/chat';
import { chat, chatKeys } from '../api/chat-api';

/** The room and its messages, 20 a page back in time (Load More), oldest first on screen. */
export function useConversation(roomId: string) {
  const viewer = useViewerId();
  const room = useQuery({ queryKey: chatKeys.room(viewer, roomId), queryFn: () => chat.room(roomId), enabled: !!viewer });
  const pages = useInfiniteQuery({
    queryKey: chatKeys.messages(viewer, roomId),
    queryFn: ({ pageParam }) => chat.messages(roomId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * PAGE_SIZE.messages < last.total ? all.length + 1 : undefined),
    enabled: !!viewer,
  });
  // Newer pages come first; a message that moved a page while new ones arrived is shown once.
  const seen = new Set<string>();
  const messages: ChatMessage[] = [];
  for (const page of [...(pages.data?.pages ?? [])].reverse()) {
    for (const m of page.messages) if (!seen.has(m._id) && seen.add(m._id)) messages.push(m);
  }
  return { room, pages, messages };
}
