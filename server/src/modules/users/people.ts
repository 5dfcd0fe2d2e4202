// Profiles and lists of people (spec §7.2 one person, §7.5): a profile by slug, an author's works, the
// follower and following lists, the blocked list. What a visitor sees depends on blocks and privacy.
import { ACCOUNT_CODED } from '@kala/shared/contracts/people/errors';
import { MSG_CODED } from '@kala/shared/messages';
import type { PersonCard, Profile } from '@kala/shared/contracts/people';
import type { Db } from '../../db';
import { forbidden, notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/ids';
import { assertNotBlocked, blockBetween } from './block-check';
import { followStateSql } from './follows';

/** The card columns of user `u` (PersonCard). */
const CARD_COLUMNS = `u.id as "_id", u.id, u.name, u.slug, u.role, u.picture, u.verified_artist as "verifiedArtist",
  u.followers_count as "followsCount", u.private,
  u.works_count as "totalArtworks",
  (select json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug, 'parent', c.parent)
     from user_categories uc join categories c on c.id = uc.category_id where uc.user_id = u.id
    order by c.position, c.name limit 1) as category`;

const CATEGORIES = `coalesce((select json_agg(json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug, 'parent', c.parent) order by c.position, c.name)
   from user_categories uc join categories c on c.id = uc.category_id where uc.user_id = u.id), '[]'::json)`;

/** SQL: the viewer ($1) may see the works and posts of `u`: oneself, a public account or an approved follower. */
const CAN_SEE_SQL = `(u.id = $1::uuid or not u.private
  or exists (select 1 from follows f where f.follower_id = $1::uuid and f.artist_id = u.id and f.status = 'accepted'))`;

/** SQL: 'pending' on one's own profile while a studio request waits for the operator; null otherwise and for others. */
const OWN_STUDIO_REQUEST_SQL = `(select 'pending' from studio_requests r where u.id = $1::uuid and r.user_id = u.id and r.status = 'pending')`;

type ProfileRow = Omit<Profile, 'blocked' | 'info'> & { biography: string | null; achievements: string | null };

/**
 * The profile of the user with this slug (or id) for `viewer`; 404 when nobody has it, 403 'blocked' when
 * they blocked the viewer.
 */
export async function findProfile(db: Db, viewer: string | null, by: { slug: string } | { id: string }): Promise<Profile> {
  if ('id' in by && !isUuid(by.id)) throw notFound();
  const row = await db.one<ProfileRow>(
    `select ${CARD_COLUMNS}, u.cover, u.following_count as "followingCount", ${CATEGORIES} as categories,
            u.bio as biography, u.achievements, ${CAN_SEE_SQL} as "canSeeWorks",
            ${followStateSql('$1')} as "followState", ${OWN_STUDIO_REQUEST_SQL} as "studioRequest"
       from users u where ${'id' in by ? 'u.id = $2::uuid' : 'u.slug = $2'}`,
    [viewer, 'id' in by ? by.id : by.slug],
  );
  if (!row) throw notFound();
  const blocked = await blockBetween(db, viewer, row.id);
  if (blocked === 'them') throw forbidden('blocked', MSG_CODED.theyBlockedYou);
  const { biography, achievements, ...rest } = row;
  // Having blocked someone, one sees only their head (to unblock): not their works.
  return { ...rest, canSeeWorks: rest.canSeeWorks && !blocked, blocked, info: { biography, achievements } };
}

/** 403 unless `viewer` may see the works and posts of `authorId` (blocks, a private account); 404 if no such user. */
export async function assertCanSeeWorks(db: Db, viewer: string | null, authorId: string): Promise<void> {
  const row = isUuid(authorId) ? await db.one<{ ok: boolean }>(`select ${CAN_SEE_SQL} as ok from users u where u.id = $2`, [viewer, authorId]) : null;
  if (!row) throw notFound();
  await assertNotBlocked(db, viewer, authorId);
  if (!row.ok) throw forbidden('private', ACCOUNT_CODED.privateWorks);
}

export type PeopleList = 'followers' | 'following' | 'blocked';

const LIST_SQL: Record<PeopleList, string> = {
  followers: `join follows f on f.follower_id = u.id where f.artist_id = $1 and f.status = 'accepted' order by f.created_at desc`,
  following: `join follows f on f.artist_id = u.id where f.follower_id = $1 and f.status = 'accepted' order by f.created_at desc`,
  blocked: `join user_blocks b on b.blocked_id = u.id where b.blocker_id = $1 order by b.created_at desc`,
};

/** Followers, followings or blocked users of `userId`, newest first (at most 500). */
export async function listPeople(db: Db, userId: string, list: PeopleList): Promise<PersonCard[]> {
  return db.many<PersonCard>(`select ${CARD_COLUMNS} from users u ${LIST_SQL[list]} limit 500`, [userId]);
}

/** The id of the user with this slug (or id), for the follows pages of any person; 404 otherwise. */
export async function userIdOf(db: Db, viewer: string | null, slugOrId: string): Promise<string> {
  const row = await db.one<{ id: string }>(`select id from users where ${isUuid(slugOrId) ? 'id' : 'slug'} = $1`, [slugOrId]);
  if (!row) throw notFound();
  await assertNotBlocked(db, viewer, row.id);
  return row.id;
}
