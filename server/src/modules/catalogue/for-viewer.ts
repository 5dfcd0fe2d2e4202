// The signed-in caller's lists (works and studios recommended to them, their follows' works, studios to
// follow): one answer, `{ status: 'success', <key>: the list }`, read for the caller as JSON text (cards.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { answerJson, sendJsonText, type JsonText } from '../../lib/json-text';
import { userOf } from '../../lib/session';

/** A route handler answering the caller's list under `key` (behind `authenticate`, which sets the caller). */
export const forViewer =
  (key: string, list: (db: Db, viewerId: string) => Promise<readonly JsonText<string>[]>) =>
  async (req: FastifyRequest, reply: FastifyReply) =>
    sendJsonText(reply, answerJson({ status: 'success' }, key, await list(req.server.db, userOf(req).id)));
