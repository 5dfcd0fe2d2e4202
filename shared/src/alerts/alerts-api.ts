// The alerts calls (server modules/alerts), for the button and the /alerts pages.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@kala/shared';
import { ALERTS_UNSUBSCRIBE_URL, ALERTS_URL, type Alert, type AlertCriteria } from './index';

const auth = { requireAuth: true } as const;
const one = (id: string) => `${ALERTS_URL}/${encodeURIComponent(id)}`;

export const alertsApi = {
  list: async () => (await api.get<{ message: Alert[] }>(ALERTS_URL, auth)).data.message,
  create: async (criteria: AlertCriteria) => (await api.post<{ message: string }>(ALERTS_URL, criteria, auth)).data.message,
  pause: async (id: string) => (await api.post<{ message: string }>(`${one(id)}/pause`, undefined, auth)).data.message,
  resume: async (id: string) => (await api.post<{ message: string }>(`${one(id)}/resume`, undefined, auth)).data.message,
  remove: async (id: string) => (await api.post<{ message: string }>(`${one(id)}/delete`, undefined, auth)).data.message,
  unsubscribe: async (token: string) => (await api.post<{ message: string }>(ALERTS_UNSUBSCRIBE_URL, { token })).data.message,
};

export const alertKeys = { list: (viewer: string | null) => ['alerts', viewer, 'list'] as const };

export const alertQueries = {
  list: (viewer: string | null) => queryOptions({ queryKey: alertKeys.list(viewer), queryFn: alertsApi.list }),
};
