// The signed-in caller's lists (works and studios recommended to them, their follows' works, studios to
// follow): one answer, `{ status: 'success', <key>: the list }`, read for the caller.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { sendJsonText } from '../../lib/json-text';
import { userOf } from '../../lib/session';
import { answerJson, type ArtworkJson } from './cards';

/** A route handler answering the caller's list under `key` (behind `authenticate`, which sets the caller). */
export const forViewer =
  <K extends string, T>(key: K, list: (db: Db, viewerId: string) => Promise<T>) =>
  async (req: FastifyRequest) =>
    ({ status: 'success', [key]: await list(req.server.db, userOf(req).id) }) as { status: 'success' } & Record<K, T>;

/** The same for a list of works read as cards (cards.ts), sent as JSON text. */
export const worksForViewer =
  (key: string, list: (db: Db, viewerId: string) => Promise<ArtworkJson[]>) =>
  async (req: FastifyRequest, reply: FastifyReply) =>
    sendJsonText(reply, answerJson({ status: 'success' }, key, await list(req.server.db, userOf(req).id)));
