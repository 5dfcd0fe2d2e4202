// Matching a newly published work against every saved alert, off the request path (issue 25 §4, ADR 0024).
// Each alert is reached through one partial index by its anchor (migration 042): its studio, else its
// category, else its tags, else the first letters of its first search word, else its price range. The five
// branches below each use their index; the alert's other criteria are checked on the rows found.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { publishedWork, type PublishedWork } from '../catalogue/interactions';
import { acrossBlockFromSql } from '../users/block-check';
import { normalTags } from './alerts';

/**
 * Every criterion an alert names must hold for the work ($1 author, $2 categories, $3 price, $4 tags, $5 search
 * vector), and no block stands between the alert's owner and the author (neither may see the other's works).
 */
const REST = `a.active and a.user_id <> $1 and a.user_id not in ${acrossBlockFromSql('$1::uuid')}
  and (a.category_id is null or a.category_id = any($2::uuid[]))
  and a.price @> $3::bigint
  and (a.tags = '{}' or a.tags && $4::text[])
  and (a.query_ts is null or a.query_ts @@ $5::tsvector)`;
const NO_STUDIO = 'a.studio_id is null';
const NO_CATEGORY = `${NO_STUDIO} and a.category_id is null`;
const NO_TAGS = `${NO_CATEGORY} and a.tags = '{}'`;

/** The first one to three letters of every word of the work: the keys of the query-only alerts it may match. */
const HEADS = `array(select distinct left(l, n) from unnest(tsvector_to_array($5::tsvector)) l, generate_series(1, 3) n)`;

/** Prepared once per connection: planned once, not on every upload. */
export const MATCH_SQL = {
  name: 'alerts-match',
  text: `
  select a.id, a.user_id from alerts a where a.studio_id = $1 and ${REST}
  union all
  select a.id, a.user_id from alerts a where ${NO_STUDIO} and a.category_id = any($2::uuid[]) and ${REST}
  union all
  select a.id, a.user_id from alerts a where ${NO_CATEGORY} and a.tags <> '{}' and a.tags && $4::text[] and ${REST}
  union all
  select a.id, a.user_id from alerts a where ${NO_TAGS} and a.query_head is not null and a.query_head = any(${HEADS}) and ${REST}
  union all
  select a.id, a.user_id from alerts a where ${NO_TAGS} and a.query_head is null and a.price @> $3::bigint and ${REST}`,
};

export interface Match {
  id: string;
  user_id: string;
}

/** The active alerts (of other people than its author) the work matches. */
export const matchingAlerts = (db: Db, work: PublishedWork): Promise<Match[]> =>
  db.many<Match>(MATCH_SQL, [work.authorId, work.categoryIds, work.pricePaisa, normalTags(work.tags), work.search]);

/** Records the hits (for the daily mail) and notifies each alert's owner, grouped per alert. */
export async function matchAndNotify(app: FastifyInstance, slug: string): Promise<number> {
  const work = await publishedWork(app.db, slug);
  if (!work) return 0;
  const matches = await matchingAlerts(app.db, work);
  if (matches.length === 0) return 0;
  await app.db.query(
    `insert into alert_hits (alert_id, artwork_id, user_id, name, link)
     select m.id, $3, m.user_id, $4, $5 from unnest($1::uuid[], $2::uuid[]) as m(id, user_id) on conflict do nothing`,
    [matches.map((m) => m.id), matches.map((m) => m.user_id), work.id, work.name, work.link],
  );
  for (const m of matches) {
    await app.notifier.notify({ recipient: m.user_id, kind: 'alertMatch', subject: m.id, sender: work.authorId, link: work.link, image: work.image, work: work.name });
  }
  return matches.length;
}

/** One work at a time, in order, after the upload answered; `idle()` settles when the queue is empty. */
export function matchQueue(app: FastifyInstance): { add(slug: string): void; idle(): Promise<void> } {
  let tail: Promise<void> = Promise.resolve();
  return {
    add(slug) {
      tail = tail.then(() => matchAndNotify(app, slug)).then(
        (n) => void (n && app.log.info({ slug, alerts: n }, 'alerts matched')),
        (err: unknown) => app.log.error({ err, slug }, 'alert matching failed'),
      );
    },
    idle: () => tail,
  };
}
