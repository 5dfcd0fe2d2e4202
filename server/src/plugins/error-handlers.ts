// Every error answers with the spec's envelope {status, message}, with the text's code when it is one of the
// message tables' (issue 22 §2); unexpected ones are logged, never shown (a 5xx also carries the request's
// id: plugins/request-id.ts).
// That includes what Fastify answers before any route runs (a bad URL, an over-long parameter) and what
// Node's HTTP parser refuses (over-long headers): those two handlers go to the Fastify constructor.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG_CODED } from '@kala/shared/messages';
import { isDatabaseUnavailable } from '../db/types';
import { HttpError, textFields, type AnswerText } from '../lib/http-error';

const envelope = (text: AnswerText) => ({ status: 'error', ...textFields(text) });

/** Answers made before the security-headers hook runs still get the essentials: a JSON error loads nothing. */
const BARE_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };

/** PostgreSQL's data exceptions (class 22: a value it cannot store or compare) come from the input. */
const isDataException = (err: { code?: unknown }): boolean => typeof err.code === 'string' && /^22[0-9A-Z]{3}$/.test(err.code);

/** Fastify's own refusals before routing (FST_ERR_BAD_URL 400, FST_ERR_MAX_PARAM_LENGTH 414): no URL echoed. */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const code = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  void reply.code(code).headers(BARE_HEADERS).send(envelope(MSG_CODED.invalidInput));
}

/** A request Node's HTTP parser refused (431 headers too large, 400 malformed): answered on the socket. */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(envelope(MSG_CODED.invalidInput));
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(BARE_HEADERS).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}

export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
      if (err instanceof HttpError) return reply.code(err.statusCode).headers(err.headers).send(err.toJSON());
      if ('validation' in err && err.validation) return reply.code(400).send(envelope(MSG_CODED.invalidInput));
      if (isDataException(err)) {
        req.log.warn({ err }, 'input the database refused');
        return reply.code(400).send(envelope(MSG_CODED.invalidInput));
      }
      // PostgreSQL restarting or away: worth a retry later, and no bug of ours (docs/adr/0017-running-degraded.md).
      if (isDatabaseUnavailable(err)) {
        req.log.error({ err }, 'database unavailable');
        return reply.code(503).send({ status: 'maintenance', ...textFields(MSG_CODED.maintenance) });
      }
      const code = err.statusCode ?? 500;
      if (code === 429) return reply.code(429).send(envelope(MSG_CODED.tooManyRequests));
      if (code >= 400 && code < 500) return reply.code(code).send(envelope(err.message));
      req.log.error({ err }, 'request failed');
      return reply.code(500).send(envelope(MSG_CODED.somethingWrong));
    });
    app.setNotFoundHandler((_req, reply) => reply.code(404).send({ status: 'not-found', ...textFields(MSG_CODED.notFound) }));
  },
  { name: 'error-handlers' },
);
