// The page's one realtime connection (spec §4, §7.7): opened once the session is authenticated, closed at
// logout, its events relayed onto the bus (`live:<event>`) for the header and every remote. socket.io's
// client is a chunk of its own, loaded only then: the shell's first load does not carry it (ADR 0007).
import { bus, sessionStore, type BusEvents } from '@kala/shared';
import type { Socket } from 'socket.io-client';

const RELAYED = ['newNotification', 'receive-message', 'refreshHeaderMessage', 'message-seen', 'room-block', 'admin-queue'] as const;
export const LIVE_PATH = '/live/socket.io';

let socket: Socket | null = null;
let connectedToken: string | null = null;
/** What remotes sent before the socket existed (its chunk still loading): sent once it does. */
let waiting: BusEvents['live:send'][] = [];

async function open(token: string, userId: string): Promise<void> {
  const [{ io }, { chimeForOtherRooms }, { refreshUserOnChange }] = await Promise.all([
    import(/* webpackChunkName: "live" */ 'socket.io-client'),
    import(/* webpackChunkName: "message-chime" */ './message-chime'),
    // With the chime's chunk (code of ours): in socket.io's "live" chunk it would push socket.io's client into
    // a vendor chunk of its own, which the size budget would count as first paint.
    import(/* webpackChunkName: "message-chime" */ './session-follow'),
  ]);
  // The session may have changed while the chunk loaded.
  if (sessionStore.get().token !== token || connectedToken === token) return;
  close();
  connectedToken = token;
  socket = io({ path: LIVE_PATH, transports: ['websocket', 'polling'], auth: { token } });
  for (const { event, payload } of waiting.splice(0)) socket.emit(event, payload);
  socket.on('connect', () => {
    socket?.emit('userlogin', userId);
    // A reconnection after time offline: listeners fetch what they missed.
    bus.emit('live:connected');
  });
  // The server's payloads are the bus's: relayed as they come (the bus types them per event).
  const relay = bus.emit as (type: `live:${(typeof RELAYED)[number]}`, payload: unknown) => void;
  for (const event of RELAYED) socket.on(event, (payload: unknown) => relay(`live:${event}`, payload));
  chimeForOtherRooms(socket, userId);
  refreshUserOnChange(socket, token);
}

function close(): void {
  socket?.disconnect();
  socket = null;
  connectedToken = null;
}

/** Follows the session: a logged-in user gets the socket, a logout closes it. Called once at start. */
export function startLive(): void {
  // Remotes send over the one socket through the bus; socket.io buffers while it is (re)connecting, and
  // what comes before it exists waits here (a conversation opened by a reload marks itself read at once).
  bus.on('live:send').subscribe((send) => {
    if (socket) socket.emit(send.event, send.payload);
    // Once each (a conversation's read, sent again at every message, is the same send).
    else if (sessionStore.get().token && !waiting.some((w) => JSON.stringify(w) === JSON.stringify(send))) waiting.push(send);
  });
  const follow = ({ token, user }: { token: string | null; user: { _id: string } | null }) => {
    if (token && user) void open(token, user._id).catch(() => undefined);
    else {
      // Signed out: what waited was that session's (a session still being read keeps it).
      if (!token) waiting = [];
      if (socket) close();
    }
  };
  follow(sessionStore.get());
  sessionStore.subscribe(follow);
}
