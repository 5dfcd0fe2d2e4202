// Catalogue calls of spec §7.2 under {api} = /api. Listing variants are aliases of one handler.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG_CODED } from '@kala/shared/messages';
import { notFound } from '../../lib/http-error';
import { answerJson, sendJsonText, sendSuccessJsonText } from '../../lib/json-text';
import { currentUserId } from '../../lib/session';
import { assertNotBlocked } from '../users/block-check';
import { worksOf } from './author-works';
import { listCategories } from './categories';
import { uncachedAnswers } from './answer-cache';
import { findArtworkJson } from './cards';
import { listArtworks, listingKey, type ListingQuery } from './listing';
import { schemas } from './schemas';

const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/categories', { schema: schemas.categories }, async () => ({ status: 'success', message: await listCategories(app.db) }));
  app.get('/categories/sorted', { schema: schemas.categories }, async () => ({
    status: 'success',
    message: await listCategories(app.db, true),
  }));

  type Filters = Omit<ListingQuery, 'userId'>;
  const listing = async (req: FastifyRequest, reply: FastifyReply, filters: Filters) => {
    // 'recommended' is the one order that may depend on who asks.
    const personal = filters.orderby === 'recommended';
    // Optional auth: a bad or missing token simply means no personal ordering.
    const userId = personal ? await currentUserId(req) : null;
    const compute = async () => {
      const { artworks, total } = await listArtworks(app.db, { ...filters, userId }, app.catalogueCache);
      return answerJson({ status: 'success', total }, 'message', artworks);
    };
    // A personal order is nobody else's answer.
    return (userId ? uncachedAnswers : app.catalogueAnswers).send(req, reply, listingKey(filters), compute, { sameForEveryone: !personal });
  };
  // An address answered before is answered again from the cache, ahead of validation (answer-cache.ts).
  const listingRoute = { schema: schemas.listing, onRequest: app.catalogueAnswers.byAddress };
  for (const path of ['/v2/products/category/:cat', '/products/category/:cat']) {
    app.get(path, listingRoute, (req, reply) => listing(req, reply, { ...req.query, cat: req.params.cat, store: false }));
  }
  app.get('/store/:cat', listingRoute, (req, reply) => listing(req, reply, { ...req.query, cat: req.params.cat, store: true }));
  app.get('/store', { ...listingRoute, schema: schemas.store }, (req, reply) => listing(req, reply, { ...req.query, cat: 'all', store: true }));

  app.get('/product/:slug', { schema: schemas.product }, async (req, reply) => {
    const viewer = await currentUserId(req);
    const artwork = await findArtworkJson(app.db, req.params.slug, viewer);
    if (!artwork) throw notFound(MSG_CODED.artworkUnavailable);
    await assertNotBlocked(app.db, viewer, artwork.authorId);
    return sendSuccessJsonText(reply, artwork.json);
  });

  app.get('/user/gallery/:id', { schema: schemas.authorWorks }, async (req, reply) => {
    const { artworks, total } = await worksOf(app.db, await currentUserId(req), req.params.id, req.query.skip, req.query.limit);
    return sendJsonText(reply, answerJson({ status: 'success', total }, 'message', artworks));
  });
};

export default catalogueRoutes;
