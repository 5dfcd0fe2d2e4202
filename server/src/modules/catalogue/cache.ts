// Listing totals and ranked search ids, cached under the catalogue version (migration 003,
// docs/adr/0005-listing-totals.md). A key names the version it was computed at, so an entry never goes
// stale: a write that could change it raises the version and later readers look under the new one.
// Entries expire after a short time only to free memory. In-process always; shared through Redis as well
// when REDIS_URL is set. A Redis failure is a cache miss, never an error.
import type { Redis } from 'ioredis';
import type { Db } from '../../db';

export const CATALOGUE_CACHE_TTL_MS = 60_000;
/** In-process entries: user input (price ranges, search terms) must not grow the map without bound. */
export const CATALOGUE_CACHE_MAX_ENTRIES = 5_000;
const REDIS_PREFIX = 'kala-catalogue:';

export interface CatalogueCache {
  get<T>(key: string): Promise<T | null>;
  set(key: string, value: unknown): Promise<void>;
  /**
   * The value under `key`, made and kept on a miss, and made once in this process however many ask for it at
   * the same time: on a million works a listing's total is a count of about a second, and the twenty requests
   * that arrived as its entry expired each counted (the bench's rounds stalled at 8 req/s).
   */
  getOrMake<T>(key: string, make: () => Promise<T>): Promise<T>;
}

type Entries = Pick<CatalogueCache, 'get' | 'set'>;

/** `getOrMake` over a cache's get and set: one making per key at a time, whoever joins it gets its value. */
function makingOnce(entries: Entries): CatalogueCache {
  const making = new Map<string, Promise<unknown>>();
  return {
    ...entries,
    async getOrMake<T>(key: string, make: () => Promise<T>): Promise<T> {
      const kept = await entries.get<T>(key);
      if (kept !== null) return kept;
      let pending = making.get(key) as Promise<T> | undefined;
      if (!pending) {
        pending = make()
          .then(async (value) => {
            await entries.set(key, value);
            return value;
          })
          .finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
  };
}

/** The current catalogue version, as text. */
export async function catalogueVersion(db: Db): Promise<string> {
  const row = await db.one<{ v: string }>('select n::text as v from catalogue_version');
  return row?.v ?? '0';
}

/** A select-list item giving the version in the same statement (and snapshot) as a page of works. */
export const CATALOGUE_VERSION_COLUMN = '(select n::text from catalogue_version) as catalogue_version';

export function memoryCache(maxEntries = CATALOGUE_CACHE_MAX_ENTRIES, ttlMs = CATALOGUE_CACHE_TTL_MS): CatalogueCache {
  const entries = new Map<string, { value: unknown; expires: number }>();
  return makingOnce({
    get: async <T>(key: string) => {
      const hit = entries.get(key);
      if (!hit) return null;
      if (hit.expires <= Date.now()) {
        entries.delete(key);
        return null;
      }
      return hit.value as T;
    },
    set: async (key, value) => {
      entries.delete(key);
      // Map keeps insertion order: the first key is the oldest.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expires: Date.now() + ttlMs });
    },
  });
}

/** Keeps nothing: a Redis cache without a copy in this process (the caller keeps its own). */
export const noCache: CatalogueCache = makingOnce({ get: async () => null, set: async () => undefined });

/** Memory first, then Redis (shared by every server process); both are filled on a miss. */
export function redisCache(redis: Redis, local: CatalogueCache = memoryCache(), ttlMs = CATALOGUE_CACHE_TTL_MS): CatalogueCache {
  return makingOnce({
    get: async <T>(key: string) => {
      const near = await local.get<T>(key);
      if (near !== null) return near;
      const text = await redis.get(REDIS_PREFIX + key).catch(() => null);
      if (text === null) return null;
      const value = JSON.parse(text) as T;
      await local.set(key, value);
      return value;
    },
    set: async (key, value) => {
      await local.set(key, value);
      await redis.set(REDIS_PREFIX + key, JSON.stringify(value), 'PX', ttlMs).catch(() => undefined);
    },
  });
}
