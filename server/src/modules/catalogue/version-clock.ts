// Which catalogue version a cached listing or search answer must carry (docs/adr/0023-cached-answers-and-first-render.md).
// The versions live in PostgreSQL (catalogue_version, raised by triggers in the writing transaction). With
// Redis, every process reads them from one Redis hash instead of PostgreSQL:
// - a request that may have written (any method but GET/HEAD) copies PostgreSQL's versions into Redis
//   before its answer leaves, so the next request, to any process, sees its write;
// - the hash expires after a second, so a write made outside a request (a timer, the seed, plain SQL) is
//   seen within that second;
// - the copy only ever moves forward, so a slow reader cannot put an older version back.
// Without Redis, or while it fails, the version is read from PostgreSQL on every request, as before.
// Either way, the requests that arrive in one turn of the event loop share one read (readPerTurn).
import type { Redis } from 'ioredis';
import type { Db } from '../../db';

/** How long Redis answers for the versions without asking PostgreSQL: the lag of writes made outside requests. */
export const VERSION_TTL_MS = 1_000;
const KEY = 'kala-catalogue:version';

const READ_VERSION = {
  name: 'catalogue-version',
  text: `select epoch::text as epoch, n::text as n, display::text as display, (n + display)::text as seq from catalogue_version`,
};

interface VersionRow {
  epoch: string;
  n: string;
  display: string;
  seq: string;
}

/** `<epoch>:<n>.<display>`: changes whenever a listing or search answer may change. */
const tokenOf = (row: VersionRow | null): string => (row ? `${row.epoch}:${row.n}.${row.display}` : 'none');

export interface VersionClock {
  /** The version a cached answer read now must have been computed at (or later). */
  current(): Promise<string>;
  /** Publishes PostgreSQL's version to the other processes (after a request that may have written). */
  publish(): Promise<void>;
}

/**
 * One read for every caller of one turn of the event loop: it is sent once they have all arrived (in the
 * turn's check phase), so each still sees every write whose answer reached its client before it asked.
 * Under load a turn takes in dozens of requests: one Redis or PostgreSQL round trip instead of dozens.
 */
export function readPerTurn<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | null = null;
  return () =>
    (next ??= new Promise<void>((turnEnds) => setImmediate(turnEnds)).then(() => {
      next = null;
      return read();
    }));
}

const readFromDb = async (db: Db): Promise<string> => tokenOf(await db.one<VersionRow>(READ_VERSION));

export function databaseClock(db: Db): VersionClock {
  return { current: readPerTurn(() => readFromDb(db)), publish: async () => undefined };
}

// Sets the hash unless it already holds a later version of the same database; expires it either way.
const FORWARD = `local cur = redis.call('HMGET', KEYS[1], 'epoch', 'seq')
if cur[1] ~= ARGV[1] or not cur[2] or tonumber(cur[2]) < tonumber(ARGV[2]) then
  redis.call('HSET', KEYS[1], 'epoch', ARGV[1], 'seq', ARGV[2], 'token', ARGV[3])
end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return redis.call('HGET', KEYS[1], 'token')`;

type ForwardRedis = Redis & { catalogueForward(key: string, epoch: string, seq: string, token: string, ttl: number): Promise<string> };

export function redisClock(db: Db, redis: Redis, ttlMs = VERSION_TTL_MS): VersionClock {
  const r = redis as ForwardRedis;
  if (!('catalogueForward' in r)) redis.defineCommand('catalogueForward', { numberOfKeys: 1, lua: FORWARD });
  // One PostgreSQL read at a time per process when the hash has expired.
  let inFlight: Promise<string> | null = null;
  const refresh = async (): Promise<string> => {
    const row = await db.one<VersionRow>(READ_VERSION);
    if (!row) return tokenOf(row);
    return r.catalogueForward(KEY, row.epoch, row.seq, tokenOf(row), ttlMs);
  };
  const refreshOnce = () => (inFlight ??= refresh().finally(() => (inFlight = null)));
  return {
    current: readPerTurn(async () => {
      const token = await redis.hget(KEY, 'token').catch(() => undefined);
      if (token) return token;
      // Already inside this turn's one read: PostgreSQL is asked directly, not through a second batch.
      if (token === undefined) return readFromDb(db);
      return refreshOnce().catch(() => readFromDb(db));
    }),
    publish: async () => void (await refresh().catch(() => undefined)),
  };
}
