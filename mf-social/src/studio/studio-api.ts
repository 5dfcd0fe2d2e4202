// Becoming an artist (spec §7.5): the studio request and the artist code; and reading the session user
// again after a change of role or profile, so the header follows at once.
import { api, authApi, session, type User } from '@kala/shared';

const auth = { requireAuth: true } as const;

export async function sendStudioRequest(images: File[], message: string): Promise<string> {
  const body = new FormData();
  body.append('message', message);
  for (const image of images) body.append('images[]', image);
  return (await api.post<{ message: string }>('/users/become-artist', body, auth)).data.message;
}

export const validateCode = async (code: string): Promise<string> => (await api.post<{ message: string }>('/users/validatecode', { code }, auth)).data.message;

export async function refreshSessionUser(): Promise<User> {
  const { data } = await authApi.post<{ user: User }>('/authenticate', undefined, auth);
  session.setUser(data.user);
  return data.user;
}
