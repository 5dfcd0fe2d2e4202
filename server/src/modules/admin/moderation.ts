// The reports queue as the console shows it (issue 23): one entry per reported item with how many people
// reported it, who and why; Hide (a post: gone for everyone but its author, who is told), Dismiss, or
// Suspend the author (people.ts). Every action goes to the audit log.
import type { ReportedItem } from '@kala/shared/admin';
import type { ReportTarget } from '@kala/shared/constants';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../lib/http-error';
import { closeReportsOf } from '../reports/reports';
import { hidePostWithReason } from '../social/posts';
import { recordAction } from './audit';

const ITEM_SQL = `
  select r.target_type as "targetType", r.target_id as "targetId", count(*)::int as count, max(r.created_at) as "lastReported",
         json_agg(json_build_object('reporter', reporter.name, 'category', c.name, 'reason', r.content, 'created', r.created_at) order by r.created_at) as reports,
         case r.target_type when 'feed' then (select left(p.body, 200) from posts p where p.id = r.target_id)
                            when 'product' then (select a.name from artworks a where a.id = r.target_id)
                            else (select u.name from users u where u.id = r.target_id) end as what,
         case r.target_type when 'feed' then (select p.picture from posts p where p.id = r.target_id)
                            when 'product' then (select jsonb_build_object('slug', i.slug, 'alt', i.alt, 'sizes', i.sizes) from artwork_images i
                                                where i.artwork_id = r.target_id order by i.is_cover desc, i.position limit 1) end as picture,
         case r.target_type when 'feed' then '/feed/' || r.target_id
                            when 'product' then (select '/artwork/' || a.slug from artworks a where a.id = r.target_id)
                            else (select '/user/' || u.slug from users u where u.id = r.target_id) end as link,
         a.id as "authorId", a.name as "authorName", a.suspended_at is not null as "authorSuspended"
    from reports r
    join users reporter on reporter.id = r.reporter_id
    join report_categories c on c.id = r.category_id
    left join users a on a.id = case r.target_type when 'feed' then (select author_id from posts where id = r.target_id)
                                                    when 'product' then (select author_id from artworks where id = r.target_id)
                                                    else r.target_id end
   where r.status = 'open'`;

/** Open reported items, most reported first, then the most recent. */
export const openReports = (db: Db): Promise<ReportedItem[]> =>
  db.many<ReportedItem>(`${ITEM_SQL} group by r.target_type, r.target_id, a.id order by count(*) desc, max(r.created_at) desc limit 200`);

/** How many items wait (the console's navigation). */
export async function queueCounts(db: Db): Promise<{ reports: number; studioRequests: number }> {
  const row = await db.one<{ reports: number; studio_requests: number }>(
    `select (select count(distinct (target_type, target_id))::int from reports where status = 'open') as reports,
            (select count(*)::int from studio_requests where status = 'pending') as studio_requests`,
  );
  return { reports: row?.reports ?? 0, studioRequests: row?.studio_requests ?? 0 };
}

export interface ModerationDeps {
  db: Db;
  notifyHidden(post: { id: string; authorId: string }, operatorId: string, reason: string): Promise<void>;
}

/**
 * Closes every open report of the item. `hide` takes a post out of every feed, page and search for everyone
 * but its author, who is told why; an artwork or a person is dealt with by suspending its author.
 */
export async function resolveItem(deps: ModerationDeps, operatorId: string, target: ReportTarget, targetId: string, action: 'hide' | 'dismiss', reason: string): Promise<void> {
  if (action === 'hide' && target !== 'feed') throw badRequest('Only posts can be hidden; suspend the author of an artwork or an account instead.');
  const hidden = await deps.db.tx(async (t) => {
    if ((await closeReportsOf(t, target, targetId, action === 'hide' ? 'hidden' : 'dismissed')) === 0) throw notFound();
    const post = action === 'hide' ? await hidePostWithReason(t, targetId, reason) : null;
    await recordAction(t, { actorId: operatorId, action: `report-${action}`, targetType: target, targetId, targetLabel: post?.body ?? '', reason });
    return post;
  });
  if (hidden) await deps.notifyHidden({ id: hidden.id, authorId: hidden.author_id }, operatorId, reason);
}
