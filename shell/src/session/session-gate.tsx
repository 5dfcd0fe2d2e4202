// Session bootstrap (spec §4): a cookie token is authenticated at start (by the server as it wrote the page,
// else here); success stores the user, failure clears the session. A loader shows while refreshing.
import { useEffect, type ReactNode } from 'react';
import { Loader, authApi, session, sessionStore, useStore, type User } from '@kala/shared';

export async function authenticateSession(): Promise<void> {
  // Known already when the server checked the token as it wrote the page (the session store read it there).
  if (!session.token() || !sessionStore.get().refreshing) return;
  try {
    const { data } = await authApi.post<{ status: string; user: User }>('/authenticate', undefined, { requireAuth: true });
    session.setUser(data.user);
  } catch {
    session.logout();
  }
}

export function SessionGate({ children }: { children: ReactNode }) {
  const refreshing = useStore(sessionStore, (s) => s.refreshing);
  useEffect(() => {
    void authenticateSession();
  }, []);
  return refreshing ? <Loader /> : <>{children}</>;
}
