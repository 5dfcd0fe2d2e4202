// Every admin route's guard (ADR 0020): 401 without a live session, 403 for anyone who is not an operator.
// Added as the admin plugin's onRequest hook, so no admin route can forget it, and nothing of a refused
// request (not even its body) is read.
import type { FastifyRequest } from 'fastify';
import { isAdminRole } from '@kala/shared/constants';
import { MSG_CODED } from '@kala/shared/messages';
import { forbidden } from '../../lib/http-error';
import { requireUser } from '../../lib/session';

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await requireUser(request);
  if (!isAdminRole(user.role)) throw forbidden('error', MSG_CODED.forbidden);
  request.user = user;
}
