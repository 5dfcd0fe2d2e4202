// npm run bench -w server [-- --artworks N --no-cache|--both --seconds N --connections N --warmup N --rounds N --plain --reuse --only WORDS]: the
// gallery listing, search, home's rows, Similar Artworks, the studios list, a studio's page and an artwork's on 100,000 artworks, a busy inbox (whole and a page), in PostgreSQL (answers cached through Redis unless --no-cache), next to a bare
// Fastify hello-world measured in the same run. Prints requests/s, the share of hello-world's, p50/p99 latency
// and the load average.
//
// Works in a schema of its own (kala_bench) of the database at DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test), created at the start and dropped at the end. Artworks are
// inserted in bulk with generate_series, reusing the pictures of a small regular seed (no image per row).
// Loopback only; every phase is bounded; the process stops by itself.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb, type Db } from '../src/db';
import { migrate } from '../src/db/migrate';
import { runAdminSql } from '../src/db/postgres';
import { REFRESH_ARTWORK_SEARCH } from '../src/modules/catalogue/search';
import { seed } from '../src/seed';
import { DEMO_BUYER_EMAIL, DEMO_PASSWORD } from '../src/seed/data';
import { PAGE_SIZE } from '@kala/shared/constants';

const URL_DEFAULT = 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_DEFAULT = 'redis://127.0.0.1:6379';
const SCHEMA = 'kala_bench';

/** `--artworks N`, `--seconds N`, `--connections N`, `--warmup N`, `--rounds N`, `--no-cache`, `--both`; the BENCH_* variables still work. */
function option(name: string, fallback: number, least = Number.MIN_VALUE): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? process.argv[at + 1] : process.env[`BENCH_${name.toUpperCase()}`];
  const n = Number(value ?? fallback);
  if (!Number.isFinite(n) || n < least) throw new Error(`--${name} wants a number of at least ${least}, not ${value}`);
  return n;
}
const ARTWORKS = option('artworks', 100_000);
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 20);
/**
 * Seconds of the same load before each measured run, not counted: a path's first second under load ran at a
 * tenth of its steady rate here (its code not yet optimised by V8), hello-world's at two thirds, so an
 * unwarmed 10 s run measured the app's start as much as its speed.
 */
const WARMUP = option('warmup', 3, 0);
/**
 * Each scenario is measured this many times, the scenarios taking turns, and its median run is printed: on
 * a shared machine one 10 s run of the same build moved by a quarter from one run to the next.
 */
const ROUNDS = option('rounds', 3, 1);
/** Without the answer cache (ADR 0023): every request reads its page from PostgreSQL (totals and rankings stay cached per version, ADR 0005). */
const NO_CACHE = process.argv.includes('--no-cache');
/** Cached, then without the cache, on one seed (a million works take long to insert). */
const BOTH = process.argv.includes('--both');
/** Requests as a browser sends them ask for a compressed answer; `--plain` asks for none (18 KB of JSON a listing). */
const PLAIN = process.argv.includes('--plain');
const ASKED_ENCODING: Record<string, string> = PLAIN ? {} : { 'accept-encoding': 'gzip, deflate, br' };
/** `--only WORDS`: only the scenarios whose name holds WORDS (hello-world always runs, for the share). */
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] ?? '' : '';
/** The schema a run with BENCH_KEEP=1 left, measured again without seeding it anew (quicker while tuning). */
const REUSE = process.argv.includes('--reuse');
/** A hard ceiling for the whole run, whatever happens (a million works take minutes to insert). */
const RUN_LIMIT_MS = (ARTWORKS > 200_000 ? 60 : 15) * 60_000;

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (msg: string) => console.log(`[bench] ${msg}`);


const OPENERS = ['Morning', 'Evening', 'Monsoon', 'Winter', 'Golden', 'Quiet', 'Festival', 'Blue', 'Silent', 'Autumn'];
const SUBJECTS = ['Light', 'Courtyard', 'Rooftops', 'Terraces', 'Lake', 'Prayer Flags', 'Marigolds', 'Rain', 'Peaks', 'Mandala', 'River', 'Temple'];
const PLACES = ['over Patan', 'in Bhaktapur', 'at Boudha', 'near Pokhara', 'of Mustang', 'in the Valley', 'on the Ridge', 'by Phewa'];
const MOODS = ['serene', 'vibrant', 'joyful', 'melancholic', 'bold', 'delicate', 'luminous', 'earthy', 'dreamlike'];
const CITIES = ['kathmandu', 'lalitpur', 'bhaktapur', 'pokhara', 'boudha', 'solukhumbu', 'janakpur', 'nepal'];

/** 100,000 artworks in three statements: rows, one cover each (reused pictures), and categories. */
async function bulkInsert(db: Db): Promise<void> {
  const studios = (await db.many<{ id: string }>('select id from users where role between 11 and 20 order by id')).map((r) => r.id);
  const sizes = (await db.many<{ sizes: unknown }>('select sizes from artwork_images where position = 0 order by slug')).map((r) => JSON.stringify(r.sizes));
  const mains = (await db.many<{ id: string }>('select id from categories where parent is null order by position')).map((r) => r.id);
  const subs = (await db.many<{ id: string; parent: string }>('select id, parent from categories where parent is not null order by id'));
  // For each main category index, a sub-category or null.
  const subOf = mains.map((m) => subs.find((s) => s.parent === m)?.id ?? null);
  await db.query(
    `insert into artworks (slug, author_id, name, description, price_paisa, stock, tags, width, height, views, created_at)
     select 'bench-' || g,
            ($1::uuid[])[1 + g % cardinality($1::uuid[])],
            ($2::text[])[1 + g % cardinality($2::text[])] || ' ' || ($3::text[])[1 + (g / 7) % cardinality($3::text[])] || ' '
              || ($4::text[])[1 + (g / 11) % cardinality($4::text[])],
            'A ' || ($5::text[])[1 + (g / 3) % cardinality($5::text[])] || ' work made in ' || initcap(($6::text[])[1 + g % cardinality($6::text[])])
              || '. Signed on the front and dated on the back; it ships rolled in a tube.',
            case when g % 7 = 0 then 0 else (500 + (g::bigint * 7919) % 350000) * 100 end,
            g % 4,
            array[($5::text[])[1 + (g / 3) % cardinality($5::text[])], ($6::text[])[1 + g % cardinality($6::text[])]],
            10 + g % 50, 10 + g % 40, g % 500,
            now() - make_interval(mins => g)
       from generate_series(1, $7::int) g`,
    [studios, OPENERS, SUBJECTS, PLACES, MOODS, CITIES, ARTWORKS],
  );
  await db.query(
    `insert into artwork_images (artwork_id, position, is_cover, slug, alt, sizes)
     select a.id, 0, true, a.slug || '-1', a.name, ($1::text[])[1 + abs(hashtext(a.slug)) % cardinality($1::text[])]::jsonb
       from artworks a where a.slug like 'bench-%'`,
    [sizes],
  );
  await db.query(
    `insert into artwork_categories (artwork_id, category_id)
     select a.id, c.id from artworks a
       cross join lateral (select ($1::uuid[])[1 + substr(a.slug, 7)::int % cardinality($1::uuid[])] as main,
                                  ($2::uuid[])[1 + substr(a.slug, 7)::int % cardinality($1::uuid[])] as sub) m
       cross join lateral (select m.main as id union all select m.sub where m.sub is not null and substr(a.slug, 7)::int % 3 = 0) c
      where a.slug like 'bench-%'`,
    [mains, subOf],
  );
  // Likes: each seeded person likes one work in fifty, so Popular and Recommended rank by real counts (0–27).
  await db.query(
    `insert into likes (user_id, artwork_id)
     select u.id, a.id from users u join artworks a on a.slug like 'bench-%' and abs(hashtext(a.slug || u.id::text)) % 50 = 0
     on conflict do nothing`,
  );
  await db.query(`${REFRESH_ARTWORK_SEARCH} where a.slug like 'bench-%'`);
  // What autovacuum does after a bulk load: statistics, and the visibility map that lets counts use
  // index-only scans.
  await db.exec('vacuum analyze');
}

/** People the demo buyer has talked with: a busy inbox (a studio's, after a season of enquiries). */
const INBOX_ROOMS = 2_000;
/**
 * The inbox's scenarios run only when asked for (`--only inbox`), and their people are removed after: 2,000 more
 * people would make every other figure (search reads people too) incomparable with the runs before.
 */
const INBOX = /inbox/.test(ONLY);

/** The demo buyer's inbox of INBOX_ROOMS one-to-one rooms, one message each, a minute apart (removed by dropInbox). */
async function seedInbox(db: Db): Promise<void> {
  const buyer = (await db.one<{ id: string }>('select id from users where email = $1', [DEMO_BUYER_EMAIL]))!.id;
  await db.tx(async (t) => {
    // One name for all: a name's words join search's lexicon (migration 008), and 2,000 numbers there made every
    // search's typo lookup read them.
    const people = await t.many<{ id: string; g: number }>(
      `insert into users (name, email, slug) select 'Inbox Visitor', 'inbox' || g || '@bench.test', 'inbox-person-' || g
         from generate_series(1, $1::int) g on conflict (email) do nothing returning id, substr(slug, 14)::int as g`,
      [INBOX_ROOMS],
    );
    if (people.length === 0) return;
    const others = people.map((p) => p.id);
    const minutes = people.map((p) => p.g);
    await t.query(
      `with rooms as (
         insert into chat_rooms (kind, pair_key, updated_at)
         select 'normal', least(o::text, $1::text) || ':' || greatest(o::text, $1::text), now() - make_interval(mins => m)
           from unnest($2::uuid[], $3::int[]) as p(o, m)
         returning id, pair_key, updated_at),
       pairs as (select r.id, r.updated_at, p.o from rooms r join unnest($2::uuid[]) as p(o) on r.pair_key = least(p.o::text, $1::text) || ':' || greatest(p.o::text, $1::text)),
       members as (insert into chat_members (room_id, user_id, read_at) select id, $1::uuid, updated_at from pairs union all select id, o, now() from pairs)
       insert into chat_messages (room_id, sender_id, kind, body, created_at)
       select id, o, 'text', 'Hello, is the painting still for sale? I would like to see it.', updated_at from pairs`,
      [buyer, others, minutes],
    );
  });
}

/** The inbox's people, their rooms and the words their name added to search's lexicon. */
async function dropInbox(db: Db): Promise<void> {
  await db.tx(async (t) => {
    await t.query(`delete from chat_rooms where id in (select room_id from chat_members m join users u on u.id = m.user_id where u.email like 'inbox%@bench.test')`);
    await t.query(`delete from users where email like 'inbox%@bench.test'`);
    await t.query(`delete from search_words w where w.word in ('inbox', 'visitor') and not exists (select 1 from users u where u.search @@ to_tsquery('simple', quote_literal(w.word)))`);
  });
}

/** One measured run of a scenario. */
interface Run {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failed: number;
}

/** A scenario's median run, with its requests and failures over every round and each round's req/s. */
interface Row extends Run {
  rounds: number[];
}

interface Scenario {
  name: string;
  url: string;
  paths: string[];
  connections?: number;
  /** Sent with every request (a signed-in person's Authorization). */
  headers?: Record<string, string>;
}

async function measure({ name, url, paths, connections = CONNECTIONS, headers = {} }: Scenario, round: number): Promise<Run> {
  log(`measuring ${name} for ${SECONDS} s${WARMUP ? ` after ${WARMUP} s of warm-up` : ''} (round ${round} of ${ROUNDS}) …`);
  // A worker thread fires the requests, so the client does not share the servers' event loop.
  const load = (duration: number) =>
    autocannon({ url, connections, duration, workers: 1, requests: paths.map((p) => ({ method: 'GET', path: p, headers: { ...ASKED_ENCODING, ...headers } })) });
  if (WARMUP) await load(WARMUP);
  const r = await load(SECONDS);
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, failed: r.errors + r.timeouts + r.non2xx };
}

/** Every scenario once per round, in turn (a slow minute of the machine then falls on all of them); each one's median run. */
async function measureInTurn(scenarios: Scenario[]): Promise<Row[]> {
  const runs: Run[][] = scenarios.map(() => []);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, scenario] of scenarios.entries()) runs[i]!.push(await measure(scenario, round));
  }
  return runs.map((rows) => {
    const median = [...rows].sort((a, b) => a.rps - b.rps)[Math.floor((rows.length - 1) / 2)]!;
    const sum = (pick: (r: Run) => number) => rows.reduce((n, r) => n + pick(r), 0);
    return { ...median, requests: sum((r) => r.requests), failed: sum((r) => r.failed), rounds: rows.map((r) => r.rps) };
  });
}

const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(' ');

function printTable(rows: Row[], note: string): void {
  const ceiling = rows[0]!.rps;
  const head = ['scenario', 'req/s (median)', 'rounds', '% of hello', 'p50 ms', 'p99 ms', 'requests', 'failed'];
  const body = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.rounds.map((n) => n.toFixed(0)).join(' · '),
    `${((100 * r.rps) / ceiling).toFixed(1)} %`,
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.requests),
    String(r.failed),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\n${note}\n`);
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const b of body) console.log(line(b));
  console.log('');
}

async function main(): Promise<void> {
  const ceiling = setTimeout(() => {
    console.error(`[bench] stopped: over ${RUN_LIMIT_MS / 60_000} minutes`);
    process.exit(2);
  }, RUN_LIMIT_MS);
  ceiling.unref();

  const databaseUrl = process.env.DATABASE_URL || URL_DEFAULT;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-bench-'));
  const redisUrl = process.env.REDIS_URL || REDIS_DEFAULT;
  const config = loadConfig(
    {
      NODE_ENV: 'bench',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      // Shared through Redis as in production (several processes); keys of this run only.
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `kala-bench-${randomBytes(4).toString('hex')}:`,
    },
    { serverRoot, web: null },
  );
  let db: Db | null = null;
  const servers: FastifyInstance[] = [];
  if (!REUSE) await runAdminSql(databaseUrl, `drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA}`);
  try {
    db = openDb(config, { schema: SCHEMA });
    const started = Date.now();
    // A kept schema gets the migrations written since it was seeded.
    await migrate(db, serverRoot);
    if (!REUSE) {
      await seed(db, { uploadsDir: config.uploadsDir, artworks: 24 });
      await bulkInsert(db);
    }
    if (INBOX) await seedInbox(db);
    const total = (await db.one<{ n: number }>('select count(*) as n from artworks'))!.n;
    log(`${total} artworks in schema ${SCHEMA} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

    const hello = Fastify({ logger: false });
    hello.get('/', async () => ({ hello: 'world' }));
    servers.push(hello);
    const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
    /** The app with the answer cache on or off (then every request reads its page from PostgreSQL). */
    const startApp = async (answers: boolean) => {
      const app = await buildApp({ ...config, catalogueAnswers: answers }, { db: db!, web: null });
      servers.push(app);
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      // The demo buyer signs in as a browser does; the session is the app's own.
      const login = await fetch(`${url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_BUYER_EMAIL, password: DEMO_PASSWORD }) });
      const buyer = { authorization: `JWT ${((await login.json()) as { token: string }).token}` };
      // Warm the caches and the query plans, not measured.
      for (const p of [...gallery, ...searches, ...lists, ...studios, ...pages]) await fetch(`${url}${p}`);
      for (const p of signedIn) await fetch(`${url}${p}`, { headers: buyer });
      return { url, buyer };
    };

    const gallery = [
      '/api/v2/products/category/all',
      '/api/v2/products/category/all?orderby=pricehigh',
      '/api/v2/products/category/all?orderby=pricelow&price=5000,100000',
      '/api/v2/products/category/painting?orderby=new&skip=30',
      '/api/store/photography?orderby=pricehigh',
    ];
    const searches = ['/api/search/lands', '/api/search/morning%20light', '/api/search/thang', '/api/search/pokhara%20river', '/api/search/golden%20temple%20boudha'];
    // Home's rows and an artwork's Similar Artworks: each ranks a category or the whole catalogue.
    const lists = ['/api/products/getfeatured', '/api/products/popular/painting', '/api/products/popular/photography', '/api/products/similar/bench-5', '/api/products/similar/bench-77'];
    // The studios list (each card counts its studio's works and names its categories), then the pages a visitor
    // opens from it: the busiest studio's profile and works, and an artwork.
    const studios = ['/api/artists/sortable?sortby=works', '/api/artists/sortable', '/api/artists/sortable?category=painting&sortby=works'];
    const busiest = (await db.one<{ id: string }>('select author_id as id from artworks group by 1 order by count(*) desc limit 1'))!.id;
    const pages = [`/api/user/get/${busiest}`, `/api/user/gallery/${busiest}`, `/api/user/gallery/${busiest}?skip=24`, '/api/product/bench-5', '/api/product/bench-77'];
    // Home's rows for a signed-in person, never cached whole: the demo buyer's recommended and followed works.
    const signedIn = ['/api/products/recommended', '/api/products/followed'];
    // The demo buyer's inbox of INBOX_ROOMS rooms: whole, as the spec's call answers it, and the inbox's page.
    const inboxWhole = ['/chat/rooms'];
    const inboxPage = [`/chat/rooms?per_page=${PAGE_SIZE.rooms}`];
    const scenarios: Scenario[] = [{ name: 'bare Fastify hello-world', url: helloUrl, paths: ['/'] }];
    if (!NO_CACHE) {
      const { url, buyer } = await startApp(true);
      scenarios.push(
        { name: 'gallery listing (5 sorts/filters), cached', url, paths: gallery },
        { name: 'search (5 terms), cached', url, paths: searches },
        { name: "home's rows and Similar Artworks, cached", url, paths: lists },
        { name: 'studios list (3 sorts/filters)', url, paths: studios },
        { name: "a studio's profile and works, an artwork", url, paths: pages },
        { name: "signed-in home's rows (recommended, followed)", url, paths: signedIn, headers: buyer },
      );
    }
    if (NO_CACHE || BOTH) {
      const { url, buyer } = await startApp(false);
      scenarios.push(
        { name: 'gallery listing (5 sorts/filters), no cache', url, paths: gallery },
        { name: 'search (5 terms), no cache', url, paths: searches },
        { name: "home's rows and Similar Artworks, no cache", url, paths: lists },
        // One request at a time as well: what a request costs with nothing queued before it.
        { name: 'gallery listing, no cache, 1 connection', url, paths: gallery, connections: 1 },
        { name: 'search, no cache, 1 connection', url, paths: searches, connections: 1 },
        { name: "signed-in home's rows, no cache, 1 connection", url, paths: signedIn, headers: buyer, connections: 1 },
        ...(INBOX
          ? [
              { name: `inbox of ${INBOX_ROOMS} rooms, whole, 1 connection`, url, paths: inboxWhole, headers: buyer, connections: 1 },
              { name: `inbox, a page of ${PAGE_SIZE.rooms}, 1 connection`, url, paths: inboxPage, headers: buyer, connections: 1 },
            ]
          : []),
      );
    }
    const rows = await measureInTurn(scenarios.filter((sc, i) => i === 0 || sc.name.includes(ONLY)));
    printTable(
      rows,
      `${total} artworks, PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//')}, Redis ${redisUrl}, answer cache ${NO_CACHE ? 'off (--no-cache)' : BOTH ? 'on, then off (--both)' : 'on'}, ${PLAIN ? 'no Accept-Encoding (--plain)' : `Accept-Encoding: ${ASKED_ENCODING['accept-encoding']}`}, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP} s of warm-up, ${ROUNDS} rounds in turn (the median printed), one server process (Node ${process.version}); load average ${loadAverage()} at the end (${cpus().length} CPUs)`,
    );
  } finally {
    for (const s of servers) await s.close().catch(() => undefined);
    if (INBOX && db) await dropInbox(db).catch((err: unknown) => console.error('[bench] could not remove the inbox', err));
    await db?.close().catch(() => undefined);
    // BENCH_KEEP=1 leaves the schema for EXPLAIN; the next run drops it first anyway.
    if (process.env.BENCH_KEEP) log(`kept schema ${SCHEMA}`);
    else await runAdminSql(databaseUrl, `drop schema if exists ${SCHEMA} cascade`).catch((err: unknown) => console.error('[bench] could not drop the schema', err));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npm run bench -- chat [flags]`: the chat's sockets and delivery (bench/chat.ts) instead;
// `npm run bench -- stack`: nginx in front of one, then two server processes (bench/stack.ts);
// `npm run bench -- alerts [flags]`: matching a published work against 100,000 saved alerts (bench/alerts.ts);
// `npm run bench -- start [--rounds N]`: a server process's time to build the app and be ready (bench/start.ts);
// `npm run bench -- rankings [--works N]`: Similar, Popular and Recommended with nothing kept, on a kept schema (bench/rankings.ts).
const SCENARIOS: Record<string, () => Promise<void>> = {
  rankings: () => import('./rankings').then((m) => m.benchRankings(process.argv.slice(3))),
  alerts: () => import('./alerts').then((m) => m.benchAlerts(process.argv.slice(3))),
  start: () => import('./start').then((m) => m.benchStart(process.argv.slice(3))),
  chat: () => import('./chat').then((m) => m.benchChat(process.argv.slice(3))),
  stack: () => import('./stack').then((m) => m.benchStack()),
};
const chosen = SCENARIOS[process.argv[2] ?? ''] ?? main;
chosen().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
