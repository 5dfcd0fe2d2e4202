// The calls of profiles, follower lists and blocks (spec §7.2 one person, §7.5) and their query keys.
import { api, PAGE_SIZE, type PersonCard, type Profile } from '@kala/shared';
import type { Artwork } from '@kala/shared/contracts/catalogue';

export type PeopleList = 'followers' | 'following' | 'blocked';

export const peopleKeys = {
  all: ['people'] as const,
  profile: (viewer: string | null, slug: string) => ['people', 'profile', viewer, slug] as const,
  works: (viewer: string | null, id: string) => ['people', 'works', viewer, id] as const,
  list: (viewer: string | null, list: PeopleList, slug: string | null) => ['people', list, viewer, slug] as const,
};

const enc = encodeURIComponent;
const auth = { requireAuth: true } as const;

export const fetchProfile = async (slug: string): Promise<Profile> => (await api.get<{ message: Profile }>(`/user/getbyslug/${enc(slug)}`)).data.message;

export async function fetchWorks(id: string, skip: number, signal?: AbortSignal): Promise<{ artworks: Artwork[]; total: number }> {
  const { data } = await api.get<{ message: Artwork[]; total: number }>(`/user/gallery/${enc(id)}`, { params: { skip, limit: PAGE_SIZE.artistWorks }, signal });
  return { artworks: data.message, total: data.total };
}

const LIST_PATHS: Record<PeopleList, string> = { followers: '/user/follower', following: '/user/following', blocked: '/blocklist' };

/** Someone's followers or followings by slug; the blocked list is always the viewer's own. */
export async function fetchPeople(list: PeopleList, slug: string | null): Promise<PersonCard[]> {
  const params = slug ? { user: slug } : undefined;
  return (await api.get<{ message: PersonCard[] }>(LIST_PATHS[list], { params, requireAuth: !slug })).data.message;
}

export const removeFollower = async (id: string): Promise<string> => (await api.post<{ message: string }>(`/user/removeFollower/${enc(id)}`, undefined, auth)).data.message;
export const blockUser = async (id: string): Promise<string> => (await api.patch<{ message: string }>(`/block/user/${enc(id)}`, undefined, auth)).data.message;
export const unblockUser = async (id: string): Promise<string> => (await api.patch<{ message: string }>(`/unblock/user/${enc(id)}`, undefined, auth)).data.message;
