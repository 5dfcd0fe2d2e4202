// The artwork page's calls (docs/api/catalogue.md, Artwork page) under {api} = /api.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, userOf } from '../auth/current-user';
import { addComment, countView, listComments, similarWorks, toggleLike } from './interactions';
import { artworkPageSchemas as s } from './schemas';

type SimilarQuery = { skip?: number; limit?: number };

export default async function artworkPageRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preValidation: authenticate };

  app.post<{ Params: { slug: string } }>('/product/:slug/view', { schema: s.view }, async (req) => ({
    status: 'success',
    views: await countView(app.db, req.params.slug),
  }));

  app.post<{ Params: { productId: string } }>('/like/product/:productId', { ...auth, schema: s.like }, async (req) => ({
    status: 'success',
    ...(await toggleLike(app.db, userOf(req).id, req.params.productId)),
  }));

  app.get<{ Params: { productId: string; total: number } }>(
    '/v2/artwork/comments/:productId/:total',
    { schema: s.comments },
    async (req) => {
      const { comments, total } = await listComments(app.db, req.params.productId, req.params.total);
      return { status: 'success', message: comments, total };
    },
  );

  const newComment = async (req: FastifyRequest<{ Body: { comment: string; product: string } }>) => ({
    status: 'success',
    message: await addComment(app.db, userOf(req).id, req.body.product, req.body.comment),
  });
  for (const path of ['/v2/artwork/comment/new', '/v2/user-art/comment/new']) app.post<{ Body: { comment: string; product: string } }>(path, { ...auth, schema: s.newComment }, newComment);

  app.get<{ Params: { slug: string }; Querystring: SimilarQuery }>('/products/similar/:slug', { schema: s.similar }, async (req) => {
    const { artworks, total } = await similarWorks(app.db, req.params.slug, req.query.skip, req.query.limit);
    return { status: 'success', message: artworks, total };
  });

  app.post<{ Body: { slug: string } & SimilarQuery; Querystring: SimilarQuery }>(
    '/products/similar',
    { schema: s.similarPost },
    async (req) => {
      const { artworks, total } = await similarWorks(app.db, req.body.slug, req.body.skip ?? req.query.skip, req.body.limit ?? req.query.limit);
      return { status: 'success', message: artworks, total };
    },
  );
}
