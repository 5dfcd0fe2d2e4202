// The studio lists (spec §7.2: studios list, 'Studios to follow') under {api} = /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUserId, userOf } from '../../lib/session';
import { studioSchemas } from './schemas';
import { listStudios, recommendedStudios, trendingStudios } from './studios';

const studioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preValidation: authenticate };

  app.get('/artists/sortable', { schema: studioSchemas.sortable }, async (req) => {
    // Optional auth: a bad or missing token simply means no followState.
    const { studios, total } = await listStudios(app.db, { ...req.query, viewerId: await currentUserId(req) });
    return { status: 'success', message: studios, total };
  });

  app.get('/studios/recommended', { ...auth, schema: studioSchemas.recommended }, async (req) => ({
    status: 'success',
    studios: await recommendedStudios(app.db, userOf(req).id),
  }));

  app.get('/studios/tofollow', { ...auth, schema: studioSchemas.toFollow }, async (req) => ({
    status: 'success',
    result: await trendingStudios(app.db, userOf(req).id),
  }));
};

export default studioRoutes;
