// Reports (spec §2 report dialog, §7.5): a user reports a post, an artwork, a person or a comment once, with a
// category (and a reason for 'other'); each report waits in the moderation queue until an operator hides
// the content or dismisses it (`npm run admin -- reports`).
import { REPORT_OTHER_ID, REPORT_REASON_MAX, type ReportTarget } from '@kala/shared/constants';
import { MSG_CODED } from '@kala/shared/messages';
import type { CodedText } from '@kala/shared/errors';
import type { ReportCategory } from '@kala/shared/constants';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db';
import { isUuid } from '../../lib/ids';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { artworkOwnerSql } from '../catalogue/moderation';
import { commentOwnerSql, commentTextSql } from '../social/comment-moderation';
import { hidePost } from '../social/posts';
import { recordAction } from '../admin/audit';

export const listCategories = (db: Db): Promise<ReportCategory[]> =>
  db.many<ReportCategory>('select id as "_id", name, slug from report_categories order by position, name');

/** Who owns each kind of target, to find it and refuse a report of one's own. */
const OWNER_SQL: Record<ReportTarget, string> = {
  feed: 'select author_id as owner from posts where id = $1 and removed_at is null',
  product: `select ${artworkOwnerSql('$1')} as owner`,
  user: 'select id as owner from users where id = $1',
  comment: `select ${commentOwnerSql('$1')} as owner`,
};

export const REPORTED_TEXT: Record<ReportTarget, CodedText> = { feed: MSG_CODED.reported, product: MSG_CODED.reportedProduct, user: MSG_CODED.reportedProfile, comment: MSG_CODED.reported };

export interface ReportInput {
  category?: string;
  content?: string;
}

export async function fileReport(db: Db, reporterId: string, target: ReportTarget, targetId: string, input: ReportInput): Promise<void> {
  const category = input.category && isUuid(input.category) ? await db.one<{ id: string }>('select id from report_categories where id = $1', [input.category]) : null;
  if (!category) throw badRequest(MSG_CODED.reportSelectOption);
  const reason = category.id === REPORT_OTHER_ID ? (input.content ?? '').trim() : '';
  if (category.id === REPORT_OTHER_ID && reason === '') throw badRequest(MSG_CODED.reportReasonRequired);
  if (reason.length > REPORT_REASON_MAX) throw badRequest(MSG_CODED.reportReasonTooLong);
  const found = isUuid(targetId) ? await db.one<{ owner: string | null }>(OWNER_SQL[target], [targetId]) : null;
  if (!found?.owner) throw notFound();
  if (found.owner === reporterId) throw badRequest(MSG_CODED.reportOwn);
  try {
    await db.query('insert into reports (reporter_id, target_type, target_id, category_id, content) values ($1, $2, $3, $4, $5)', [
      reporterId,
      target,
      targetId,
      category.id,
      reason,
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, 'error', MSG_CODED.reportAlready);
    throw err;
  }
}

export interface QueuedReport {
  id: number;
  created: string;
  reporter: string;
  target: ReportTarget;
  targetId: string;
  /** What was reported, in a line: a post's text, an artwork's name, a person's name. */
  what: string;
  category: string;
  reason: string;
  status: 'open' | 'hidden' | 'dismissed';
}

/** The queue, oldest first: open reports, or every report with `all`. */
export async function listReports(db: Db, all = false): Promise<QueuedReport[]> {
  return db.many<QueuedReport>(
    `select r.id, r.created_at as created, reporter.name || ' <' || reporter.email || '>' as reporter, r.target_type as target,
            r.target_id as "targetId", c.name as category, r.content as reason, r.status,
            coalesce(case r.target_type
              when 'feed' then (select left(p.body, 80) from posts p where p.id = r.target_id)
              when 'product' then (select a.name || ' (/artwork/' || a.slug || ')' from artworks a where a.id = r.target_id)
              when 'comment' then ${commentTextSql('r.target_id', 80)}
              else (select u.name || ' <' || u.email || '>' from users u where u.id = r.target_id) end, '(gone)') as what
       from reports r join users reporter on reporter.id = r.reporter_id join report_categories c on c.id = r.category_id
      ${all ? '' : `where r.status = 'open'`} order by r.created_at, r.id`,
  );
}

/**
 * Resolves an open report and every other open report of the same item (the command line), written to the
 * operators' audit log as the command line's. `hide` takes a post out of every feed; artworks and accounts
 * are not hidden from here (answered with an error that says so). A report already closed (in the console,
 * or by an earlier command) is refused: nothing changes.
 */
export async function resolveReport(db: Db, id: number, action: 'hide' | 'dismiss'): Promise<{ resolved: number }> {
  const report = await db.one<{ target_type: ReportTarget; target_id: string; status: string }>('select target_type, target_id, status from reports where id = $1', [id]);
  if (!report) throw notFound(`No report ${id}`);
  if (report.status !== 'open') throw badRequest(`Report ${id} is closed already (${report.status}).`);
  if (action === 'hide' && report.target_type !== 'feed') throw badRequest('Only posts can be hidden from here; dismiss the report and deal with the artwork or account directly.');
  return db.tx(async (t) => {
    const status = action === 'hide' ? 'hidden' : 'dismissed';
    // This report closed in one step with its check (two commands, or the console, at once close it once),
    // then the item's other open reports.
    const mine = await t.one(`update reports set status = $2, resolved_at = now() where id = $1 and status = 'open' returning id`, [id, status]);
    if (!mine) throw badRequest(`Report ${id} is closed already.`);
    const others = await closeReportsOf(t, report.target_type, report.target_id, status);
    if (action === 'hide') await hidePost(t, report.target_id);
    await recordAction(t, { actorId: null, action: `report-${action}`, targetType: report.target_type, targetId: report.target_id, reason: `report #${id}` });
    return { resolved: 1 + others };
  });
}

/** Closes every open report of one item (the operators' console); the number closed. */
export async function closeReportsOf(q: Pick<Db, 'query'>, target: ReportTarget, targetId: string, status: 'hidden' | 'dismissed'): Promise<number> {
  const closed = await q.query(`update reports set status = $3, resolved_at = now() where target_type = $1 and target_id = $2 and status = 'open'`, [target, targetId, status]);
  return closed.rowCount ?? 0;
}
