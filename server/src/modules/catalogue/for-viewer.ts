// The signed-in caller's lists (works and studios recommended to them, their follows' works, studios to
// follow): one answer, `{ status: 'success', <key>: the list }`, read for the caller.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { userOf } from '../../lib/session';

/** A route handler answering the caller's list under `key` (behind `authenticate`, which sets the caller). */
export const forViewer =
  <K extends string, T>(key: K, list: (db: Db, viewerId: string) => Promise<T>) =>
  async (req: FastifyRequest) =>
    ({ status: 'success', [key]: await list(req.server.db, userOf(req).id) }) as { status: 'success' } & Record<K, T>;
