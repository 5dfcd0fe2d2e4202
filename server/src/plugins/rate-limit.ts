// @fastify/rate-limit, off by default: routes opt in with `config.rateLimit`. Redis shares the counters
// between server processes when REDIS_URL is set; one process counts in memory.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { MSG } from '@kala/shared/messages';
import { HttpError } from '../lib/http-error';

export default fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix } = app.config;
    const redis = redisUrl ? new Redis(redisUrl, { keyPrefix: redisKeyPrefix, connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'kala-rate-limit:' } : {}),
      // A Redis outage must not lock everybody out of login.
      skipOnError: true,
      errorResponseBuilder: () => new HttpError(429, 'error', MSG.tooManyRequests),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
