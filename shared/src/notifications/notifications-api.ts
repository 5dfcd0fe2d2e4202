// The notification calls (spec §7.5), used by the shell's header dropdown and the /notifications page.
import { api } from '@kala/shared';
import type { AppNotification } from '../contracts/notifications';

export interface NotificationList {
  notifications: AppNotification[];
  unread: number;
}

const auth = { requireAuth: true } as const;

export const notificationsApi = {
  list: async (): Promise<NotificationList> => {
    const { data } = await api.get<{ message: AppNotification[]; unread: number }>('/notifications/all', auth);
    return { notifications: data.message, unread: data.unread };
  },
  /** Opening the list: the unread dot goes. */
  makeSeen: () => api.post('/notifications/makeseen', undefined, auth),
  makeViewed: (id: string) => api.post('/notifications/makeviewed', { notificationID: id }, auth),
  makeAllViewed: () => api.post('/notifications/makeallviewed', undefined, auth),
  clear: () => api.post('/notifications/clear', undefined, auth),
  approveFollow: (id: string) => api.post('/user/approvefollow', { notification: id }, auth),
};
