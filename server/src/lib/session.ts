// Who is calling: the signed-in user of a request, from its `Authorization: JWT <token>` header.
// Every module reads the caller through these helpers; the session plugin decorates `request.user`.
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './http-error';
import { tokenFromHeader } from './tokens';

export interface SignedInUser {
  id: string;
  role: number;
}

interface SessionRow extends SignedInUser {
  token_version: number;
}

/**
 * The user a request's token names, or null: no token, a bad one, an account that is gone, or a token
 * signed before the user's last password reset. The role is read from the database, not the token, so a
 * role change applies at once.
 */
async function signedInUser(request: FastifyRequest): Promise<SignedInUser | null> {
  const token = tokenFromHeader(request.headers.authorization);
  const claims = token ? await request.server.tokens.verify(token) : null;
  if (!claims) return null;
  const row = await request.server.db.one<SessionRow>('select id, role, token_version from users where id = $1', [claims.userId]);
  return row && row.token_version === claims.version ? { id: row.id, role: row.role } : null;
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
