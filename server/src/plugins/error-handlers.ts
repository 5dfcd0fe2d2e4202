// Every error answers with the spec's envelope {status, message}; unexpected ones are logged, never shown.
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@kala/shared/messages';
import { HttpError } from '../lib/http-error';

export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
      if (err instanceof HttpError) return reply.code(err.statusCode).headers(err.headers).send(err.toJSON());
      if ('validation' in err && err.validation) return reply.code(400).send({ status: 'error', message: MSG.invalidInput });
      const code = err.statusCode ?? 500;
      if (code === 429) return reply.code(429).send({ status: 'error', message: MSG.tooManyRequests });
      if (code >= 400 && code < 500) return reply.code(code).send({ status: 'error', message: err.message });
      req.log.error({ err }, 'request failed');
      return reply.code(500).send({ status: 'error', message: MSG.somethingWrong });
    });
    app.setNotFoundHandler((_req, reply) => reply.code(404).send({ status: 'not-found', message: MSG.notFound }));
  },
  { name: 'error-handlers' },
);
