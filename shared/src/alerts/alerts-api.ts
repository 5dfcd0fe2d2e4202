// The alerts calls (server modules/alerts), for the button and the /alerts pages.
import { queryOptions } from '@tanstack/react-query';
import { api, type Worded } from '@kala/shared';
import { ALERTS_UNSUBSCRIBE_URL, ALERTS_URL, type Alert, type AlertCriteria } from './index';

const auth = { requireAuth: true } as const;
const one = (id: string) => `${ALERTS_URL}/${encodeURIComponent(id)}`;

export const alertsApi = {
  list: async () => (await api.get<{ message: Alert[] }>(ALERTS_URL, auth)).data.message,
  create: async (criteria: AlertCriteria) => (await api.post<Worded>(ALERTS_URL, criteria, auth)).data,
  pause: async (id: string) => (await api.post<Worded>(`${one(id)}/pause`, undefined, auth)).data,
  resume: async (id: string) => (await api.post<Worded>(`${one(id)}/resume`, undefined, auth)).data,
  remove: async (id: string) => (await api.post<Worded>(`${one(id)}/delete`, undefined, auth)).data,
  unsubscribe: async (token: string) => (await api.post<Worded>(ALERTS_UNSUBSCRIBE_URL, { token })).data,
};

export const alertKeys = { list: (viewer: string | null) => ['alerts', viewer, 'list'] as const };

export const alertQueries = {
  list: (viewer: string | null) => queryOptions({ queryKey: alertKeys.list(viewer), queryFn: alertsApi.list }),
};
