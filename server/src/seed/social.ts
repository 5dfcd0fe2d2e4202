// Demo feed: posts by the studios (text, pictures, video links), likes and comments on them, and the
// notifications those, the seeded follows and artwork likes would have made, so the feed and the bell are
// alive on first start. Grouped the way the notifications module groups them.
import { artworkPath, pathTo, profilePath } from '@kala/shared/routing';
import type { ImageSet } from '@kala/shared/contracts/media';
import type { Db } from '../db';
import { writeImageSizes } from '../modules/media/images';
import type { Storage } from '../modules/media/storage';
import { abstractSvg } from './art';
import { COMMENT_LINES, POST_LINES, POST_VIDEO_IDS, STUDIOS } from './data';
import type { Random } from './random';

export const POST_FOLDER = 'posts';
const HOUR_MS = 3600 * 1000;

interface PlannedPost {
  author: string;
  body: string;
  picture: ImageSet | null;
  videoId: string | null;
  hoursAgo: number;
}

/** About two posts per studio over the last two weeks: a third with a picture, some with a video link. */
async function planPosts(r: Random, studios: string[], storage: Storage): Promise<PlannedPost[]> {
  const posts: PlannedPost[] = [];
  for (const [i, author] of studios.entries()) {
    for (let n = r.int(1, 3); n > 0; n--) {
      const kind = r.next();
      const slug = `post-seed-${posts.length + 1}`;
      const picture =
        kind < 0.35 ? { slug, alt: '', sizes: await writeImageSizes(Buffer.from(abstractSvg(r, STUDIOS[i].styles[0], 1280, 4 / 3)), storage, POST_FOLDER, slug) } : null;
      posts.push({ author, body: r.pick(POST_LINES), picture, videoId: !picture && kind > 0.85 ? r.pick(POST_VIDEO_IDS) : null, hoursAgo: r.int(1, 14 * 24) });
    }
  }
  return posts;
}

export async function insertPosts(t: Db, r: Random, people: { studios: string[]; buyers: string[] }, storage: Storage): Promise<void> {
  const everyone = [...people.buyers, ...people.studios];
  for (const p of await planPosts(r, people.studios, storage)) {
    const created = new Date(Date.now() - p.hoursAgo * HOUR_MS);
    const row = await t.one<{ id: string }>('insert into posts (author_id, body, picture, video_id, created_at) values ($1, $2, $3, $4, $5) returning id', [
      p.author,
      p.body,
      p.picture ? JSON.stringify(p.picture) : null,
      p.videoId,
      created,
    ]);
    const since = (hours: number) => new Date(created.getTime() + hours * HOUR_MS);
    for (const [i, liker] of r.sample(everyone, r.int(0, 8)).entries()) {
      if (liker !== p.author) await t.query('insert into post_likes (user_id, post_id, created_at) values ($1, $2, $3)', [liker, row!.id, since(i + 1)]);
    }
    for (let i = r.int(0, 6); i > 0; i--) {
      await t.query('insert into post_comments (post_id, author_id, comment, created_at) values ($1, $2, $3, $4)', [row!.id, r.pick(everyone), r.pick(COMMENT_LINES), since(i / 2)]);
    }
  }
}

interface GroupRow {
  recipient: string;
  subject: string;
  actors: string[];
  last_at: Date | string;
  slug: string | null;
  role: number | null;
  image: string | null;
}

/** Inserts one notification per group, the latest actor as sender; a few older ones already read. */
async function insertGroups(t: Db, r: Random, kind: string, rows: GroupRow[], link: (row: GroupRow) => string): Promise<void> {
  for (const row of rows) {
    await t.query(
      `insert into notifications (recipient_id, kind, subject_id, sender_id, actors, link, image, read, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing`,
      [row.recipient, kind, row.subject, row.actors.at(-1), row.actors, link(row), row.image, r.chance(0.3) ? 'viewed' : 'no', row.last_at],
    );
  }
}

export async function insertNotifications(t: Db, r: Random): Promise<void> {
  const onPosts = (table: string, actor: string) =>
    t.many<GroupRow>(
      `select p.author_id as recipient, p.id as subject, array_agg(x.${actor} order by x.created_at) as actors, max(x.created_at) as last_at,
              null as slug, null as role, (select s->>'fileName' from jsonb_array_elements(p.picture->'sizes') s where s->>'sizeName' = 'thumbnail') as image
         from ${table} x join posts p on p.id = x.post_id where x.${actor} <> p.author_id group by p.id`,
    );
  const post = (row: GroupRow) => pathTo('feedPost', { id: row.subject });
  await insertGroups(t, r, 'likePost', await onPosts('post_likes', 'user_id'), post);
  await insertGroups(t, r, 'commentPost', (await onPosts('post_comments', 'author_id')).map((g) => ({ ...g, actors: [...new Set(g.actors.reverse())].reverse() })), post);
  const artworkLikes = await t.many<GroupRow>(
    `select a.author_id as recipient, a.id as subject, array_agg(l.user_id order by l.created_at) as actors,
            max(l.created_at) - make_interval(hours => (abs(hashtext(a.id::text)) % 300)) as last_at,
            a.slug, u.role, (select s->>'fileName' from artwork_images i, jsonb_array_elements(i.sizes) s
                              where i.artwork_id = a.id and i.is_cover and s->>'sizeName' = 'thumbnail' limit 1) as image
       from likes l join artworks a on a.id = l.artwork_id join users u on u.id = a.author_id
      where l.user_id <> a.author_id group by a.id, a.slug, u.role`,
  );
  await insertGroups(t, r, 'likeArtwork', artworkLikes, (row) => artworkPath({ slug: row.slug!, author: { role: row.role! } }));
  // Followers hear of their studios' posts of the last few days.
  const newPosts = await t.many<GroupRow>(
    `select f.follower_id as recipient, p.id as subject, array[p.author_id] as actors, p.created_at as last_at, null as slug, null as role,
            (select s->>'fileName' from jsonb_array_elements(p.picture->'sizes') s where s->>'sizeName' = 'thumbnail') as image
       from follows f join posts p on p.author_id = f.artist_id
      where f.status = 'accepted' and p.created_at > now() - interval '4 days'`,
  );
  await insertGroups(t, r, 'newPost', newPosts, post);
  for (const status of ['accepted', 'requested'] as const) {
    const follows = await t.many<GroupRow>(
      `select f.artist_id as recipient, f.follower_id as subject, array[f.follower_id] as actors, f.created_at as last_at, u.slug, u.role, u.picture as image
         from follows f join users u on u.id = f.follower_id where f.status = $1`,
      [status],
    );
    await insertGroups(t, r, status === 'accepted' ? 'follow' : 'followRequest', follows, (row) => profilePath({ slug: row.slug!, role: row.role! }));
  }
}
