// Rate limits with @fastify/rate-limit (plugins/rate-limit.ts), so every route reads its limit the same way.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

/** Route config: per address (request.ip, which honours TRUST_PROXY only), counted per route. */
export const perAddress = (max: number, timeWindow: number) => ({ rateLimit: { max, timeWindow } });

/** A preHandler counting per address under one name, so several routes (a call's old and new paths) share a count. */
export function perAddressNamed(app: FastifyInstance, name: string, max: number, timeWindow: number): preHandlerAsyncHookHandler {
  return app.rateLimit({ max, timeWindow, keyGenerator: (req: FastifyRequest) => `${name}:${req.ip}` });
}

/**
 * A preHandler for writes of routes that run `authenticate`: counted after it, by user id, so neither a
 * shared address nor a changing one matters. The count is named (limiters made this way share one Redis
 * namespace): routes given the same name, or the same handler, share it.
 */
export function perUser(app: FastifyInstance, name: string, max: number, timeWindow: number): preHandlerAsyncHookHandler {
  return app.rateLimit({ max, timeWindow, keyGenerator: (req: FastifyRequest) => `${name}:${req.user?.id ?? req.ip}` });
}

/** A per-user limit an HTTP route and a socket event share: one count, one answer. */
export interface UserLimit {
  /** The route's preHandler (after `authenticate`). */
  preHandler: preHandlerAsyncHookHandler;
  /** Counts one for the user; over the limit, throws what the route answers (429 'Too many requests…'). */
  check(userId: string): Promise<void>;
}

export function perUserLimit(app: FastifyInstance, name: string, max: number, timeWindow: number): UserLimit {
  const preHandler = perUser(app, name, max, timeWindow);
  // A socket event has no request: the limiter reads only the user and the route options, and a socket
  // answer has no headers to set.
  const noHeaders = { header: () => noHeaders, code: () => noHeaders } as unknown as FastifyReply;
  const check = async (userId: string) => {
    await preHandler.call(app, { user: { id: userId }, routeOptions: {} } as unknown as FastifyRequest, noHeaders);
  };
  return { preHandler, check };
}
