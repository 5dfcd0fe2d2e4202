// The Idempotency-Key of a POST that a client may send more than once (issue 25: chat messages and comments
// typed offline, replayed by the service worker until the network answers): the first request acts and its
// answer is kept per user and key; a repeat gets that answer again and acts on nothing. A repeat that arrives
// while the first is still running is told to retry (409); a failed first request leaves no trace.
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/types';
import { HttpError } from './http-error';
import { MSG_CODED } from '@kala/shared/messages';

/** The optional header, as the routes' schemas declare it. */
export const IdempotencyHeader = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 100 })) });

const ANSWER_KEPT = "interval '1 day'";

/** Runs `act` once per (user, key); without a key, every time. `scope` keeps one route's key from answering another. */
export async function once<T>(db: Db, userId: string, key: string | undefined, scope: string, act: () => Promise<T>): Promise<T> {
  if (!key) return act();
  const claim = await db.query(
    'insert into idempotent_answers (user_id, key, scope) values ($1, $2, $3) on conflict (user_id, key) do nothing returning key',
    [userId, key, scope],
  );
  if (claim.rows.length === 0) {
    const [first] = (await db.query<{ answer: T | null; scope: string }>('select answer, scope from idempotent_answers where user_id = $1 and key = $2', [userId, key])).rows;
    if (first?.answer != null && first.scope === scope) return first.answer;
    throw new HttpError(409, 'error', MSG_CODED.tryAgainNetwork);
  }
  try {
    const answer = await act();
    await db.query('update idempotent_answers set answer = $3 where user_id = $1 and key = $2', [userId, key, JSON.stringify(answer)]);
    return answer;
  } catch (error) {
    await db.query('delete from idempotent_answers where user_id = $1 and key = $2', [userId, key]);
    throw error;
  }
}

/** Housekeeping: answers older than a day are no longer needed (a queue gives up long before). */
export const pruneIdempotentAnswers = (db: Db) => db.query(`delete from idempotent_answers where created_at < now() - ${ANSWER_KEPT}`);
