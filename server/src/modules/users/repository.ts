// Reading users and turning them into the people contract's User JSON (@kala/shared/contracts/people), never
// with the password hash.
import type { CategoryRef } from '@kala/shared/contracts/categories';
import type { AuthorRef, User } from '@kala/shared/contracts/people';
import { ROLES } from '@kala/shared/constants';
import type { Db } from '../../db';
import { uniqueSlug } from '../../lib/slug';

/** The columns of a person as others see them (an author, an artist in search, a studio card). */
export interface PersonRow {
  id: string;
  name: string;
  slug: string;
  role: number;
  picture: string | null;
  verified_artist: boolean;
}

/** A person's JSON names and the `users` columns they come from: the one place that maps them. */
const PERSON_COLUMNS = { _id: 'id', id: 'id', name: 'name', slug: 'slug', role: 'role', picture: 'picture', verifiedArtist: 'verified_artist' } as const;
type PersonKey = keyof typeof PERSON_COLUMNS;
/** An author, a commenter, a post's person: what every list shows of someone. */
export const PERSON_CARD: readonly PersonKey[] = ['_id', 'name', 'slug', 'role', 'picture', 'verifiedArtist'];

/**
 * SQL: the `users` row under `alias` as the JSON other modules answer for a person (`json_build_object`),
 * with these keys. The view of `users` that other modules read a person through.
 */
export const personJson = (alias: string, keys: readonly PersonKey[] = PERSON_CARD): string =>
  `json_build_object(${keys.map((key) => `'${key}', ${alias}.${PERSON_COLUMNS[key]}`).join(', ')})`;

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
    u.works_count,
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

// The writes other modules (auth) make on `users`: through here, never their own SQL. `q` may be a transaction.
type Query = Pick<Db, 'one' | 'query'>;

/** A new member with a password (registration): unverified until the mailed code. */
export const insertMember = (q: Query, name: string, email: string, passwordHash: string) =>
  q.one<UserRow>('insert into users (name, email, password_hash, role, slug) values ($1, $2, $3, $4, $5) returning *', [name, email, passwordHash, ROLES.user, uniqueSlug(name)]);

export const markEmailVerified = (q: Query, id: string) => q.query('update users set email_verified = true where id = $1', [id]);

/** A reset password; it verifies the address too, and a new token version ends every older session. */
export const setNewPassword = (q: Query, id: string, passwordHash: string) =>
  q.one<{ id: string; email: string; token_version: number }>(
    'update users set password_hash = $2, email_verified = true, token_version = token_version + 1 where id = $1 returning id, email, token_version',
    [id, passwordHash],
  );

export type ProviderColumn = 'google_id' | 'facebook_id';

/** The account a provider's person signs in to: by the provider's id first, then by the address. */
export const findByProvider = (q: Query, column: ProviderColumn, subject: string, email: string) =>
  q.one<UserRow>(`select * from users where ${column} = $1 or email = $2 order by (${column} = $1) desc limit 1`, [subject, email]);

export const linkProvider = (q: Query, id: string, column: ProviderColumn, subject: string) =>
  q.one<UserRow>(`update users set ${column} = $2, email_verified = true where id = $1 returning *`, [id, subject]);

/** A new member the provider has verified. */
export const insertProviderMember = (q: Query, column: ProviderColumn, profile: { name: string; email: string; picture: string | null; subject: string }) =>
  q.one<UserRow>(
    `insert into users (name, email, role, slug, email_verified, picture, ${column}) values ($1, $2, $3, $4, true, $5, $6) returning *`,
    [profile.name, profile.email, ROLES.user, uniqueSlug(profile.name), profile.picture, profile.subject],
  );

// The operators' console (issue 23) and `npm run admin -- make-admin | revoke-admin` change a role or an account's state here.
export const makeAdmin = (q: Query, id: string) => q.query('update users set role_before_admin = role, role = $2 where id = $1', [id, ROLES.admin]);
export const revokeAdmin = (q: Query, id: string) => q.query('update users set role = coalesce(role_before_admin, $2), role_before_admin = null where id = $1', [id, ROLES.user]);

export type AccountChange = 'suspend' | 'unsuspend' | 'verify-email';
const ACCOUNT_SQL: Record<AccountChange, string> = {
  // A new token version too: the suspended person's tokens stay dead after an unsuspension.
  suspend: 'update users set suspended_at = now(), token_version = token_version + 1 where id = $1 and suspended_at is null returning name, email',
  unsuspend: 'update users set suspended_at = null where id = $1 and suspended_at is not null returning name, email',
  'verify-email': 'update users set email_verified = true where id = $1 and not email_verified returning name, email',
};
/** Null when there was nothing to change (already suspended, already verified…). */
export const changeAccount = (q: Query, id: string, change: AccountChange) => q.one<{ name: string; email: string }>(ACCOUNT_SQL[change], [id]);
