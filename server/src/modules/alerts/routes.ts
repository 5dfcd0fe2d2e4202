// Alert calls under {api} = /api (issue 25 §4): signed-in, but the unsubscribe link of a mail.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ALERT_CODED } from '@kala/shared/alerts';
import { textFields } from '../../lib/http-error';
import { perAddress, perUser } from '../../lib/rate-limits';
import { authenticate, userOf } from '../../lib/session';
import { createAlert, deleteAlert, listAlerts, setActive } from './alerts';
import { resubscribe, unsubscribe } from './digest';
import { alertSchemas as s } from './schemas';

const alertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { writeMax, windowMs } = app.config.rateLimit;
  const auth = { preValidation: authenticate };
  const writes = { ...auth, preHandler: perUser(app, 'alerts', writeMax, windowMs) };

  app.get('/alerts', { ...auth, schema: s.list }, async (req) => ({ status: 'success', message: await listAlerts(app.db, userOf(req).id) }));

  app.post('/alerts', { ...writes, schema: s.create }, async (req) => {
    const userId = userOf(req).id;
    const id = await createAlert(app.db, userId, req.body);
    await resubscribe(app.db, userId);
    return { status: 'success', ...textFields(ALERT_CODED.created), id };
  });

  app.post('/alerts/:id/pause', { ...writes, schema: s.pause }, async (req) => {
    await setActive(app.db, userOf(req).id, req.params.id, false);
    return { status: 'success', ...textFields(ALERT_CODED.paused) };
  });
  app.post('/alerts/:id/resume', { ...writes, schema: s.resume }, async (req) => {
    await setActive(app.db, userOf(req).id, req.params.id, true);
    return { status: 'success', ...textFields(ALERT_CODED.resumed) };
  });
  app.post('/alerts/:id/delete', { ...writes, schema: s.remove }, async (req) => {
    await deleteAlert(app.db, userOf(req).id, req.params.id);
    return { status: 'success', ...textFields(ALERT_CODED.deleted) };
  });

  app.post('/alerts/unsubscribe', { schema: s.unsubscribe, config: perAddress(writeMax, windowMs) }, async (req) => {
    await unsubscribe(app.db, app.config.jwtSecret, req.body.token);
    return { status: 'success', ...textFields(ALERT_CODED.unsubscribed) };
  });
};

export default alertRoutes;
