// Becoming an artist (spec §7.5): the studio request and the artist code.
import { api } from '@kala/shared';

const auth = { requireAuth: true } as const;

export async function sendStudioRequest(images: File[], message: string): Promise<string> {
  const body = new FormData();
  body.append('message', message);
  for (const image of images) body.append('images[]', image);
  return (await api.post<{ message: string }>('/users/become-artist', body, auth)).data.message;
}

export const validateCode = async (code: string): Promise<string> => (await api.post<{ message: string }>('/users/validatecode', { code }, auth)).data.message;
