// The artwork page's calls (docs/api/catalogue.md, Artwork page) under {api} = /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { perUser } from '../../lib/rate-limits';
import { authenticate, currentUserId, userOf } from '../../lib/session';
import { addComment, countView, listComments, similarWorks, toggleLike, viewerKey } from './interactions';
import { artworkPageSchemas as s } from './schemas';

const artworkPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preValidation: authenticate };
  const { writeMax, commentMax, windowMs } = app.config.rateLimit;

  app.post('/product/:slug/view', { schema: s.view }, async (req) => {
    const viewer = viewerKey(await currentUserId(req), req.ip, req.headers['user-agent'] ?? '', app.config.jwtSecret);
    return { status: 'success', views: await countView(app.db, req.params.slug, viewer) };
  });

  app.post('/like/product/:productId', { ...auth, preHandler: perUser(app, 'like', writeMax, windowMs), schema: s.like }, async (req) => ({
    status: 'success',
    ...(await toggleLike(app.db, userOf(req).id, req.params.productId)),
  }));

  app.get('/v2/artwork/comments/:productId/:total', { schema: s.comments }, async (req) => {
    const { comments, total } = await listComments(app.db, req.params.productId, req.params.total);
    return { status: 'success', message: comments, total };
  });

  // Both comment paths share one count.
  const commentLimit = perUser(app, 'comment', commentMax, windowMs);
  for (const path of ['/v2/artwork/comment/new', '/v2/user-art/comment/new']) {
    app.post(path, { ...auth, preHandler: commentLimit, schema: s.newComment }, async (req) => ({
      status: 'success',
      message: await addComment(app.db, userOf(req).id, req.body.product, req.body.comment),
    }));
  }

  app.get('/products/similar/:slug', { schema: s.similar }, async (req) => {
    const { artworks, total } = await similarWorks(app.db, req.params.slug, req.query.skip, req.query.limit);
    return { status: 'success', message: artworks, total };
  });

  app.post('/products/similar', { schema: s.similarPost }, async (req) => {
    const { artworks, total } = await similarWorks(app.db, req.body.slug, req.body.skip ?? req.query.skip, req.body.limit ?? req.query.limit);
    return { status: 'success', message: artworks, total };
  });
};

export default artworkPageRoutes;
