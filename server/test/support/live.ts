// A socket.io client of the live endpoint, for tests.
import { io as connect, type Socket } from 'socket.io-client';

/** A socket of `token`'s user, resolved once connected (rejected when the server refuses it). */
export function liveSocket(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { path: '/live/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
