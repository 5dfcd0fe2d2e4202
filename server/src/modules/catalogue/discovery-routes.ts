// Home, search and liked artworks (docs/api/catalogue.md) under {api} = /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { MSG_CODED } from '@kala/shared/messages';
import { isBlank } from '@kala/shared/rules';
import { badRequest } from '../../lib/http-error';
import { answerJson, sendSuccessJsonText } from '../../lib/json-text';
import { authenticate, userOf } from '../../lib/session';
import { forViewer } from './for-viewer';
import { featuredWorks, followedWorks, homeSlides, popularWorks, recommendedWorks } from './home';
import { likedArtworksJson } from './interactions';
import { homeSchemas, likedSchemas, searchSchemas } from './schemas';
import { search, searchWords } from './search';

const discoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preValidation: authenticate };

  app.get('/slider/home-slider', { schema: homeSchemas.slider }, async () => ({ status: 'success', slides: await homeSlides(app.db) }));

  // Home's rows that are the same for everyone: cached whole under the catalogue version (ADR 0023), the works
  // read as cards (cards.ts). Popular ranks every work of its category by its likes.
  const forEveryone = { sameForEveryone: true };
  const byAddress = app.catalogueAnswers.byAddress;
  app.get('/products/getfeatured', { schema: homeSchemas.featured, onRequest: byAddress }, async (req, reply) =>
    app.catalogueAnswers.send(req, reply, 'featured', async () => answerJson({ status: 'success' }, 'result', await featuredWorks(app.db)), forEveryone),
  );

  app.get('/products/popular/:categoryId', { schema: homeSchemas.popular, onRequest: byAddress }, async (req, reply) => {
    const { categoryId } = req.params;
    const answer = async () => answerJson({ status: 'success' }, 'message', await popularWorks(app.db, categoryId, app.catalogueCache));
    return app.catalogueAnswers.send(req, reply, `popular:${categoryId}`, answer, forEveryone);
  });

  app.get('/products/recommended', { ...auth, schema: homeSchemas.recommended }, forViewer('result', recommendedWorks));

  app.get('/products/followed', { ...auth, schema: homeSchemas.followed }, forViewer('result', followedWorks));

  app.get('/search/:term', { schema: searchSchemas.search, onRequest: app.catalogueAnswers.byAddress }, async (req, reply) => {
    if (isBlank(req.params.term)) throw badRequest(MSG_CODED.searchTermEmpty);
    const { term } = req.params;
    const answer = async () => {
      const { products, artists } = await search(app.db, term, app.catalogueCache);
      return answerJson({ status: 'success', artists }, 'products', products);
    };
    return app.catalogueAnswers.send(req, reply, `search:${searchWords(term).join(' ')}`, answer, { sameForEveryone: true });
  });

  const sendLiked = async (reply: FastifyReply, who: Parameters<typeof likedArtworksJson>[1]) => sendSuccessJsonText(reply, await likedArtworksJson(app.db, who));
  app.get('/artworks/liked/:slug', { ...auth, schema: likedSchemas.bySlug }, (req, reply) => sendLiked(reply, { slug: req.params.slug, viewer: userOf(req).id }));
  app.get('/artworks/liked', { ...auth, schema: likedSchemas.mine }, (req, reply) => sendLiked(reply, { id: userOf(req).id }));
};

export default discoveryRoutes;
