// The studio lists (spec §7.2: studios list, 'Studios to follow') under {api} = /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answerJson, sendJsonText } from '../../lib/json-text';
import { authenticate, currentUserId } from '../../lib/session';
import { forViewer } from './for-viewer';
import { studioSchemas } from './schemas';
import { listStudios, recommendedStudios, trendingStudios } from './studios';

const studioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preValidation: authenticate };

  app.get('/artists/sortable', { schema: studioSchemas.sortable }, async (req, reply) => {
    // Optional auth: a bad or missing token simply means no followState.
    const { studios, total } = await listStudios(app.db, { ...req.query, viewerId: await currentUserId(req) });
    return sendJsonText(reply, answerJson({ status: 'success', total }, 'message', studios));
  });

  app.get('/studios/recommended', { ...auth, schema: studioSchemas.recommended }, forViewer('studios', recommendedStudios));

  app.get('/studios/tofollow', { ...auth, schema: studioSchemas.toFollow }, forViewer('result', trendingStudios));
};

export default studioRoutes;
