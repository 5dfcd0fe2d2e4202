// Edit Information's calls (spec §7.5): the own profile, the categories for styles, and the update.
import { api, type User } from '@kala/shared';

export const accountKeys = { me: (viewer: string | null) => ['account', 'me', viewer] as const, categories: ['account', 'categories'] as const };

const auth = { requireAuth: true } as const;

export const fetchMyProfile = async (): Promise<User> => (await api.get<{ message: User }>('/user/profile', auth)).data.message;

export const saveProfile = async (body: FormData): Promise<User> => (await api.post<{ user: User }>('/user/update', body, auth)).data.user;
