// Follow calls (spec §7.5) under {api} = /api. Follows and requests are announced to the artist.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG_CODED } from '@kala/shared/messages';
import { profilePath } from '@kala/shared/routing';
import { textFields } from '../../lib/http-error';
import { perUser } from '../../lib/rate-limits';
import { authenticate, userOf } from '../../lib/session';
import { approveRequest, cancelRequest, checkFollow, follow, unfollow } from './follows';
import { followSchemas } from './schemas';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preValidation: authenticate };
  const { writeMax, windowMs } = app.config.rateLimit;
  const limited = (name: string) => ({ preHandler: perUser(app, name, writeMax, windowMs) });

  // The artist hears of a follow or a request (notifications module); undoing it takes the notice back.
  const followNotice = (kind: 'follow' | 'followRequest', followerId: string, artistId: string) => ({ recipient: artistId, kind, subject: followerId, sender: followerId });
  const followerLink = async (followerId: string) => {
    const person = await app.db.one<{ slug: string; role: number; picture: string | null }>('select slug, role, picture from users where id = $1', [followerId]);
    return { link: person ? profilePath(person) : '/', image: person?.picture ?? null };
  };

  app.post('/secure/followartist', { ...auth, ...limited('follow'), schema: followSchemas.follow }, async (req) => {
    const followerId = userOf(req).id;
    const { status, artistId, created } = await follow(app.db, followerId, req.body.artist);
    if (created) await app.notifier.notify({ ...followNotice(status === 'success' ? 'follow' : 'followRequest', followerId, artistId), ...(await followerLink(followerId)) });
    return { status };
  });

  app.post('/secure/unfollowartist', { ...auth, ...limited('unfollow'), schema: followSchemas.unfollow }, async (req) => {
    const followerId = userOf(req).id;
    const artistId = await unfollow(app.db, followerId, req.body.artist);
    await app.notifier.retract(followNotice('follow', followerId, artistId));
    await app.notifier.retract(followNotice('followRequest', followerId, artistId));
    return { status: 'success', ...textFields(MSG_CODED.unfollowed) };
  });

  app.post('/user/approvefollow', { ...auth, ...limited('approve-follow'), schema: followSchemas.approve }, async (req) => {
    const artistId = userOf(req).id;
    const followerId = await approveRequest(app.db, artistId, req.body.notification);
    await app.notifier.notify({ ...followNotice('follow', followerId, artistId), ...(await followerLink(followerId)) });
    return { status: 'success' };
  });

  app.post('/user/checkfollow', { ...auth, schema: followSchemas.check }, async (req) => ({
    status: 'success',
    message: await checkFollow(app.db, userOf(req).id, req.body.artist),
  }));

  app.post('/user/cancelrequest', { ...auth, ...limited('cancel-follow'), schema: followSchemas.cancel }, async (req) => {
    const followerId = userOf(req).id;
    const artistId = await cancelRequest(app.db, followerId, req.body.artist);
    await app.notifier.retract(followNotice('followRequest', followerId, artistId));
    return { status: 'success' };
  });
};

export default userRoutes;
