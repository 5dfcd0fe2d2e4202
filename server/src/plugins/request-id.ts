// Every request has an id (issue 21 §4): nginx's X-Request-Id when it sent a sane one, else a new UUID.
// Fastify puts it on each log line of the request (reqId); it is answered in the X-Request-Id header and in
// the body of every 5xx answer, so a user can quote it and an operator find the lines.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** nginx's $request_id is 32 hex digits; anything else a client sent is only accepted if it is short and plain. */
const SANE_ID = /^[\w.:-]{1,128}$/;

/** Fastify's genReqId: the proxy's id, else a fresh one (a client cannot inject text into the logs). */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

export default fp(
  async (app) => {
    app.addHook('onRequest', (req, reply, done) => {
      reply.header(REQUEST_ID_HEADER, req.id);
      done();
    });
    // Every 5xx envelope carries the id (also those a route sends itself, such as the health check's 503).
    app.addHook('preSerialization', async (req, reply, payload: unknown) => {
      if (reply.statusCode < 500 || !payload || typeof payload !== 'object' || !('status' in payload)) return payload;
      return { ...payload, requestId: req.id };
    });
  },
  { name: 'request-id' },
);
