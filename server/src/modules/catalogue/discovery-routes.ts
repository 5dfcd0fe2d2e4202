// Home, search and liked artworks (docs/api/catalogue.md) under {api} = /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG_CODED } from '@kala/shared/messages';
import { isBlank } from '@kala/shared/rules';
import { badRequest } from '../../lib/http-error';
import { sendJsonText } from '../../lib/json-text';
import { authenticate, userOf } from '../../lib/session';
import { answerJson } from './cards';
import { worksForViewer } from './for-viewer';
import { featuredWorks, followedWorks, homeSlides, popularWorks, recommendedWorks } from './home';
import { likedArtworks } from './interactions';
import { homeSchemas, likedSchemas, searchSchemas } from './schemas';
import { search, searchWords } from './search';

const discoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preValidation: authenticate };

  app.get('/slider/home-slider', { schema: homeSchemas.slider }, async () => ({ status: 'success', slides: await homeSlides(app.db) }));

  // Lists of works are JSON text, read as cards (cards.ts).
  app.get('/products/getfeatured', { schema: homeSchemas.featured }, async (_req, reply) =>
    sendJsonText(reply, answerJson({ status: 'success' }, 'result', await featuredWorks(app.db))),
  );

  app.get('/products/popular/:categoryId', { schema: homeSchemas.popular }, async (req, reply) =>
    sendJsonText(reply, answerJson({ status: 'success' }, 'message', await popularWorks(app.db, req.params.categoryId))),
  );

  app.get('/products/recommended', { ...auth, schema: homeSchemas.recommended }, worksForViewer('result', recommendedWorks));

  app.get('/products/followed', { ...auth, schema: homeSchemas.followed }, worksForViewer('result', followedWorks));

  app.get('/search/:term', { schema: searchSchemas.search, onRequest: app.catalogueAnswers.byAddress }, async (req, reply) => {
    if (isBlank(req.params.term)) throw badRequest(MSG_CODED.searchTermEmpty);
    const { term } = req.params;
    const answer = async () => {
      const { products, artists } = await search(app.db, term, app.catalogueCache);
      return answerJson({ status: 'success', artists }, 'products', products);
    };
    return app.catalogueAnswers.send(req, reply, `search:${searchWords(term).join(' ')}`, answer, { sameForEveryone: true });
  });

  app.get('/artworks/liked/:slug', { ...auth, schema: likedSchemas.bySlug }, async (req) => ({
    status: 'success',
    message: await likedArtworks(app.db, { slug: req.params.slug, viewer: userOf(req).id }),
  }));

  app.get('/artworks/liked', { ...auth, schema: likedSchemas.mine }, async (req) => ({
    status: 'success',
    message: await likedArtworks(app.db, { id: userOf(req).id }),
  }));
};

export default discoveryRoutes;
