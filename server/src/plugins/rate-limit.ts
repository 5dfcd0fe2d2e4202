// @fastify/rate-limit, off by default: routes opt in with `config.rateLimit`. Redis shares the counters
// between server processes when REDIS_URL is set; one process counts in memory.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { closeRedis } from '../lib/redis';
import { MSG_CODED } from '@kala/shared/messages';
import { HttpError } from '../lib/http-error';

export default fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix } = app.config;
    const redis = redisUrl ? new Redis(redisUrl, { keyPrefix: redisKeyPrefix, connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
    if (redis) {
      // ioredis reconnects by itself (a slow start can miss the 1 s connect timeout): logged, not an unhandled event.
      redis.on('error', (err: unknown) => app.log.warn({ err }, 'rate-limit: redis connection error'));
      app.addHook('onClose', () => closeRedis(redis));
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'kala-rate-limit:' } : {}),
      // A Redis outage must not lock everybody out of login.
      skipOnError: true,
      errorResponseBuilder: () => new HttpError(429, 'error', MSG_CODED.tooManyRequests),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
