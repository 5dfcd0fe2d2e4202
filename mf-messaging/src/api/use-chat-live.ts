// The chat's live events, as the shell relays them from the page's one socket: every chat query of the
// viewer is fetched again when something changes, and after a reconnection (what was missed while offline).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bus, useViewerId } from '@kala/shared';

export function useChatLive(): void {
  const viewer = useViewerId();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!viewer) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['chat', viewer] });
    const subscriptions = [
      bus.on('live:receive-message').subscribe(refresh),
      bus.on('live:message-seen').subscribe(refresh),
      // A block or unblock by the other member: the conversation shows it (and its send box) at once.
      bus.on('live:room-block').subscribe(refresh),
      bus.on('live:connected').subscribe(refresh),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [viewer, queryClient]);
}

/** Tells the server (over the shell's socket) that the viewer has seen the room. */
export const markSeen = (room: string): void => bus.emit('live:send', { event: 'read-message', payload: { room } });
