// The feed modes of spec §4: all, recommended (studios and categories the viewer engages with), following
// (studios they follow), popular (likes and comments of the last POPULAR_DAYS days) and one studio's posts.
import { PAGE_SIZE, POPULAR_DAYS, type FeedSort } from '@kala/shared/constants';
import type { AuthorRef } from '@kala/shared/contracts/people';
import type { Post } from '@kala/shared/contracts/social';
import type { Db } from '../../db';
import { isUuid } from '../../lib/ids';
import { unauthorized } from '../../lib/http-error';
import { POST_COLUMNS, toPostJson, type PostRow } from './posts';
import { visibleToSql } from './visibility';

export interface FeedQuery {
  sort: FeedSort;
  /** One studio's posts; popular ignores it (spec §4: choosing popular clears the studio filter). */
  artistId?: string;
  skip: number;
  limit: number;
}

/** Authors the viewer ($1) engages with: follows, liked or commented works and posts, shared styles. */
const ENGAGED = `(
  p.author_id in (select artist_id from follows where follower_id = $1 and status = 'accepted')
  or p.author_id in (select a.author_id from likes l join artworks a on a.id = l.artwork_id where l.user_id = $1)
  or p.author_id in (select a.author_id from artwork_comments k join artworks a on a.id = k.artwork_id where k.author_id = $1)
  or p.author_id in (select q.author_id from post_likes pl join posts q on q.id = pl.post_id where pl.user_id = $1)
  or p.author_id in (select q.author_id from post_comments pc join posts q on q.id = pc.post_id where pc.author_id = $1)
  or p.author_id in (select uc.user_id from user_categories uc where uc.category_id in (
        select ac.category_id from likes l join artwork_categories ac on ac.artwork_id = l.artwork_id where l.user_id = $1
        union select category_id from user_categories where user_id = $1)))`;

const POPULAR_SCORE = `(select count(*) from post_likes l where l.post_id = p.id and l.created_at > now() - make_interval(days => ${POPULAR_DAYS}))
  + (select count(*) from post_comments c where c.post_id = p.id and c.created_at > now() - make_interval(days => ${POPULAR_DAYS}))`;

function modeSql(q: Pick<FeedQuery, 'sort'>): { where: string; order: string } {
  const newest = 'p.created_at desc, p.id desc';
  switch (q.sort) {
    case 'following':
      return { where: `p.author_id in (select artist_id from follows where follower_id = $1 and status = 'accepted')`, order: newest };
    case 'recommended':
      return { where: `p.author_id <> $1 and ${ENGAGED}`, order: newest };
    case 'popular':
      return { where: 'true', order: `${POPULAR_SCORE} desc, ${newest}` };
    default:
      return { where: 'true', order: newest };
  }
}

/** A page of the feed and how many posts the mode has in all. Modes other than all need a viewer. */
export async function feedPage(db: Db, viewer: string | null, q: FeedQuery): Promise<{ posts: Post[]; total: number }> {
  if (q.sort !== 'all' && !viewer) throw unauthorized();
  const artistId = q.sort === 'all' && q.artistId && isUuid(q.artistId) ? q.artistId : null;
  if (q.sort === 'all' && q.artistId && !artistId) return { posts: [], total: 0 };
  const { where, order } = modeSql(q);
  const from = `from posts p join users u on u.id = p.author_id
    where ${visibleToSql('$1')} and ($2::uuid is null or p.author_id = $2::uuid) and ${where}`;
  const params = [viewer, artistId];
  const total = await db.one<{ n: number }>(`select count(*) as n ${from}`, params);
  const rows = await db.many<PostRow>(`select ${POST_COLUMNS} ${from} order by ${order} limit $3 offset $4`, [...params, q.limit, q.skip]);
  return { posts: rows.map(toPostJson), total: Number(total?.n ?? 0) };
}

/** The feed's Top Studios (spec §7.2): artists with the most followers. */
export async function topStudios(db: Db, limit = PAGE_SIZE.feedStudioFilter): Promise<AuthorRef[]> {
  return db.many<AuthorRef>(
    `select u.id as "_id", u.id, u.name, u.slug, u.role, u.picture, u.verified_artist as "verifiedArtist"
       from users u where u.role between 11 and 20 order by u.followers_count desc, u.name, u.id limit $1`,
    [limit],
  );
}
