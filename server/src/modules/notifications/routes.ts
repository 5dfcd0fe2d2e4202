// Notification calls (spec §7.5) under {api} = /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG_CODED } from '@kala/shared/messages';
import { isUuid } from '../../lib/ids';
import { notFound, textFields } from '../../lib/http-error';
import { authenticate, userOf } from '../../lib/session';
import { clearNotifications, listNotifications, markAllViewed, markSeen, markViewed } from './notifications';
import { notificationSchemas as s } from './schemas';

const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preValidation: authenticate };

  app.get('/notifications/all', { ...auth, schema: s.all }, async (req) => {
    const { notifications, unread } = await listNotifications(app.db, userOf(req).id);
    return { status: 'success', message: notifications, unread };
  });

  app.post('/notifications/makeseen', { ...auth, schema: s.seen }, async (req) => {
    await markSeen(app.db, userOf(req).id);
    return { status: 'success' };
  });

  app.post('/notifications/makeviewed', { ...auth, schema: s.viewed }, async (req) => {
    const id = req.body.notificationID;
    if (!isUuid(id) || !(await markViewed(app.db, userOf(req).id, id))) throw notFound();
    return { status: 'success' };
  });

  app.post('/notifications/makeallviewed', { ...auth, schema: s.allViewed }, async (req) => {
    await markAllViewed(app.db, userOf(req).id);
    return { status: 'success' };
  });

  app.post('/notifications/clear', { ...auth, schema: s.clear }, async (req) => {
    await clearNotifications(app.db, userOf(req).id);
    return { status: 'success', ...textFields(MSG_CODED.notificationsCleared) };
  });
};

export default notificationRoutes;
