// `app.catalogueCache`: listing totals and search rankings (docs/adr/0005-listing-totals.md), in memory
// and shared through Redis when REDIS_URL is set.
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { closeRedis } from '../lib/redis';
import { memoryCache, redisCache, type CatalogueCache } from '../modules/catalogue/cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Listing totals and ranked search ids, keyed by the catalogue version. */
    catalogueCache: CatalogueCache;
  }
}

export default fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix } = app.config;
    if (!redisUrl) return void app.decorate('catalogueCache', memoryCache());
    // No offline queue: while Redis is unreachable a lookup fails at once and counts as a miss.
    const redis = new Redis(redisUrl, { keyPrefix: redisKeyPrefix, connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', (err: Error) => app.log.debug({ err }, 'catalogue cache: redis unavailable'));
    app.addHook('onClose', () => closeRedis(redis));
    app.decorate('catalogueCache', redisCache(redis));
    // This client queues nothing while Redis is away, so a ping answers at once: the readiness check uses it.
    app.readiness.add('redis', () => redis.ping());
  },
  { name: 'catalogue-cache', dependencies: ['config', 'readiness'] },
);
