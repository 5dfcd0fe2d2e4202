// The typed event bus: the one way remotes and the shell talk besides the shared stores.
import { Subject, filter, map, type Observable } from 'rxjs';
import type { ChatBlock, ChatMessage, ChatSeen, ChatUnread } from '../contracts/chat';
import type { AppNotification } from '../contracts/notifications';
import type { User } from '../contracts/people';
import type { FollowCheck } from '../follow/follow-button';

/** Every event on the bus and its payload. Add new events here so both sides stay typed. */
export interface BusEvents {
  'session:login': { user: User };
  'session:logout': undefined;
  /** The shell relays socket events under these names (one socket per page). */
  'live:newNotification': AppNotification;
  'live:receive-message': ChatMessage;
  'live:refreshHeaderMessage': ChatUnread;
  'live:message-seen': ChatSeen;
  'live:room-block': ChatBlock;
  /** The operators' queue changed (a new report, a new studio request): the console refetches its counts. */
  'live:admin-queue': { kind: 'report' | 'studioRequest' };
  /** The socket (re)connected: what was missed while offline is fetched again. */
  'live:connected': undefined;
  /** A remote sends an event over the page's one socket (the shell owns it). */
  'live:send': { event: 'read-message'; payload: { room: string } };
  /**
   * A work was uploaded, edited or deleted. Each remote has its own query cache: every one of them marks its
   * answers stale (a profile's works in mf-social after a delete in mf-catalogue), see createQueryClient.
   */
  'works:changed': undefined;
  /**
   * The server accepted a follow, unfollow, request or cancel (or already had the follow): every remote writes
   * it into its cached copies of that person (a studios list in mf-catalogue, a profile in mf-social), see
   * createQueryClient. `delta` moves their follower count.
   */
  'follow:changed': { artistId: string; state: FollowCheck; delta: number };
  /** A remote asks the shell to navigate (outside a remote's own router). */
  navigate: { to: string; replace?: boolean };
}

export type BusEventName = keyof BusEvents;
interface BusMessage<K extends BusEventName = BusEventName> {
  type: K;
  payload: BusEvents[K];
}

const subject = new Subject<BusMessage>();

export const bus = {
  emit<K extends BusEventName>(type: K, ...payload: BusEvents[K] extends undefined ? [] : [BusEvents[K]]): void {
    subject.next({ type, payload: payload[0] as BusEvents[K] });
  },
  on<K extends BusEventName>(type: K): Observable<BusEvents[K]> {
    return subject.pipe(
      filter((m): m is BusMessage<K> => m.type === type),
      map((m) => m.payload),
    );
  },
};

export type Bus = typeof bus;
