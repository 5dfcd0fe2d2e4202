// Reads the session user again after a change of role or profile, so the header follows at once.
import { authApi, session, type User } from '@kala/shared';

export async function refreshSessionUser(): Promise<User> {
  const { data } = await authApi.post<{ user: User }>('/authenticate', undefined, { requireAuth: true });
  session.setUser(data.user);
  return data.user;
}
