// The reports queue as the console shows it (issue 23): one entry per reported item with how many people
// reported it, who and why; Hide (a post, an artwork or a comment: gone for everyone but its author, who is
// told), Dismiss, or Suspend the author (people.ts). Every action goes to the audit log.
import type { ReportedItem } from '@kala/shared/admin';
import type { ReportTarget } from '@kala/shared/constants';
import { artworkPath, pathTo } from '@kala/shared/routing';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../lib/http-error';
import { hideArtworkWithReason } from '../catalogue/moderation';
import { closeReportsOf } from '../reports/reports';
import { commentAuthorSql, commentLinkSql, commentTextSql, hideCommentWithReason } from '../social/comment-moderation';
import { hidePostWithReason } from '../social/posts';
import { recordAction } from './audit';

const ITEM_SQL = `
  select r.target_type as "targetType", r.target_id as "targetId", count(*)::int as count, max(r.created_at) as "lastReported",
         json_agg(json_build_object('reporter', reporter.name, 'category', c.name, 'reason', r.content, 'created', r.created_at) order by r.created_at) as reports,
         case r.target_type when 'feed' then (select left(p.body, 200) from posts p where p.id = r.target_id)
                            when 'product' then (select a.name from artworks a where a.id = r.target_id)
                            when 'comment' then ${commentTextSql('r.target_id', 200)}
                            else (select u.name from users u where u.id = r.target_id) end as what,
         case r.target_type when 'feed' then (select p.picture from posts p where p.id = r.target_id)
                            when 'product' then (select jsonb_build_object('slug', i.slug, 'alt', i.alt, 'sizes', i.sizes) from artwork_images i
                                                where i.artwork_id = r.target_id order by i.is_cover desc, i.position limit 1) end as picture,
         case r.target_type when 'feed' then '/feed/' || r.target_id
                            when 'product' then (select '/artwork/' || a.slug from artworks a where a.id = r.target_id)
                            when 'comment' then ${commentLinkSql('r.target_id')}
                            else (select '/user/' || u.slug from users u where u.id = r.target_id) end as link,
         a.id as "authorId", a.name as "authorName", a.suspended_at is not null as "authorSuspended"
    from reports r
    join users reporter on reporter.id = r.reporter_id
    join report_categories c on c.id = r.category_id
    left join users a on a.id = case r.target_type when 'feed' then (select author_id from posts where id = r.target_id)
                                                    when 'product' then (select author_id from artworks where id = r.target_id)
                                                    when 'comment' then ${commentAuthorSql('r.target_id')}
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

/** What a hidden item's author is told: which kind of thing, where it was, a line of it. */
export interface HiddenItem {
  target: HideableTarget;
  id: string;
  authorId: string;
  /** Where it is on the site (the author still sees it there). */
  link: string;
  label: string;
}

export type HideableTarget = Exclude<ReportTarget, 'user'>;

export interface ModerationDeps {
  db: Db;
  notifyHidden(item: HiddenItem, operatorId: string, reason: string): Promise<void>;
}

/** Hides one item inside the transaction; null when it is gone or hidden already. */
async function hide(t: Db, target: HideableTarget, id: string, reason: string): Promise<HiddenItem | null> {
  if (target === 'feed') {
    const post = await hidePostWithReason(t, id, reason);
    return post && { target, id: post.id, authorId: post.author_id, link: pathTo('feedPost', { id: post.id }), label: post.body };
  }
  if (target === 'product') {
    const work = await hideArtworkWithReason(t, id, reason);
    return work && { target, id: work.id, authorId: work.author_id, link: artworkPath({ slug: work.slug, author: { role: work.role } }), label: work.name };
  }
  const comment = await hideCommentWithReason(t, id, reason);
  return comment && { target, id: comment.id, authorId: comment.author_id, link: pathTo('feedPost', { id: comment.post_id }), label: comment.body };
}

/**
 * Closes every open report of the item. `hide` takes a post, an artwork or a comment out of every list, page
 * and search for everyone but its author, who is told why; a person is dealt with by suspending them.
 */
export async function resolveItem(deps: ModerationDeps, operatorId: string, target: ReportTarget, targetId: string, action: 'hide' | 'dismiss', reason: string): Promise<void> {
  if (action === 'hide' && target === 'user') throw badRequest('A person is not hidden; suspend the account instead.');
  const hidden = await deps.db.tx(async (t) => {
    if ((await closeReportsOf(t, target, targetId, action === 'hide' ? 'hidden' : 'dismissed')) === 0) throw notFound();
    const item = action === 'hide' && target !== 'user' ? await hide(t, target, targetId, reason) : null;
    await recordAction(t, { actorId: operatorId, action: `report-${action}`, targetType: target, targetId, targetLabel: item?.label ?? '', reason });
    return item;
  });
  if (hidden) await deps.notifyHidden(hidden, operatorId, reason);
}
