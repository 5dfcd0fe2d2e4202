// Who is calling: the signed-in user of a request, from its `Authorization: JWT <token>` header.
// Every module reads the caller through these helpers; the session plugin decorates `request.user`.
import type { FastifyRequest } from 'fastify';
import { sha256 } from './crypto';
import { unauthorized } from './http-error';
import { tokenFromHeader } from './tokens';

export interface SignedInUser {
  id: string;
  role: number;
}

interface SessionRow extends SignedInUser {
  token_version: number;
  revoked: boolean;
}

/** The SQL of a session's user: its role and token version, and whether the token was logged out ($2, its hash). */
export const SESSION_SQL = `select id, role, token_version, exists (select 1 from revoked_sessions r where r.token_hash = $2) as revoked
  from users where id = $1`;

/**
 * The user a request's token names, or null: no token, a bad one, an account that is gone, a token logged
 * out, or one signed before the user's last password reset. The role is read from the database, not the token,
 * so a role change applies at once.
 */
async function signedInUser(request: FastifyRequest): Promise<SignedInUser | null> {
  const token = tokenFromHeader(request.headers.authorization);
  const claims = token && (await request.server.tokens.verify(token));
  if (!claims) return null;
  const row = await request.server.db.one<SessionRow>(SESSION_SQL, [claims.userId, sha256(token)]);
  return row && !row.revoked && row.token_version === claims.version ? { id: row.id, role: row.role } : null;
}

/** The signed-in user's id, or null (optional auth). */
export async function currentUserId(request: FastifyRequest): Promise<string | null> {
  return (await signedInUser(request))?.id ?? null;
}

/** The signed-in user (auth): 401 'Please login first' without a valid session. */
export async function requireUser(request: FastifyRequest): Promise<SignedInUser> {
  const user = await signedInUser(request);
  if (!user) throw unauthorized();
  return user;
}

/** preValidation hook of the auth calls: 401 before the body is even looked at; sets request.user. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  request.user = await requireUser(request);
}

/** The signed-in user of a route that runs `authenticate`. */
export function userOf(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
