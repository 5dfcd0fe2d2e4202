// Writing posts (spec §7.3): new, update, delete, like, hide, comment. The author alone edits and deletes;
// pictures go through the media pipeline (checked by content, resized to the named sizes).
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ATTACHMENT_LIMITS_MB, COMMENT_MAX, POST_LIMITS } from '@kala/shared/constants';
import { MSG_CODED } from '@kala/shared/messages';
import { checkPost, videoIdOf } from '@kala/shared/rules';
import type { Comment } from '@kala/shared/contracts/comments';
import type { ImageSet } from '@kala/shared/contracts/media';
import { pathTo } from '@kala/shared/routing';
import { withValues } from '@kala/shared/errors';
import type { Db } from '../../db';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-error';
import { fileNamesOf, writeImageSizes } from '../media/images';
import { keepIfWritten, removeUnreferenced } from '../media/references';
import type { Storage } from '../media/storage';
import { checkImage, decodeError, type MultipartForm } from '../media/upload';
import { forgetSubject, type Notifier } from '../notifications/notifications';
import { assertNotBlocked } from '../users/block-check';
import { commentVisibleToSql } from './comment-moderation';
import { COMMENT_JSON, requirePost, toCommentJson } from './posts';

export interface PostDeps {
  db: Db;
  storage: Storage;
  notifier: Notifier;
  log: FastifyBaseLogger;
}

export const POST_FILE_FIELDS = ['picture'] as const;
const POST_FOLDER = 'posts';

export const postImageTooLarge = (): HttpError =>
  new HttpError(413, 'error', withValues(MSG_CODED.postImageTooLarge, { n: ATTACHMENT_LIMITS_MB.post }));

interface PostFields {
  text: string;
  picture: Buffer | null;
  videoId: string | null;
  /** 'none' in an edit: drop the picture or video the post has. */
  dropMedia: boolean;
}

/** The form's fields, checked with the rules the browser form uses (one source: @kala/shared). */
function readFields(form: MultipartForm): PostFields {
  const field = (name: string) => form.fields.get(name)?.[0] ?? '';
  const picture = form.files.find((f) => f.field === 'picture')?.data ?? null;
  const link = field('youtube_url');
  // The first problem; a picture too large answers 413.
  const problem = checkPost({ post: field('post'), imageBytes: picture?.length ?? null, youtubeUrl: link });
  if (problem) throw problem.code === MSG_CODED.postImageTooLarge.code ? postImageTooLarge() : badRequest(problem);
  return { text: field('post').trim(), picture, videoId: link.trim() ? videoIdOf(link) : null, dropMedia: field('media') === 'none' };
}

async function storePicture(deps: PostDeps, data: Buffer): Promise<ImageSet> {
  if (data.length >= POST_LIMITS.imageBytes) throw postImageTooLarge();
  await checkImage(data);
  const slug = `post-${randomBytes(8).toString('hex')}`;
  const sizes = await writeImageSizes(data, deps.storage, POST_FOLDER, slug).catch((err: unknown) => {
    throw decodeError(err);
  });
  return { slug, alt: '', sizes };
}

/** Removes a picture's files, unless a row still names them (a notification's thumbnail). */
const removePicture = (deps: PostDeps, picture: ImageSet | null): Promise<void> =>
  removeUnreferenced(deps.db, deps.storage, fileNamesOf(picture), deps.log);

/** Runs the write that refers to a just-stored picture; if it fails, the picture's files go. */
const keepPictureIfWritten = <T>(deps: PostDeps, picture: ImageSet | null, write: () => Promise<T>): Promise<T> =>
  keepIfWritten(deps.db, deps.storage, fileNamesOf(picture), write);

const thumbnailOf = (picture: ImageSet | null): string | null => picture?.sizes.find((s) => s.sizeName === 'thumbnail')?.fileName ?? null;

/** Tells the author's followers (spec: new posts of studios you follow). */
async function announce(deps: PostDeps, authorId: string, postId: string, picture: ImageSet | null): Promise<void> {
  const followers = await deps.db.many<{ follower_id: string }>(`select follower_id from follows where artist_id = $1 and status = 'accepted'`, [authorId]);
  for (const { follower_id } of followers) {
    await deps.notifier.notify({ recipient: follower_id, kind: 'newPost', subject: postId, sender: authorId, link: pathTo('feedPost', { id: postId }), image: thumbnailOf(picture) });
  }
}

export async function createPost(deps: PostDeps, authorId: string, form: MultipartForm): Promise<string> {
  const f = readFields(form);
  const picture = f.picture ? await storePicture(deps, f.picture) : null;
  const row = await keepPictureIfWritten(deps, picture, () =>
    deps.db.one<{ id: string }>('insert into posts (author_id, body, picture, video_id) values ($1, $2, $3, $4) returning id', [
      authorId,
      f.text,
      picture ? JSON.stringify(picture) : null,
      f.videoId,
    ]),
  );
  await announce(deps, authorId, row!.id, picture);
  return row!.id;
}

/** The post, when `userId` wrote it: 404 when missing, 403 for anyone else. */
export async function requireOwnPost(db: Db, userId: string, postId: string) {
  const post = await requirePost(db, postId);
  if (post.author_id !== userId) throw forbidden('error', MSG_CODED.forbidden);
  return post;
}

/** The post, when no block stands between `userId` and its author (403 with the reason otherwise). */
async function reachablePost(db: Db, userId: string, postId: string) {
  const post = await requirePost(db, postId);
  await assertNotBlocked(db, userId, post.author_id);
  return post;
}

/** A new picture replaces the media; a video link replaces it too; media=none drops it; else it stays. */
export async function updatePost(deps: PostDeps, userId: string, postId: string, form: MultipartForm): Promise<void> {
  const post = await requireOwnPost(deps.db, userId, postId);
  const f = readFields(form);
  const picture = f.picture ? await storePicture(deps, f.picture) : null;
  const changesMedia = !!picture || !!f.videoId || f.dropMedia;
  // The row is locked and read again: a delete or another edit since the check is seen, and the picture
  // replaced is the one the row had, never one another request still uses.
  const replaced = await keepPictureIfWritten(deps, picture, () =>
    deps.db.tx(async (t) => {
      const now = await t.one<{ picture: ImageSet | null; video_id: string | null }>('select picture, video_id from posts where id = $1 for update', [post.id]);
      if (!now) throw notFound(MSG_CODED.postUnavailable);
      const next = changesMedia ? { picture, videoId: f.videoId } : { picture: now.picture, videoId: now.video_id };
      await t.query('update posts set body = $2, picture = $3, video_id = $4, updated_at = now() where id = $1', [
        post.id,
        f.text,
        next.picture ? JSON.stringify(next.picture) : null,
        next.videoId,
      ]);
      return changesMedia ? now.picture : null;
    }),
  );
  await removePicture(deps, replaced);
}

export async function deletePost(deps: PostDeps, userId: string, postId: string): Promise<void> {
  const post = await requireOwnPost(deps.db, userId, postId);
  // The picture the row had when it went (an edit may have replaced it since the check).
  // The post and the notifications about it go together (a notification never points at a deleted post).
  const gone = await deps.db.tx(async (t) => {
    const row = await t.one<{ picture: ImageSet | null }>('delete from posts where id = $1 returning picture', [post.id]);
    await forgetSubject(t, post.id);
    return row;
  });
  await removePicture(deps, gone?.picture ?? null);
}

/** Likes when not liked, unlikes when liked; the author hears of a like (and of its undoing). */
export async function toggleLike(deps: PostDeps, userId: string, postId: string): Promise<{ liked: boolean; likes: number }> {
  const post = await reachablePost(deps.db, userId, postId);
  const result = await deps.db.tx(async (t) => {
    const removed = await t.query('delete from post_likes where user_id = $1 and post_id = $2', [userId, post.id]);
    if (removed.rowCount === 0) await t.query('insert into post_likes (user_id, post_id) values ($1, $2) on conflict do nothing', [userId, post.id]);
    const count = await t.one<{ n: number }>('select count(*) as n from post_likes where post_id = $1', [post.id]);
    return { liked: removed.rowCount === 0, likes: Number(count?.n ?? 0) };
  });
  const about = { recipient: post.author_id, kind: 'likePost' as const, subject: post.id, sender: userId };
  if (result.liked) await deps.notifier.notify({ ...about, link: pathTo('feedPost', { id: post.id }), image: thumbnailOf(post.picture) });
  else await deps.notifier.retract(about);
  return result;
}

/** Hides someone else's post from the user, or shows it again (Undo); answers whether it is hidden now. */
export async function toggleHide(db: Db, userId: string, postId: string): Promise<boolean> {
  const post = await requirePost(db, postId);
  if (post.author_id === userId) throw forbidden('error', MSG_CODED.forbidden);
  const removed = await db.query('delete from post_hides where user_id = $1 and post_id = $2', [userId, post.id]);
  if (removed.rowCount > 0) return false;
  await db.query('insert into post_hides (user_id, post_id) values ($1, $2) on conflict do nothing', [userId, post.id]);
  return true;
}

/** Newest first; count 0 means all. A comment an operator hid is its author's only. */
export async function listPostComments(db: Db, viewer: string | null, postId: string, count: number): Promise<{ comments: Comment[]; total: number }> {
  const post = await requirePost(db, postId);
  const total = await db.one<{ n: number }>(`select count(*) as n from post_comments c where c.post_id = $1 and ${commentVisibleToSql('$2')}`, [post.id, viewer]);
  const rows = await db.many<{ c: Omit<Comment, 'created'> & { created: string } }>(
    `select ${COMMENT_JSON} as c from post_comments c join users cu on cu.id = c.author_id
      where c.post_id = $1 and ${commentVisibleToSql('$2')} order by c.created_at desc, c.id desc ${count > 0 ? 'limit $3' : ''}`,
    count > 0 ? [post.id, viewer, count] : [post.id, viewer],
  );
  return { comments: rows.map((r) => toCommentJson(r.c)), total: Number(total?.n ?? 0) };
}

export async function addPostComment(deps: PostDeps, userId: string, postId: string, text: string): Promise<Comment> {
  const comment = text.trim();
  if (comment === '') throw badRequest(MSG_CODED.commentEmpty);
  if (comment.length > COMMENT_MAX) throw badRequest(MSG_CODED.commentTooLong);
  const post = await reachablePost(deps.db, userId, postId);
  const row = await deps.db.one<{ c: Omit<Comment, 'created'> & { created: string } }>(
    `with c as (insert into post_comments (post_id, author_id, comment) values ($1, $2, $3) returning *)
     select ${COMMENT_JSON} as c from c join users cu on cu.id = c.author_id`,
    [post.id, userId, comment],
  );
  await deps.notifier.notify({
    recipient: post.author_id,
    kind: 'commentPost',
    subject: post.id,
    sender: userId,
    link: pathTo('feedPost', { id: post.id }),
    image: thumbnailOf(post.picture),
  });
  return toCommentJson(row!.c);
}
