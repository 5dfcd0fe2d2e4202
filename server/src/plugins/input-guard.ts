// Input no schema catches, refused with 400 before any handler runs: a NUL byte in any text (PostgreSQL
// cannot store it), and numbers that are not finite or not exact. Ajv coerces '1e400' in a query or path to
// Infinity and then skips `maximum`; a JSON 2^70 is a valid integer.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { MSG_CODED } from '@kala/shared/messages';
import { badRequest } from '../lib/http-error';
import { hasNul, holds, isUnsafeNumber } from '../lib/input';

const inputsOf = (req: FastifyRequest): unknown[] => [req.params, req.query, req.body];

export default fp(
  async (app) => {
    app.addHook('preValidation', async (req) => {
      if (inputsOf(req).some((input) => holds(input, hasNul))) throw badRequest(MSG_CODED.invalidInput);
    });
    // After validation: only then have query and path values been coerced to numbers.
    app.addHook('preHandler', async (req) => {
      if (inputsOf(req).some((input) => holds(input, isUnsafeNumber))) throw badRequest(MSG_CODED.invalidInput);
    });
  },
  { name: 'input-guard' },
);
