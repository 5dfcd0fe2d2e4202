// Home, search and liked artworks (docs/api/catalogue.md) under {api} = /api.
import { MSG } from '@kala/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isBlank } from '@kala/shared/rules';
import { badRequest } from '../../lib/http-error';
import { authenticate, userOf } from '../auth/current-user';
import { featuredWorks, followedWorks, homeSlides, popularWorks, recommendedWorks } from './home';
import { likedArtworks } from './interactions';
import { homeSchemas, likedSchemas, searchSchemas } from './schemas';
import { search } from './search';

/** Not in @kala/shared/messages yet (see the issue 3 report). */

export default async function discoveryRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preValidation: authenticate };

  app.get('/slider/home-slider', { schema: homeSchemas.slider }, async () => ({ status: 'success', slides: await homeSlides(app.db) }));

  app.get('/products/getfeatured', { schema: homeSchemas.featured }, async () => ({ status: 'success', result: await featuredWorks(app.db) }));

  app.get<{ Params: { categoryId: string } }>('/products/popular/:categoryId', { schema: homeSchemas.popular }, async (req) => ({
    status: 'success',
    message: await popularWorks(app.db, req.params.categoryId),
  }));

  app.get('/products/recommended', { ...auth, schema: homeSchemas.recommended }, async (req) => ({
    status: 'success',
    result: await recommendedWorks(app.db, userOf(req).id),
  }));

  app.get('/products/followed', { ...auth, schema: homeSchemas.followed }, async (req) => ({
    status: 'success',
    result: await followedWorks(app.db, userOf(req).id),
  }));

  const searchHandler = async (req: FastifyRequest<{ Params: { term?: string } }>) => {
    const term = req.params.term ?? '';
    if (isBlank(term)) throw badRequest(MSG.searchTermEmpty);
    return { status: 'success', ...(await search(app.db, term, app.catalogueCache)) };
  };
  app.get('/search/:term', { schema: searchSchemas.search }, searchHandler);

  app.get<{ Params: { slug: string } }>('/artworks/liked/:slug', { ...auth, schema: likedSchemas.bySlug }, async (req) => ({
    status: 'success',
    message: await likedArtworks(app.db, { slug: req.params.slug }),
  }));

  app.get('/artworks/liked', { ...auth, schema: likedSchemas.mine }, async (req) => ({
    status: 'success',
    message: await likedArtworks(app.db, { id: userOf(req).id }),
  }));

}
