// Reading users and turning them into the User JSON of @kala/shared/types (never with the password hash).
import type { AuthorRef, CategoryRef, User } from '@kala/shared/types';
import type { Db } from '../../db';

/** The columns of a person as others see them (an author, an artist in search, a studio card). */
export interface PersonRow {
  id: string;
  name: string;
  slug: string;
  role: number;
  picture: string | null;
  verified_artist: boolean;
}

export const toAuthorRef = (r: PersonRow): AuthorRef => ({
  _id: r.id,
  id: r.id,
  name: r.name,
  slug: r.slug,
  role: r.role,
  picture: r.picture,
  verifiedArtist: r.verified_artist,
});

export interface UserRow {
  id: string;
  name: string;
  email: string;
  password_hash: string | null;
  role: number;
  slug: string;
  picture: string | null;
  cover: string | null;
  verified_artist: boolean;
  email_verified: boolean;
  profile_updated: boolean;
  initiate_follows: boolean;
  private: boolean;
  bio: string | null;
  achievements: string | null;
  dob: Date | string | null;
  address: string | null;
  shipping_info: Record<string, string> | null;
  /** Raised by a password reset: tokens signed with an older version no longer work. */
  token_version: number;
  /** Set while an operator has the account suspended (ADR 0020): no login, no session. */
  suspended_at?: Date | string | null;
}

interface UserJsonRow extends UserRow {
  follows_count: number;
  works_count: number;
  categories: CategoryRef[];
}

const USER_JSON_SELECT = `
  select u.*,
    u.followers_count as follows_count,
    (select count(*) from artworks a where a.author_id = u.id) as works_count,
    coalesce((select json_agg(json_build_object('_id', c.id, 'name', c.name, 'slug', c.slug, 'parent', c.parent)
                              order by c.position, c.name)
              from user_categories uc join categories c on c.id = uc.category_id where uc.user_id = u.id), '[]'::json) as categories
  from users u`;

const bool = (b: boolean): 'true' | 'false' => (b ? 'true' : 'false');
const isoDate = (d: Date | string | null): string | null => (d == null ? null : new Date(d).toISOString().slice(0, 10));

export function toUserJson(row: UserJsonRow): User {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    email: row.email,
    picture: row.picture,
    cover: row.cover,
    role: row.role,
    verifiedArtist: row.verified_artist,
    emailVerified: bool(row.email_verified),
    updated: bool(row.profile_updated),
    initiateFollows: bool(row.initiate_follows),
    followsCount: row.follows_count,
    productsCount: row.works_count,
    totalArtworks: row.works_count,
    categories: row.categories,
    info: { dob: isoDate(row.dob), address: row.address, biography: row.bio, achievements: row.achievements, categories: row.categories },
    settings: { private: row.private },
    shippingInfo: row.shipping_info ?? {},
  };
}

export async function findUserJson(db: Db, id: string): Promise<User | null> {
  const row = await db.one<UserJsonRow>(`${USER_JSON_SELECT} where u.id = $1`, [id]);
  return row ? toUserJson(row) : null;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  return db.one<UserRow>('select * from users where email = $1', [normaliseEmail(email)]);
}

export function findUserById(db: Db, id: string): Promise<UserRow | null> {
  return db.one<UserRow>('select * from users where id = $1', [id]);
}
