// Feed, post and post-comment calls (spec §7.3) under {api} = /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { PAGE_SIZE, POST_LIMITS } from '@kala/shared/constants';
import { MSG_CODED } from '@kala/shared/messages';
import { HttpError, textFields } from '../../lib/http-error';
import { once } from '../../lib/idempotency';
import { perUser } from '../../lib/rate-limits';
import { authenticate, currentUserId, userOf } from '../../lib/session';
import { MULTIPART_LIMITS, readMultipart } from '../media/upload';
import { feedPage, topStudios, type FeedQuery } from './feed';
import { POST_FILE_FIELDS, addPostComment, createPost, deletePost, listPostComments, postImageTooLarge, toggleHide, toggleLike, updatePost, type PostDeps } from './post-actions';
import { getPost, postsByAuthor } from './posts';
import { postSchemas as s } from './schemas';

/** The post form, with the post image limit (5 MB) instead of the artwork one. */
async function readPostForm(req: FastifyRequest) {
  try {
    return await readMultipart(req, POST_FILE_FIELDS);
  } catch (err) {
    throw err instanceof HttpError && err.statusCode === 413 ? postImageTooLarge() : err;
  }
}

const socialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, files: 1, fileSize: POST_LIMITS.imageBytes }, throwFileSizeLimit: true });
  const auth = { preValidation: authenticate };
  const { writeMax, commentMax, uploadMax, windowMs } = app.config.rateLimit;
  const limited = (name: string, max = writeMax) => ({ preHandler: perUser(app, name, max, windowMs) });
  const deps = (req: FastifyRequest): PostDeps => ({ db: app.db, storage: app.storage, notifier: app.notifier, log: req.log });

  const page = async (req: FastifyRequest, q: Partial<FeedQuery> & { total?: number }) => {
    const { posts, total } = await feedPage(app.db, await currentUserId(req), {
      sort: q.sort ?? 'all',
      artistId: q.artistId,
      skip: q.skip ?? 0,
      limit: q.total ?? PAGE_SIZE.feed,
    });
    return { status: 'success' as const, message: posts, total };
  };
  for (const path of ['/feed/allPosts', '/feed/posts']) app.get(path, { schema: s.feed }, (req) => page(req, req.query));
  app.get('/posts/followed', { ...auth, schema: s.fixedFeed }, (req) => page(req, { ...req.query, sort: 'following' }));
  app.get('/posts/recommended', { ...auth, schema: s.fixedFeed }, (req) => page(req, { ...req.query, sort: 'recommended' }));

  app.get('/feed/post/:id', { schema: s.one }, async (req) => ({ status: 'success', message: await getPost(app.db, await currentUserId(req), req.params.id) }));

  app.get('/post/getbyartist/:id/:total', { schema: s.byArtist }, async (req) => ({
    status: 'success',
    message: await postsByAuthor(app.db, await currentUserId(req), req.params.id, req.params.total),
  }));

  app.get('/artists/top/all', { schema: s.topStudios }, async () => ({ status: 'success', message: await topStudios(app.db) }));

  app.post('/post/new', { ...auth, ...limited('post-upload', uploadMax), schema: s.create }, async (req) => {
    const user = userOf(req);
    const id = await createPost(deps(req), user.id, await readPostForm(req));
    return { status: 'success', ...textFields(MSG_CODED.postCreated), post: await getPost(app.db, user.id, id) };
  });

  app.post('/post/update/:id', { ...auth, ...limited('post-upload', uploadMax), schema: s.update }, async (req) => {
    const user = userOf(req);
    await updatePost(deps(req), user.id, req.params.id, await readPostForm(req));
    return { status: 'success', ...textFields(MSG_CODED.postUpdated), post: await getPost(app.db, user.id, req.params.id) };
  });

  app.post('/post/delete/:id', { ...auth, schema: s.remove }, async (req) => {
    await deletePost(deps(req), userOf(req).id, req.params.id);
    return { status: 'success', ...textFields(MSG_CODED.postDeleted) };
  });

  app.post('/post/like', { ...auth, ...limited('post-like'), schema: s.like }, async (req) => ({
    status: 'success',
    ...(await toggleLike(deps(req), userOf(req).id, req.body.post)),
  }));

  app.patch('/post/hide/:postId', { ...auth, ...limited('post-hide'), schema: s.hide }, async (req) => {
    const hidden = await toggleHide(app.db, userOf(req).id, req.params.postId);
    return { status: 'success', message: hidden ? 'hidden' : 'shown', hidden };
  });

  app.get('/v2/post/comments/:postId/:total', { schema: s.comments }, async (req) => {
    const { comments, total } = await listPostComments(app.db, await currentUserId(req), req.params.postId, req.params.total);
    return { status: 'success', message: comments, total };
  });

  // Idempotent with a key: the service worker sends a comment typed offline again until the network answers.
  app.post('/v2/post/comments/new', { ...auth, ...limited('post-comment', commentMax), schema: s.newComment }, async (req) => {
    const userId = userOf(req).id;
    return once(app.db, userId, req.headers['idempotency-key'], `post-comment:${req.body.post_id}`, async () => ({
      status: 'success' as const,
      message: await addPostComment(deps(req), userId, req.body.post_id, req.body.comment),
    }));
  });
};

export default socialRoutes;
