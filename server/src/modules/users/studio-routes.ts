// Becoming an artist (spec §7.5) under /api: POST /users/become-artist (multipart) and /users/validatecode.
// Its own plugin: the studio request's 2 MB picture limit applies to these routes only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { STUDIO_REQUEST_LIMITS } from '@kala/shared/constants';
import { MSG_CODED } from '@kala/shared/messages';
import { ACCOUNT_CODED } from '@kala/shared/contracts/people/errors';
import { HttpError, textFields } from '../../lib/http-error';
import { perUser } from '../../lib/rate-limits';
import { MessageEnvelope, answers } from '../../lib/schemas';
import { authenticate, userOf } from '../../lib/session';
import { MULTIPART_LIMITS, readMultipart } from '../media/upload';
import { redeemCode, requestStudio } from './studio';

const security = [{ jwt: [] }];
const tags = ['studio request'];

async function readRequestForm(req: FastifyRequest) {
  try {
    return await readMultipart(req, ['images[]', 'images']);
  } catch (err) {
    throw err instanceof HttpError && err.statusCode === 413 ? new HttpError(413, 'error', MSG_CODED.studioImageTooLarge) : err;
  }
}

const studioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { ...MULTIPART_LIMITS, files: STUDIO_REQUEST_LIMITS.images, fileSize: STUDIO_REQUEST_LIMITS.imageBytes },
    throwFileSizeLimit: true,
  });
  const auth = { preValidation: authenticate };
  const limited = { preHandler: perUser(app, 'studio-request', app.config.rateLimit.uploadMax, app.config.rateLimit.windowMs) };

  app.post(
    '/users/become-artist',
    {
      ...auth,
      ...limited,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: "multipart: `images[]` (.jpg or .png by content, each under 2 MB, at most 6) and `message` (About Yourself, required). 409 'already-exist' while a request waits; 400 for an artist.",
        response: answers(MessageEnvelope, 400, 401, 409, 413),
      },
    },
    async (req) => {
      await requestStudio(app.db, app.storage, userOf(req), await readRequestForm(req));
      app.live.toAdmins('admin-queue', { kind: 'studioRequest' });
      return { status: 'success', ...textFields(ACCOUNT_CODED.studioRequestSent) };
    },
  );

  app.post(
    '/users/validatecode',
    {
      ...auth,
      ...limited,
      schema: {
        tags,
        security,
        description: 'Redeems a single-use artist code: the caller becomes an artist. 400 for an unknown or used code.',
        body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: answers(MessageEnvelope, 400, 401),
      },
    },
    async (req) => {
      await redeemCode(app.db, userOf(req), req.body.code);
      return { status: 'success', ...textFields(ACCOUNT_CODED.artistCodeVerified) };
    },
  );
};

export default studioRoutes;
