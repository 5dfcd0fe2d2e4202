// Profiles, follower lists, removing a follower, initiate follows and blocks (spec §7.2, §7.5) under /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MSG_CODED } from '@kala/shared/messages';
import { ACCOUNT_CODED } from '@kala/shared/contracts/people/errors';
import { isArtistRole } from '@kala/shared/constants';
import { textFields } from '../../lib/http-error';
import { perUser } from '../../lib/rate-limits';
import { authenticate, currentUserId, requireUser, userOf } from '../../lib/session';
import { blockUser, unblockUser } from './blocks';
import { initiateFollows, removeFollower } from './follows';
import { findProfile, listPeople, userIdOf, type PeopleList } from './people';
import { peopleSchemas as s } from './schemas';

const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preValidation: authenticate };
  const limited = (name: string) => ({ preHandler: perUser(app, name, app.config.rateLimit.writeMax, app.config.rateLimit.windowMs) });

  // One person (spec §7.2): by slug under three names, by id under one; the answer and refusals are the same.
  for (const path of ['/user/getbyslug/:slug', '/artist/:slug', '/user/:slug']) {
    app.get(path, { schema: s.profile }, async (req) => ({ status: 'success', message: await findProfile(app.db, await currentUserId(req), { slug: req.params.slug }) }));
  }
  app.get('/user/get/:id', { schema: s.profileById }, async (req) => ({ status: 'success', message: await findProfile(app.db, await currentUserId(req), { id: req.params.id }) }));

  // Someone's list with ?user=, else the caller's own (which needs a login).
  const whose = async (req: FastifyRequest<{ Querystring: { user?: string } }>) => {
    const viewer = await currentUserId(req);
    if (req.query.user) return userIdOf(app.db, viewer, req.query.user);
    return (await requireUser(req)).id;
  };
  const lists: [string, PeopleList][] = [['/user/follower', 'followers'], ['/user/following', 'following']];
  for (const [path, list] of lists) {
    app.get(path, { schema: s.list }, async (req) => ({ status: 'success', message: await listPeople(app.db, await whose(req), list) }));
  }
  app.get('/blocklist', { ...auth, schema: s.blocklist }, async (req) => ({ status: 'success', message: await listPeople(app.db, userOf(req).id, 'blocked') }));

  // The spec does not give the method; a change of state is a POST (GET kept for the spec's clients).
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/user/removeFollower/:id',
      ...auth,
      ...limited('remove-follower'),
      schema: s.removeFollower,
      handler: async (req) => {
        await removeFollower(app.db, userOf(req).id, req.params.id);
        return { status: 'success', ...textFields(MSG_CODED.followerDeleted) };
      },
    });
  }

  app.post('/user/initiatefollows', { ...auth, ...limited('initiate-follows'), schema: s.initiate }, async (req) => ({
    status: 'success',
    followed: await initiateFollows(app.db, userOf(req).id, req.body.follows),
  }));

  app.patch('/block/user/:id', { ...auth, ...limited('block'), schema: s.block }, async (req) => {
    await blockUser(app.db, userOf(req).id, req.params.id);
    const role = (await app.db.one<{ role: number }>('select role from users where id = $1', [req.params.id]))?.role ?? 0;
    return { status: 'success', ...textFields(isArtistRole(role) ? ACCOUNT_CODED.artistBlocked : ACCOUNT_CODED.userBlocked) };
  });

  app.patch('/unblock/user/:id', { ...auth, ...limited('block'), schema: s.block }, async (req) => {
    await unblockUser(app.db, userOf(req).id, req.params.id);
    return { status: 'success', ...textFields(ACCOUNT_CODED.unblocked) };
  });
};

export default peopleRoutes;
