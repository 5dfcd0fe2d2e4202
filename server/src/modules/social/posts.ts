// Posts as the feed shows them (Post of @kala/shared/contracts/social), and reading one, a page or an author's.
import { MSG_CODED } from '@kala/shared/messages';
import { videoUrlOf } from '@kala/shared/rules';
import type { Comment } from '@kala/shared/contracts/comments';
import type { ImageSet } from '@kala/shared/contracts/media';
import type { AuthorRef } from '@kala/shared/contracts/people';
import type { Post } from '@kala/shared/contracts/social';
import type { Db } from '../../db';
import { isUuid } from '../../lib/ids';
import { notFound } from '../../lib/http-error';
import { assertCanSeeWorks } from '../users/people';
import { commentVisibleToSql } from './comment-moderation';
import { visibleToSql } from './visibility';
import { PERSON_CARD, personJson } from '../users/repository';

const PERSON = (alias: string) => personJson(alias, ['_id', 'id', ...PERSON_CARD.slice(1)]);

/** Comment columns of `c` (post_comments) joined with its author `cu`. */
export const COMMENT_JSON = `json_build_object('_id', c.id, 'comment', c.comment, 'created', c.created_at, 'author', ${PERSON('cu')})`;

/** Every query with these columns passes the viewer as $1 (a hidden comment is its author's only). */
export const POST_COLUMNS = `p.id, p.body, p.picture, p.video_id, p.created_at, ${PERSON('u')} as author,
  coalesce((select json_agg(l.user_id order by l.created_at) from post_likes l where l.post_id = p.id), '[]'::json) as likes,
  (select count(*) from post_comments c where c.post_id = p.id and ${commentVisibleToSql('$1')}) as comments,
  (select ${COMMENT_JSON} from post_comments c join users cu on cu.id = c.author_id
    where c.post_id = p.id and ${commentVisibleToSql('$1')} order by c.created_at desc, c.id desc limit 1) as last_comment`;

export interface PostRow {
  id: string;
  body: string;
  picture: ImageSet | null;
  video_id: string | null;
  created_at: Date | string;
  author: AuthorRef;
  likes: string[];
  comments: number | string;
  last_comment: (Omit<Comment, 'created'> & { created: string }) | null;
}

export const toCommentJson = (c: Omit<Comment, 'created'> & { created: string | Date }): Comment => ({
  ...c,
  created: new Date(c.created).toISOString(),
});

export const toPostJson = (r: PostRow): Post => ({
  _id: r.id,
  id: r.id,
  post: r.body,
  picture: r.picture,
  youtube_url: r.video_id ? videoUrlOf(r.video_id) : null,
  author: r.author,
  created: new Date(r.created_at).toISOString(),
  likes: r.likes,
  comments: Number(r.comments),
  lastComment: r.last_comment ? toCommentJson(r.last_comment) : null,
});

/** One post as `viewer` may see it; 404 when it does not exist, was removed, hidden or blocked. */
export async function getPost(db: Db, viewer: string | null, id: string): Promise<Post> {
  const row = isUuid(id)
    ? await db.one<PostRow>(`select ${POST_COLUMNS} from posts p join users u on u.id = p.author_id where p.id = $2 and ${visibleToSql('$1')}`, [viewer, id])
    : null;
  if (!row) throw notFound(MSG_CODED.postUnavailable);
  return toPostJson(row);
}

/** The stored post row an action needs; 404 when missing or removed. */
export async function requirePost(db: Db, id: string): Promise<{ id: string; author_id: string; picture: ImageSet | null; video_id: string | null }> {
  const row = isUuid(id)
    ? await db.one<{ id: string; author_id: string; picture: ImageSet | null; video_id: string | null }>(
        'select id, author_id, picture, video_id from posts where id = $1 and removed_at is null',
        [id],
      )
    : null;
  if (!row) throw notFound(MSG_CODED.postUnavailable);
  return row;
}

/** An author's newest posts (count 0 = up to 100): 403 for a private account's visitors or a block. */
export async function postsByAuthor(db: Db, viewer: string | null, authorId: string, count: number): Promise<Post[]> {
  await assertCanSeeWorks(db, viewer, authorId);
  const rows = await db.many<PostRow>(
    `select ${POST_COLUMNS} from posts p join users u on u.id = p.author_id
      where p.author_id = $2 and ${visibleToSql('$1')} order by p.created_at desc, p.id desc limit $3`,
    [viewer, authorId, count > 0 ? Math.min(count, 100) : 100],
  );
  return rows.map(toPostJson);
}

/** Moderation (reports) takes a post out of every list; the row stays for the record. */
export const hidePost = (q: Pick<Db, 'query'>, id: string) => q.query('update posts set removed_at = now() where id = $1 and removed_at is null', [id]);

/** An operator hides a post with a reason its author is told; null when it was hidden already. */
export const hidePostWithReason = (q: Pick<Db, 'one'>, id: string, reason: string) =>
  q.one<{ id: string; author_id: string; body: string }>('update posts set removed_at = now(), removed_reason = $2 where id = $1 and removed_at is null returning id, author_id, left(body, 80) as body', [
    id,
    reason,
  ]);
