// Report calls (spec §7.5) under {api} = /api.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { REPORT_TARGETS } from '@kala/shared/constants';
import { textFields } from '../../lib/http-error';
import { MessageEnvelope, answers } from '../../lib/schemas';
import { perUser } from '../../lib/rate-limits';
import { authenticate, userOf } from '../../lib/session';
import { REPORTED_TEXT, fileReport, listCategories } from './reports';

const tags = ['reports'];

const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limited = { preHandler: perUser(app, 'report', app.config.rateLimit.writeMax, app.config.rateLimit.windowMs) };

  app.get(
    '/report/categories',
    {
      schema: {
        tags,
        description: "The report options; 'Other' has the fixed id REPORT_OTHER_ID and takes a free-text reason. `slug` names the option's label in the interface's languages (reportReasons in the shared locales); `name` is its English name.",
        response: answers(Type.Object({ status: Type.Literal('success'), message: Type.Array(Type.Object({ _id: Type.String(), name: Type.String(), slug: Type.String() })) })),
      },
    },
    async () => ({ status: 'success', message: await listCategories(app.db) }),
  );

  for (const target of REPORT_TARGETS) {
    app.post(
      `/report/${target}/:id`,
      {
        preValidation: authenticate,
        ...limited,
        schema: {
          tags,
          security: [{ jwt: [] }],
          description: 'One report per user per item. `content` (the reason) is required, and kept, only for the category Other.',
          params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
          body: Type.Object({ category: Type.Optional(Type.String({ maxLength: 100 })), content: Type.Optional(Type.String({ maxLength: 5000 })) }),
          response: answers(MessageEnvelope, 400, 401, 404, 409),
        },
      },
      async (req) => {
        await fileReport(app.db, userOf(req).id, target, req.params.id, req.body);
        app.live.toAdmins('admin-queue', { kind: 'report' });
        return { status: 'success', ...textFields(REPORTED_TEXT[target]) };
      },
    );
  }
};

export default reportRoutes;
