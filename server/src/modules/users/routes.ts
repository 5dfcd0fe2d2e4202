// Follow calls (spec §7.5) under {api} = /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '@kala/shared/messages';
import { perUser } from '../../lib/rate-limits';
import { authenticate, userOf } from '../../lib/session';
import { cancelRequest, checkFollow, follow, unfollow } from './follows';
import { followSchemas } from './schemas';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preValidation: authenticate };
  const { writeMax, windowMs } = app.config.rateLimit;
  const limited = (name: string) => ({ preHandler: perUser(app, name, writeMax, windowMs) });

  app.post('/secure/followartist', { ...auth, ...limited('follow'), schema: followSchemas.follow }, async (req) => ({
    status: await follow(app.db, userOf(req).id, req.body.artist),
  }));

  app.post('/secure/unfollowartist', { ...auth, ...limited('unfollow'), schema: followSchemas.unfollow }, async (req) => {
    await unfollow(app.db, userOf(req).id, req.body.artist);
    return { status: 'success', message: MSG.unfollowed };
  });

  app.post('/user/checkfollow', { ...auth, schema: followSchemas.check }, async (req) => ({
    status: 'success',
    message: await checkFollow(app.db, userOf(req).id, req.body.artist),
  }));

  app.post('/user/cancelrequest', { ...auth, ...limited('cancel-follow'), schema: followSchemas.cancel }, async (req) => {
    await cancelRequest(app.db, userOf(req).id, req.body.artist);
    return { status: 'success' };
  });
};

export default userRoutes;
