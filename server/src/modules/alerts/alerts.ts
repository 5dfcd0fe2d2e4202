// Saved alerts (issue 25 §4): one person's list, and saving, pausing, resuming and deleting one.
import { ALERT_LIMITS, ALERT_CODED, hasCriteria, type Alert, type AlertCriteria } from '@kala/shared/alerts';
import { lockFor, type Db } from '../../db';
import { badRequest, notFound } from '../../lib/http-error';
import { isUuid } from '../../lib/ids';
import { listCategories } from '../catalogue/categories';
import { prefixQuery, searchWords } from '../catalogue/search';
import { assertNotBlocked } from '../users/block-check';
import { findUserById } from '../users/repository';
import { isArtistRole } from '@kala/shared/constants';
import { withValues } from '@kala/shared/errors';

interface AlertRow {
  id: string;
  studio_id: string | null;
  category_id: string | null;
  price_min: string | null;
  price_max: string | null;
  tags: string[];
  query: string | null;
  active: boolean;
  created_at: Date | string;
}

const npr = (paisa: string | null) => (paisa == null ? null : Number(paisa) / 100);
const paisa = (nprValue: number | null | undefined) => (nprValue == null ? null : Math.round(nprValue * 100));

/** Tags lower-case, trimmed, unique and sorted (two alerts with the same tags are twins); a work's tags are compared the same way. */
export const normalTags = (tags: readonly string[]): string[] => [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))].sort();

const SELECT = `select id, studio_id, category_id, lower(price) as price_min, upper(price) - 1 as price_max, tags, query, active, created_at from alerts`;

/** The user's alerts, newest first, with their category's and studio's names. */
export async function listAlerts(db: Db, userId: string): Promise<Alert[]> {
  const rows = await db.many<AlertRow>(`${SELECT} where user_id = $1 order by created_at desc`, [userId]);
  const categories = rows.some((r) => r.category_id) ? await listCategories(db) : [];
  const studios = new Map<string, Alert['studio']>();
  for (const id of new Set(rows.flatMap((r) => (r.studio_id ? [r.studio_id] : [])))) {
    const u = await findUserById(db, id);
    if (u) studios.set(id, { _id: u.id, name: u.name, slug: u.slug });
  }
  return rows.map((r) => {
    const c = categories.find((x) => x._id === r.category_id);
    return {
      _id: r.id,
      category: c ? { slug: c.slug, name: c.name } : null,
      studio: (r.studio_id && studios.get(r.studio_id)) || null,
      priceMin: npr(r.price_min),
      priceMax: npr(r.price_max),
      tags: r.tags,
      query: r.query,
      active: r.active,
      created: new Date(r.created_at).toISOString(),
    };
  });
}

/** Saves an alert; refuses one with nothing chosen, an unknown category or studio, a twin, or one too many. */
export async function createAlert(db: Db, userId: string, c: AlertCriteria): Promise<string> {
  const query = searchWords(c.query ?? '').join(' ') || null;
  const tags = normalTags(c.tags ?? []);
  if (!hasCriteria({ ...c, query, tags })) throw badRequest(ALERT_CODED.nothingChosen);
  const min = paisa(c.priceMin);
  const max = paisa(c.priceMax);
  if (min != null && max != null && min > max) throw badRequest(ALERT_CODED.badPrice);
  let categoryId: string | null = null;
  if (c.category) {
    categoryId = (await listCategories(db)).find((x) => x.slug === c.category)?._id ?? null;
    if (!categoryId) throw badRequest(ALERT_CODED.unknownCategory);
  }
  if (c.studio) {
    const studio = isUuid(c.studio) ? await findUserById(db, c.studio) : null;
    if (!studio || !isArtistRole(studio.role)) throw badRequest(ALERT_CODED.unknownStudio);
    // Across a block neither sees the other's works, so neither is told of them.
    await assertNotBlocked(db, userId, studio.id);
  }
  const values = [userId, c.studio || null, categoryId, min, max == null ? null : max + 1, tags, query, query && prefixQuery(query), query && query.split(' ')[0]!.slice(0, 3)];
  return db.tx(async (t) => {
    // One person's alerts are saved one at a time, so the count and the twin check hold.
    await lockFor(t, `alerts:${userId}`);
    const same = await t.one(
      `select 1 from alerts where user_id = $1 and studio_id is not distinct from $2 and category_id is not distinct from $3
          and price = int8range($4, $5) and tags = $6 and query is not distinct from $7`,
      values.slice(0, 7),
    );
    if (same) throw badRequest(ALERT_CODED.alreadySaved);
    const count = await t.one<{ n: string }>('select count(*) as n from alerts where user_id = $1', [userId]);
    if (Number(count?.n) >= ALERT_LIMITS.perUser) throw badRequest(withValues(ALERT_CODED.tooMany, { max: ALERT_LIMITS.perUser }));
    const row = await t.one<{ id: string }>(
      `insert into alerts (user_id, studio_id, category_id, price, tags, query, query_ts, query_head)
       values ($1, $2, $3, int8range($4, $5), $6, $7, case when $8::text is null then null else to_tsquery('simple', $8) end, $9) returning id`,
      values,
    );
    return row!.id;
  });
}

/** Pauses (false) or resumes (true) one of the user's alerts. */
export async function setActive(db: Db, userId: string, id: string, active: boolean): Promise<void> {
  const r = isUuid(id) ? await db.query('update alerts set active = $3 where id = $1 and user_id = $2', [id, userId, active]) : { rowCount: 0 };
  if (r.rowCount === 0) throw notFound(ALERT_CODED.notFound);
}

export async function deleteAlert(db: Db, userId: string, id: string): Promise<void> {
  const r = isUuid(id) ? await db.query('delete from alerts where id = $1 and user_id = $2', [id, userId]) : { rowCount: 0 };
  if (r.rowCount === 0) throw notFound(ALERT_CODED.notFound);
}
