// An operator changed the account on the server (approved the studio, verified the email): the server says
// `session-changed` on the user's sockets and every open page fetches its user again, so the header turns
// into a studio's without a reload. Loaded with the socket, in the message-chime chunk: nothing of it is in the
// shell's first paint.
import type { Socket } from 'socket.io-client';
import { authApi, session, sessionStore, type User } from '@kala/shared';
import { SESSION_CHANGED_EVENT } from '@kala/shared/live-events';

export function refreshUserOnChange(socket: Socket, token: string): void {
  socket.on(SESSION_CHANGED_EVENT, () => {
    authApi.post<{ status: string; user: User }>('/authenticate', undefined, { requireAuth: true }).then(
      // Another login or a logout meanwhile: that session is not this one's to change.
      ({ data }) => sessionStore.get().token === token && session.setUser(data.user),
      // A failed refresh keeps the user as they were; the next load authenticates again.
      () => undefined,
    );
  });
}
