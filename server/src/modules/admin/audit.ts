// The operators' audit log (ADR 0020): every admin action, append-only. Only `recordAction` writes it; a
// trigger refuses UPDATE, DELETE and TRUNCATE, and no route edits it.
import type { AuditEntry } from '@kala/shared/admin';
import type { Db } from '../../db';

export interface AuditInput {
  /** The operator's id; null for the command line (`npm run admin`). */
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel?: string;
  reason?: string;
}

/** Writes one entry; the actor's name and email are copied as they are now. */
export async function recordAction(db: Db, entry: AuditInput): Promise<void> {
  await db.query(
    `insert into admin_audit (actor_id, actor, action, target_type, target_id, target_label, reason)
     values ($1, coalesce((select name || ' <' || email || '>' from users where id = $1), 'command line'), $2, $3, $4, $5, $6)`,
    [entry.actorId, entry.action, entry.targetType, entry.targetId, entry.targetLabel ?? '', entry.reason ?? ''],
  );
}

/** Newest first, a page at a time (`before` = the last id seen). */
export const listAudit = (db: Db, before: number | null, limit = 50): Promise<AuditEntry[]> =>
  db.many<AuditEntry>(
    `select id::int as id, actor, action, target_type as "targetType", target_id as "targetId", target_label as "targetLabel",
            reason, created_at as created
       from admin_audit where ($1::bigint is null or id < $1) order by id desc limit $2`,
    [before, limit],
  );
