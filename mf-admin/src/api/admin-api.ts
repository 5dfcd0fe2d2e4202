// The console's calls (/api/admin, issue 23) and their query keys. Reads are queries; writes go through
// useAdminAction (a TanStack useMutation that refetches what it changed and says so).
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, showSnack, type ImageSet } from '@kala/shared';
import type { AdminPerson as Person, AuditEntry, OrderTimelineEntry, ReportedItem } from '@kala/shared/admin';

export type { AuditEntry, Person, ReportedItem };

export const adminKeys = {
  all: ['admin'] as const,
  summary: ['admin', 'summary'] as const,
  reports: ['admin', 'reports'] as const,
  studio: ['admin', 'studio'] as const,
  codes: ['admin', 'codes'] as const,
  exhibitions: ['admin', 'exhibitions'] as const,
  pictures: (slug: string) => ['admin', 'exhibitions', slug, 'pictures'] as const,
  orders: (q: Record<string, string>) => ['admin', 'orders', q] as const,
  order: (id: string) => ['admin', 'order', id] as const,
  people: (q: string) => ['admin', 'people', q] as const,
  person: (id: string) => ['admin', 'person', id] as const,
  audit: ['admin', 'audit'] as const,
};

export async function adminGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return (await api.get<{ data: T }>(`/admin${path}`, { signal })).data.data;
}

export async function adminPost<T = unknown>(path: string, body: object | FormData = {}): Promise<T> {
  return (await api.post<{ data: T }>(`/admin${path}`, body)).data.data;
}

export async function adminPatch(path: string, body: object): Promise<void> {
  await api.patch(`/admin${path}`, body);
}

export interface Summary {
  reports: number;
  studioRequests: number;
}

export interface StudioRequest {
  id: number;
  status: string;
  created: string;
  message: string;
  images: ImageSet[];
  applicant: { id: string; name: string; email: string; slug: string; picture: string | null; created: string; works: number };
}

export interface ArtistCode {
  code: string;
  created: string;
  expires: string | null;
  revoked: string | null;
  used: string | null;
  usedBy: { name: string; email: string; slug: string } | null;
}

export interface Show {
  slug: string;
  title: string;
  artist: string;
  description: string;
  starts: string;
  ends: string | null;
  published: boolean;
  explicit: boolean;
  state: 'draft' | 'upcoming' | 'current' | 'previous';
  works: number;
}

export interface ShowPicture {
  id: string;
  title: string;
  position: number;
  image: ImageSet;
}

export interface OrderRow {
  id: string;
  created: string;
  totalPaisa: number;
  method: string;
  buyer: string;
  buyerEmail: string;
  statuses: string;
  artists: string;
}

export interface OrderDetail extends OrderRow {
  items: { name: string; artist: string; qty: number; status: string; updated: string }[];
  payments: { provider: string; status: string; amountPaisa: number; created: string; settled: string | null }[];
  timeline: OrderTimelineEntry[];
}

export interface PersonDetail extends Person {
  reportsBy: { id: number; targetType: string; status: string; category: string; created: string }[];
  reportsAbout: { id: number; targetType: string; status: string; category: string; created: string }[];
  orders: { id: string; created: string; totalPaisa: number; method: string }[];
}

/** A write: busy and error state from the mutation; on success the console's data is refetched and `done` is shown. */
export function useAdminAction<V>(run: (vars: V) => Promise<unknown>, done: string | ((vars: V, result: unknown) => string), refetch: QueryKey = adminKeys.all) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, vars) => {
      showSnack(typeof done === 'function' ? done(vars, result) : done, { type: 'success' });
      await client.invalidateQueries({ queryKey: refetch });
    },
    onError: (error: Error) => showSnack(error, { type: 'error' }),
  });
}
