// `app.catalogueCache`: listing totals and search rankings (docs/adr/0005-listing-totals.md);
// `app.catalogueAnswers`: whole listing and search answers (docs/adr/0023-cached-answers-and-first-render.md).
// In memory, and shared through Redis when REDIS_URL is set. CATALOGUE_ANSWERS=off turns the answers off.
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { closeRedis } from '../lib/redis';
import { answerCache, ANSWER_TTL_MS, uncachedAnswers, type AnswerCache } from '../modules/catalogue/answer-cache';
import { memoryCache, noCache, redisCache, type CatalogueCache } from '../modules/catalogue/cache';
import { databaseClock, redisClock } from '../modules/catalogue/version-clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** Listing totals and ranked search ids, keyed by the catalogue version. */
    catalogueCache: CatalogueCache;
    /** Whole listing and search answers, keyed by the catalogue version. */
    catalogueAnswers: AnswerCache;
  }
}

export default fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix, catalogueAnswers } = app.config;
    if (!redisUrl) {
      app.decorate('catalogueCache', memoryCache());
      return void app.decorate('catalogueAnswers', catalogueAnswers ? answerCache(databaseClock(app.db)) : uncachedAnswers);
    }
    // No offline queue: while Redis is unreachable a lookup fails at once and counts as a miss.
    // No auto-pipelining: the version lookups of concurrent requests already share one read per turn
    // (version-clock.ts), and ioredis's batching of it cost more CPU than the read itself saved.
    const redis = new Redis(redisUrl, { keyPrefix: redisKeyPrefix, connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', (err: Error) => app.log.debug({ err }, 'catalogue cache: redis unavailable'));
    app.addHook('onClose', () => closeRedis(redis));
    const clock = redisClock(app.db, redis);
    // A request that may have written tells every process before its answer leaves (version-clock.ts).
    // Not after a server error: with PostgreSQL away (503) the read would only add its timeout to the answer.
    // A callback hook: a read (nearly every answer) passes it without making a promise.
    app.addHook('onSend', (req, reply, payload, done) => {
      if (req.method === 'GET' || req.method === 'HEAD' || reply.statusCode >= 500) return done(null, payload);
      clock.publish().then(() => done(null, payload), done);
    });
    app.decorate('catalogueCache', redisCache(redis));
    app.decorate('catalogueAnswers', catalogueAnswers ? answerCache(clock, redisCache(redis, noCache, ANSWER_TTL_MS)) : uncachedAnswers);
    // This client queues nothing while Redis is away, so a ping answers at once: the readiness check uses it.
    app.readiness.add('redis', () => redis.ping());
  },
  { name: 'catalogue-cache', dependencies: ['config', 'db', 'readiness'] },
);
