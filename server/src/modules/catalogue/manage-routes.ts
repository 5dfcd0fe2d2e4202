// Upload, edit and delete (spec §7.4) under {api} = /api: artist roles /artwork/…, user roles /user/….
// Multipart is accepted only by these routes, with the per-image limits of @kala/shared.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MSG_CODED } from '@kala/shared/messages';
import { textFields } from '../../lib/http-error';
import { perUser } from '../../lib/rate-limits';
import { authenticate, userOf } from '../../lib/session';
import { MULTIPART_LIMITS, readMultipart } from '../media/upload';
import { FILE_FIELDS, checkAuthor, checkFamily, deleteArtwork, editArtwork, uploadArtwork, type ManageDeps } from './manage';
import { manageSchemas } from './schemas';

const manageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  const auth = { preValidation: authenticate };
  // Uploads and edits are image work: one count per user across both families, checked before the body is read.
  const uploads = { preHandler: perUser(app, 'artwork-upload', app.config.rateLimit.uploadMax, app.config.rateLimit.windowMs) };
  const deps = (req: FastifyRequest): ManageDeps => ({ db: app.db, storage: app.storage, log: req.log });

  const families = [
    { family: 'artist', upload: '/artwork/upload', edit: '/artwork/edit/:id', remove: '/artwork/delete/:id' },
    { family: 'user', upload: '/user/upload', edit: '/user/edit/:id', remove: '/user/del/:id' },
  ] as const;

  for (const f of families) {
    app.post(f.upload, { ...auth, ...uploads, schema: manageSchemas.upload }, async (req) => {
      const user = userOf(req);
      checkFamily(user.role, f.family);
      const form = await readMultipart(req, FILE_FIELDS);
      const productSlug = await uploadArtwork(deps(req), user.id, form);
      app.catalogueEvents.emit('published', productSlug);
      return { status: 'success', ...textFields(MSG_CODED.artworkUploaded), data: { productSlug } };
    });

    app.post(f.edit, { ...auth, ...uploads, schema: manageSchemas.edit }, async (req) => {
      const user = userOf(req);
      checkFamily(user.role, f.family);
      await checkAuthor(app.db, req.params.id, user.id);
      const form = await readMultipart(req, FILE_FIELDS);
      const productSlug = await editArtwork(deps(req), user.id, req.params.id, form);
      return { status: 'success', ...textFields(MSG_CODED.artworkUpdated), data: { productSlug } };
    });

    app.post(f.remove, { ...auth, schema: manageSchemas.remove }, async (req) => {
      const user = userOf(req);
      checkFamily(user.role, f.family);
      await checkAuthor(app.db, req.params.id, user.id);
      await deleteArtwork(deps(req), user.id, req.params.id);
      return { status: 'success', ...textFields(MSG_CODED.artworkDeleted) };
    });
  }
};

export default manageRoutes;
