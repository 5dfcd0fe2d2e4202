// Becoming an artist (spec §7.5): the studio request and the artist code.
import { api, UPLOAD_TIMEOUT_MS, type Profile } from '@kala/shared';

const auth = { requireAuth: true } as const;

export async function sendStudioRequest(images: File[], message: string): Promise<string> {
  const body = new FormData();
  body.append('message', message);
  for (const image of images) body.append('images[]', image);
  return (await api.post<{ message: string }>('/users/become-artist', body, { ...auth, timeout: UPLOAD_TIMEOUT_MS })).data.message;
}

export const validateCode = async (code: string): Promise<string> => (await api.post<{ message: string }>('/users/validatecode', { code }, auth)).data.message;

/** 'pending' while the viewer's studio request waits for the operator (the own profile says so), else null. */
export const studioRequestOf = async (ownSlug: string): Promise<Profile['studioRequest']> =>
  (await api.get<{ message: Profile }>(`/user/getbyslug/${encodeURIComponent(ownSlug)}`, auth)).data.message.studioRequest;
