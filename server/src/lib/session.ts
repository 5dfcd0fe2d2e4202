// Who is calling: the signed-in user of a request, from its `Authorization: JWT <token>` header.
// Every module reads the caller through these helpers; the session plugin decorates `request.user`.
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './http-error';
import { tokenFromHeader } from './tokens';

export interface SignedInUser {
  id: string;
  role: number;
}

/** The signed-in user's id from the Authorization header, or null (optional auth). */
export async function currentUserId(request: FastifyRequest): Promise<string | null> {
  const token = tokenFromHeader(request.headers.authorization);
  return token ? request.server.tokens.verify(token) : null;
}

/**
 * The signed-in user (auth): 401 'Please login first' without a valid token or when the account is gone.
 * The role is read from the database, not the token, so a role change applies at once.
 */
export async function requireUser(request: FastifyRequest): Promise<SignedInUser> {
  const id = await currentUserId(request);
  const user = id ? await request.server.db.one<SignedInUser>('select id, role from users where id = $1', [id]) : null;
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
