// npm run bench -- rankings [--works 200]: what a ranking costs when no kept copy answers it, on the schema a
// `BENCH_KEEP=1 npm run bench` left (kala_bench, 100,000 works): Similar Artworks for that many works (first
// page, and the page after 220), home's Popular row for every main category, and the demo buyer's Recommended
// row. No cache: each call reads PostgreSQL, one at a time. Prints each one's p50 and p95 in milliseconds.
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db';
import { popularWorks, recommendedWorks } from '../src/modules/catalogue/home';
import { similarWorks } from '../src/modules/catalogue/interactions';
import { DEMO_BUYER_EMAIL } from '../src/seed/data';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function timed(calls: (() => Promise<unknown>)[]): Promise<string> {
  const ms: number[] = [];
  for (const call of calls) {
    const started = performance.now();
    await call();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
  return `p50 ${at(0.5)} ms · p95 ${at(0.95)} ms (${ms.length} calls)`;
}

export async function benchRankings(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { works: { type: 'string', default: '200' } } });
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const config = loadConfig({ NODE_ENV: 'bench', DATA_DIR: tmpdir(), DATABASE_URL: databaseUrl, REDIS_URL: '', LOG_LEVEL: 'silent' }, { serverRoot, web: null });
  const db = openDb(config, { schema: 'kala_bench' });
  try {
    const total = (await db.one<{ n: number }>('select count(*)::int as n from artworks'))!.n;
    const slugs = (await db.many<{ slug: string }>('select slug from artworks order by id limit $1', [Number(values.works)])).map((r) => r.slug);
    const mains = (await db.many<{ slug: string }>('select slug from categories where parent is null')).map((r) => r.slug);
    const buyer = (await db.one<{ id: string }>('select id from users where email = $1', [DEMO_BUYER_EMAIL]))!.id;
    console.log(`${total} works in kala_bench, ${slugs.length} works' Similar Artworks, ${mains.length} main categories`);
    console.log(`Similar Artworks, first page:  ${await timed(slugs.map((slug) => () => similarWorks(db, slug, { skip: 0, limit: 11 })))}`);
    console.log(`Similar Artworks, skip 220:    ${await timed(slugs.map((slug) => () => similarWorks(db, slug, { skip: 220, limit: 11 })))}`);
    console.log(`Popular, every main category:  ${await timed(mains.flatMap((slug) => [1, 2, 3].map(() => () => popularWorks(db, slug))))}`);
    console.log(`Recommended, the demo buyer:   ${await timed(Array.from({ length: 20 }, () => () => recommendedWorks(db, buyer)))}`);
    console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  } finally {
    await db.close();
  }
}
