// Who is calling: the signed-in user of a request, from its `Authorization: JWT <token>` header.
// Every module reads the caller through these helpers; the session plugin decorates `request.user`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { sha256 } from './crypto';
import { unauthorized } from './http-error';
import { tokenFromHeader } from './tokens';

export interface SignedInUser {
  id: string;
  role: number;
}

/** A token's session: whose it is, at which token version, and the token's hash (its logout's key). */
export interface TokenSession {
  userId: string;
  version: number;
  tokenHash: string;
}

/**
 * The role of a session's user while the session is live: the account exists and is not suspended, the token was not logged
 * out and was signed at the user's current token version (a password reset raises it). Null otherwise.
 */
export async function liveSessionRole(db: Db, { userId, version, tokenHash }: TokenSession): Promise<number | null> {
  const row = await db.one<{ role: number; token_version: number; revoked: boolean }>(
    `select role, token_version, exists (select 1 from revoked_sessions r where r.token_hash = $2) as revoked
       from users where id = $1 and suspended_at is null`,
    [userId, tokenHash],
  );
  return row && !row.revoked && row.token_version === version ? row.role : null;
}

/** The live session a token names, with its user's role; null for no token, a bad one or an ended session. */
export async function sessionOfToken(server: FastifyInstance, token: string | null): Promise<(TokenSession & { role: number }) | null> {
  const claims = token && (await server.tokens.verify(token));
  if (!claims) return null;
  const session = { userId: claims.userId, version: claims.version, tokenHash: sha256(token) };
  const role = await liveSessionRole(server.db, session);
  return role === null ? null : { ...session, role };
}

/**
 * The user a request's token names, or null: no token, a bad one, an account that is gone, a token logged
 * out, or one signed before the user's last password reset. The role is read from the database, not the token,
 * so a role change applies at once.
 */
async function signedInUser(request: FastifyRequest): Promise<SignedInUser | null> {
  const session = await sessionOfToken(request.server, tokenFromHeader(request.headers.authorization));
  return session && { id: session.userId, role: session.role };
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
