// Rate limits with @fastify/rate-limit (plugins/rate-limit.ts), so every route reads its limit the same way.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

/** Route config: per address (request.ip, which honours TRUST_PROXY only), counted per route. */
export const perAddress = (max: number, timeWindow: number) => ({ rateLimit: { max, timeWindow } });

/**
 * A preHandler for writes of routes that run `authenticate`: counted after it, by user id, so neither a
 * shared address nor a changing one matters. The count is named (limiters made this way share one Redis
 * namespace): routes given the same name, or the same handler, share it.
 */
export function perUser(app: FastifyInstance, name: string, max: number, timeWindow: number): preHandlerAsyncHookHandler {
  return app.rateLimit({ max, timeWindow, keyGenerator: (req: FastifyRequest) => `${name}:${req.user?.id ?? req.ip}` });
}
