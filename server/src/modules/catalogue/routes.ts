// Catalogue calls of spec §7.2 under {api} = /api. Listing variants are aliases of one handler.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@kala/shared/messages';
import { notFound } from '../../lib/http-error';
import { currentUserId } from '../auth/current-user';
import { findArtworkBySlug } from './artworks';
import { listCategories } from './categories';
import { listArtworks } from './listing';
import { schemas, type ListingQuerystring } from './schemas';

type ListingRequest = FastifyRequest<{ Params: { cat?: string }; Querystring: ListingQuerystring }>;

export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  app.get('/categories', { schema: schemas.categories }, async () => ({ status: 'success', message: await listCategories(app.db) }));
  app.get('/categories/sorted', { schema: schemas.categories }, async () => ({
    status: 'success',
    message: await listCategories(app.db, true),
  }));

  const listing = (store: boolean) => async (req: ListingRequest) => {
    const { artworks, total } = await listArtworks(app.db, {
      ...req.query,
      cat: req.params.cat ?? 'all',
      store,
      // Optional auth: a bad or missing token simply means no personal ordering.
      userId: req.query.orderby === 'recommended' ? await currentUserId(req) : null,
    }, app.catalogueCache);
    return { status: 'success', message: artworks, total };
  };
  for (const path of ['/v2/products/category/:cat', '/products/category/:cat']) {
    app.get(path, { schema: schemas.listing }, listing(false));
  }
  app.get('/store/:cat', { schema: schemas.listing }, listing(true));
  app.get('/store', { schema: schemas.store }, listing(true));

  app.get('/product/:slug', { schema: schemas.product }, async (req: FastifyRequest<{ Params: { slug: string } }>) => {
    const artwork = await findArtworkBySlug(app.db, req.params.slug);
    if (!artwork) throw notFound(MSG.artworkUnavailable);
    return { status: 'success', message: artwork };
  });
}
