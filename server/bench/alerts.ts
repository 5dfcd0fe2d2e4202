// npm run bench -- alerts [--alerts 100000] [--works 20] [--rounds 25]: how long finding the saved alerts a
// newly published work matches takes (modules/alerts/matching.ts) with 100,000 alerts in PostgreSQL.
// Alerts are spread as people make them: 30 % a studio (of 500), 30 % a category (a third with a price range),
// 20 % one or two tags (of 1,000), 10 % search words (of 1,000), 10 % a price band alone; owned by 10,000 people.
// Prints the match time per work (p50, p95, max over every round) and how many alerts each work matched.
//
// Works in a schema of its own (kala_bench_alerts) of DATABASE_URL (default the local test database),
// created at the start and dropped at the end (BENCH_KEEP=1 keeps it for EXPLAIN).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { openDb, type Db } from '../src/db';
import { migrate } from '../src/db/migrate';
import { runAdminSql } from '../src/db/postgres';
import { normalTags } from '../src/modules/alerts/alerts';
import { MATCH_SQL, matchingAlerts } from '../src/modules/alerts/matching';
import { publishedWork } from '../src/modules/catalogue/interactions';
import { REFRESH_ARTWORK_SEARCH } from '../src/modules/catalogue/search';
import { seed } from '../src/seed';

const SCHEMA = 'kala_bench_alerts';
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (msg: string) => console.log(`[bench alerts] ${msg}`);
const WORDS = ['morning', 'evening', 'monsoon', 'winter', 'golden', 'quiet', 'festival', 'light', 'courtyard', 'rooftops', 'lake', 'prayer', 'marigolds', 'rain', 'peaks', 'mandala', 'river', 'temple', 'patan', 'bhaktapur'];

/** People, studios and the alerts, in a few statements. */
async function fill(db: Db, alerts: number): Promise<void> {
  await db.query(
    `insert into users (name, email, role, slug, email_verified)
     select case when g <= 500 then 'Bench Studio ' else 'Bench Person ' end || g, 'bench-' || g || '@kala.test',
            case when g <= 500 then 11 else 1 end, 'bench-' || g, true
       from generate_series(1, 10500) g`,
  );
  await db.query(
    `with studios as (select array_agg(id order by slug) ids from users where slug like 'bench-%' and role = 11),
          people as (select array_agg(id order by slug) ids from users where slug like 'bench-%' and role = 1),
          cats as (select array_agg(id order by slug) ids from categories),
          tags as (select array_agg('tag' || g) ids from generate_series(1, 1000) g)
     insert into alerts (user_id, studio_id, category_id, price, tags, query, query_ts, query_head)
     select people.ids[1 + g % cardinality(people.ids)],
            case when g % 10 < 3 then studios.ids[1 + (g / 10) % 500] end,
            case when g % 10 between 3 and 5 then cats.ids[1 + (g / 10) % cardinality(cats.ids)] end,
            case when g % 10 = 9 or (g % 10 between 3 and 5 and g % 3 = 0)
                 then int8range(((g * 7919) % 500000) * 100, ((g * 7919) % 500000 + 5000 * (1 + g % 4)) * 100) else '(,)' end,
            case when g % 10 between 6 and 7
                 then array_remove(array[tags.ids[1 + g % 1000], case when g % 2 = 0 then tags.ids[1 + (g / 7) % 1000] end], null)
                 else '{}' end,
            case when g % 10 = 8 then w.word end, case when g % 10 = 8 then to_tsquery('simple', quote_literal(w.word) || ':*') end,
            case when g % 10 = 8 then left(w.word, 3) end
       from generate_series(1, $1::int) g cross join studios, people, cats, tags
            cross join lateral (select ($2::text[])[1 + g % 1000] as word) w`,
    [alerts, WORDS.concat(Array.from({ length: 980 }, (_, i) => `${WORDS[i % 20]}${i}`))],
  );
  await db.exec('vacuum analyze alerts');
}

/** `count` published works by bench studios, with categories, tags and names the alerts look for. */
async function works(db: Db, count: number) {
  const studios = (await db.many<{ id: string }>(`select id from users where slug like 'bench-%' and role = 11 order by slug limit 50`)).map((r) => r.id);
  const cats = (await db.many<{ id: string }>('select id from categories order by slug')).map((r) => r.id);
  const slugs: string[] = [];
  for (let i = 0; i < count; i++) {
    const slug = `bench-alert-work-${i}`;
    const row = await db.one<{ id: string }>(
      `insert into artworks (slug, author_id, name, description, price_paisa, stock, tags) values ($1, $2, $3, 'Oil on canvas.', $4, 1, $5) returning id`,
      [slug, studios[i % studios.length], `${WORDS[i % 20]} ${WORDS[(i * 3) % 20]} ${i}`, (5000 + i * 3917) * 100, [`tag${1 + ((i * 11) % 1000)}`, `tag${1 + ((i * 29) % 1000)}`]],
    );
    for (const c of [cats[i % cats.length], cats[(i * 5) % cats.length]]) {
      await db.query('insert into artwork_categories (artwork_id, category_id) values ($1, $2) on conflict do nothing', [row!.id, c]);
    }
    await db.query(`${REFRESH_ARTWORK_SEARCH} where a.id = $1`, [row!.id]);
    slugs.push(slug);
  }
  return Promise.all(slugs.map(async (s) => (await publishedWork(db, s))!));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function benchAlerts(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { alerts: { type: 'string', default: '100000' }, works: { type: 'string', default: '20' }, rounds: { type: 'string', default: '25' } } });
  const [alertCount, workCount, rounds] = [values.alerts, values.works, values.rounds].map(Number) as [number, number, number];
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-bench-alerts-'));
  const config = loadConfig({ NODE_ENV: 'bench', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }, { serverRoot, web: null });
  await runAdminSql(databaseUrl, `drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA}`);
  let db: Db | null = null;
  try {
    db = openDb(config, { schema: SCHEMA });
    await migrate(db, serverRoot);
    await seed(db, { uploadsDir: config.uploadsDir, artworks: 2 });
    let started = Date.now();
    await fill(db, alertCount);
    const total = Number((await db.one<{ n: string }>('select count(*) as n from alerts'))!.n);
    log(`${total} alerts inserted (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    const published = await works(db, workCount);
    // Plans and caches warm, not measured.
    for (const w of published) await matchingAlerts(db, w);
    const times: number[] = [];
    const matched: number[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const w of published) {
        started = performance.now();
        const found = await matchingAlerts(db, w);
        times.push(performance.now() - started);
        if (r === 0) matched.push(found.length);
      }
    }
    times.sort((a, b) => a - b);
    // The database's own time for the query (EXPLAIN ANALYZE), without the trip and the rows' decoding in Node.
    const inDb: number[] = [];
    for (const w of published) {
      const plan = await db.many<{ 'QUERY PLAN': string }>(`explain (analyze) ${MATCH_SQL.text}`, [w.authorId, w.categoryIds, w.pricePaisa, normalTags(w.tags), w.search]);
      inDb.push(Number(/Execution Time: ([\d.]+)/.exec(plan.map((r) => r['QUERY PLAN']).join('\n'))?.[1] ?? NaN));
    }
    inDb.sort((a, b) => a - b);
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    console.log(
      `\n${total} alerts, ${published.length} works × ${rounds} rounds, PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//')} (Node ${process.version}); load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} (${cpus().length} CPUs)\n` +
        `match time per work: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times[times.length - 1]!)}\n` +
        `in the database (EXPLAIN ANALYZE, once per work): p50 ${ms(percentile(inDb, 50))}, max ${ms(inDb[inDb.length - 1]!)}\n` +
        `alerts matched per work: min ${Math.min(...matched)}, median ${[...matched].sort((a, b) => a - b)[Math.floor(matched.length / 2)]}, max ${Math.max(...matched)}\n`,
    );
  } finally {
    await db?.close().catch(() => undefined);
    if (process.env.BENCH_KEEP) log(`kept schema ${SCHEMA}`);
    else await runAdminSql(databaseUrl, `drop schema if exists ${SCHEMA} cascade`).catch((err: unknown) => console.error('[bench alerts] could not drop the schema', err));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
