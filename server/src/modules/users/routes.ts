// Follow calls (spec §7.5) and the studio lists (spec §7.2) under {api} = /api.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@kala/shared/messages';
import { authenticate, currentUserId, userOf } from '../auth/current-user';
import { cancelRequest, checkFollow, follow, unfollow } from './follows';
import { followSchemas, studioSchemas } from './schemas';
import { listStudios, recommendedStudios, trendingStudios, type StudioSort } from './studios';

type ArtistRequest = FastifyRequest<{ Body: { artist: string } }>;

export default async function userRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preValidation: authenticate };

  app.post('/secure/followartist', { ...auth, schema: followSchemas.follow }, async (req: ArtistRequest, reply) => {
    const status = await follow(app.db, userOf(req).id, req.body.artist);
    return reply.send({ status });
  });

  app.post<{ Body: { artist: string } }>('/secure/unfollowartist', { ...auth, schema: followSchemas.unfollow }, async (req) => {
    await unfollow(app.db, userOf(req).id, req.body.artist);
    return { status: 'success', message: MSG.unfollowed };
  });

  app.post<{ Body: { artist: string } }>('/user/checkfollow', { ...auth, schema: followSchemas.check }, async (req) => ({
    status: 'success',
    message: await checkFollow(app.db, userOf(req).id, req.body.artist),
  }));

  app.post<{ Body: { artist: string } }>('/user/cancelrequest', { ...auth, schema: followSchemas.cancel }, async (req) => {
    await cancelRequest(app.db, userOf(req).id, req.body.artist);
    return { status: 'success' };
  });

  app.get<{ Querystring: { sortby?: StudioSort; category?: string; skip?: number; limit?: number } }>('/artists/sortable', { schema: studioSchemas.sortable }, async (req) => {
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
}
