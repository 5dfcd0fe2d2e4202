import { useEffect, useRef } from 'react';
import { bus, sessionStore, useStore } from '@kala/shared';
import { syncServerCart } from './cart-api';

/**
 * Mounted once by the remote's root: brings the server cart into the shared store when the remote mounts
 * with a logged-in user, when the session check at start finishes, and on every 'session:login' (which first
 * moves what a guest put in the cookie cart into the server cart).
 */
export function useServerCartSync(): void {
  const userId = useStore(sessionStore, (s) => s.user?._id ?? null);
  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (!userId) {
      synced.current = null;
      return;
    }
    if (synced.current === userId) return;
    synced.current = userId;
    void syncServerCart();
  }, [userId]);
  useEffect(() => {
    const subscription = bus.on('session:login').subscribe(() => void syncServerCart({ mergeGuestCart: true }));
    return () => subscription.unsubscribe();
  }, []);
}
