// The artwork page's calls (docs/api/catalogue.md, Artwork page) under {api} = /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerJson } from '../../lib/json-text';
import { once } from '../../lib/idempotency';
import { perUser } from '../../lib/rate-limits';
import { authenticate, currentUserId, userOf } from '../../lib/session';
import { assertNotBlocked } from '../users/block-check';
import { addComment, artworkNotice, countView, listComments, similarPage, similarWorks, toggleLike, viewerKey } from './interactions';
import { artworkPageSchemas as s } from './schemas';

const artworkPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preValidation: authenticate };
  const { writeMax, commentMax, windowMs } = app.config.rateLimit;

  app.post('/product/:slug/view', { schema: s.view }, async (req) => {
    const viewer = viewerKey(await currentUserId(req), req.ip, req.headers['user-agent'] ?? '', app.config.jwtSecret);
    return { status: 'success', views: await countView(app.db, req.params.slug, viewer) };
  });

  app.post('/like/product/:productId', { ...auth, preHandler: perUser(app, 'like', writeMax, windowMs), schema: s.like }, async (req) => {
    const userId = userOf(req).id;
    const notice = await artworkNotice(app.db, req.params.productId);
    await assertNotBlocked(app.db, userId, notice.authorId);
    const result = await toggleLike(app.db, userId, req.params.productId);
    const about = { recipient: notice.authorId, kind: 'likeArtwork' as const, subject: req.params.productId, sender: userId };
    if (result.liked) await app.notifier.notify({ ...about, link: notice.link, image: notice.image });
    else await app.notifier.retract(about);
    return { status: 'success', ...result };
  });

  app.get('/v2/artwork/comments/:productId/:total', { schema: s.comments }, async (req) => {
    const { comments, total } = await listComments(app.db, req.params.productId, req.params.total);
    return { status: 'success', message: comments, total };
  });

  // Both comment paths share one count.
  const commentLimit = perUser(app, 'comment', commentMax, windowMs);
  for (const path of ['/v2/artwork/comment/new', '/v2/user-art/comment/new']) {
    app.post(path, { ...auth, preHandler: commentLimit, schema: s.newComment }, async (req) => {
      const userId = userOf(req).id;
      return once(app.db, userId, req.headers['idempotency-key'], `comment:${req.body.product}`, async () => {
        const notice = await artworkNotice(app.db, req.body.product);
        await assertNotBlocked(app.db, userId, notice.authorId);
        const comment = await addComment(app.db, userId, req.body.product, req.body.comment);
        await app.notifier.notify({ recipient: notice.authorId, kind: 'commentArtwork', subject: req.body.product, sender: userId, link: notice.link, image: notice.image });
        return { status: 'success' as const, message: comment };
      });
    });
  }

  // The same for everyone: cached whole under the catalogue version (ADR 0023), the works read as cards (cards.ts).
  // Ranking every work by the categories it shares with this one reads the whole catalogue.
  const similar = async (req: FastifyRequest, reply: FastifyReply, slug: string, asked: { skip?: number; limit?: number }) => {
    const page = similarPage(asked);
    const compute = async () => {
      const { artworks, total } = await similarWorks(app.db, slug, page, app.catalogueCache);
      return answerJson({ status: 'success', total }, 'message', artworks);
    };
    // A POST's address does not decide its answer (its body does): only the GET is answered by address.
    const what = `similar:${JSON.stringify([slug, page.skip, page.limit])}`;
    return app.catalogueAnswers.send(req, reply, what, compute, { sameForEveryone: req.method === 'GET' });
  };
  app.get('/products/similar/:slug', { schema: s.similar, onRequest: app.catalogueAnswers.byAddress }, (req, reply) =>
    similar(req, reply, req.params.slug, req.query),
  );
  app.post('/products/similar', { schema: s.similarPost }, (req, reply) =>
    similar(req, reply, req.body.slug, { skip: req.body.skip ?? req.query.skip, limit: req.body.limit ?? req.query.limit }),
  );
};

export default artworkPageRoutes;
