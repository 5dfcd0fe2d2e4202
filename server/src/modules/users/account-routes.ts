// The account calls (spec §7.5) under /api: GET /user/profile, GET /user/shippingInfo, POST /user/update.
// Its own plugin: the profile pictures' 2 MB limit applies to these routes only (ADR 0009).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { PROFILE_LIMITS } from '@kala/shared/constants';
import { SHIPPING_FIELDS } from '@kala/shared/rules';
import { ACCOUNT_CODED } from '@kala/shared/contracts/people/errors';
import { withValues } from '@kala/shared/errors';
import { MSG_CODED } from '@kala/shared/messages';
import { HttpError, notFound, textFields } from '../../lib/http-error';
import { perUser } from '../../lib/rate-limits';
import { CodedFields, answers } from '../../lib/schemas';
import { authenticate, userOf } from '../../lib/session';
import { MULTIPART_LIMITS, readMultipart } from '../media/upload';
import { PROFILE_FILE_FIELDS, shippingDetails, updateProfile } from './account';
import { findUserJson } from './repository';

const security = [{ jwt: [] }];
const tags = ['account'];
const MB = PROFILE_LIMITS.coverBytes / (1024 * 1024);

async function readProfileForm(req: FastifyRequest) {
  try {
    return await readMultipart(req, PROFILE_FILE_FIELDS);
  } catch (err) {
    throw err instanceof HttpError && err.statusCode === 413 ? new HttpError(413, 'error', withValues(MSG_CODED.imageTooLarge, { n: MB })) : err;
  }
}

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, files: PROFILE_FILE_FIELDS.length, fileSize: PROFILE_LIMITS.coverBytes }, throwFileSizeLimit: true });
  const auth = { preValidation: authenticate };
  const me = async (req: FastifyRequest) => {
    const user = await findUserJson(app.db, userOf(req).id);
    if (!user) throw notFound();
    return user;
  };

  app.get('/user/profile', { ...auth, schema: { tags, security, response: answers(Type.Object({ status: Type.Literal('success'), message: Type.Ref('User') }), 401) } }, async (req) => ({
    status: 'success',
    message: await me(req),
  }));

  app.get(
    '/user/shippingInfo',
    {
      ...auth,
      schema: {
        tags,
        security,
        description: "The basic details (spec §7.5): every shipping field; name and email are the account's until others are saved.",
        response: answers(Type.Object({ status: Type.Literal('success'), message: Type.Object(Object.fromEntries(SHIPPING_FIELDS.map((f) => [f, Type.String()]))) }), 401),
      },
    },
    async (req) => ({ status: 'success', message: shippingDetails(await me(req)) }),
  );

  app.post(
    '/user/update',
    {
      ...auth,
      preHandler: perUser(app, 'profile-update', app.config.rateLimit.uploadMax, app.config.rateLimit.windowMs),
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description:
          'multipart: `picture`, `cover` (images by content, ≤ 2 MB each), `removePicture=true`, `name`, `info.dob` (MM/DD/YYYY), `info.address`, `info.biography`, `info.achievements`, `info.categories` (ids, repeated), `settings.private`, `shippingInfo.*` (all checked once any is filled). The email is read-only.',
        response: answers(Type.Object({ status: Type.Literal('success'), message: Type.String(), ...CodedFields, user: Type.Ref('User') }), 400, 401, 413),
      },
    },
    async (req) => {
      await updateProfile(app.db, app.storage, userOf(req).id, await readProfileForm(req));
      return { status: 'success', ...textFields(ACCOUNT_CODED.profileUpdated), user: await me(req) };
    },
  );
};

export default accountRoutes;
