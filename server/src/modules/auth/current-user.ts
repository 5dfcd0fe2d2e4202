import type { FastifyRequest } from 'fastify';
import { tokenFromHeader } from './tokens';

/** The signed-in user's id from the Authorization header, or null (optional auth). */
export async function currentUserId(request: FastifyRequest): Promise<string | null> {
  const token = tokenFromHeader(request.headers.authorization);
  return token ? request.server.tokens.verify(token) : null;
}
