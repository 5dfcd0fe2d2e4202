// The console's calls under /api/admin (issue 23). Every route sits behind requireAdmin (index.ts) and
// every write is audited; answers are `{status: 'success', data}`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { REPORT_TARGETS } from '@kala/shared/constants';
import { SESSION_CHANGED_EVENT } from '@kala/shared/live-events';
import type { ModerationNotificationKind } from '@kala/shared/moderation-messages';
import { answers } from '../../lib/schemas';
import { userOf } from '../../lib/session';
import { MULTIPART_LIMITS, readMultipart } from '../media/upload';
import { listAudit } from './audit';
import { createShow, editShow, listPictures, listShows, reorderPicture } from './exhibitions';
import { openReports, queueCounts, resolveItem, type HiddenItem, type HideableTarget } from './moderation';
import { orderDetail, searchOrders } from './orders';
import { changePerson, personDetail, searchPeople, type PersonAction } from './people';
import { approveStudio, artistCodes, issueCode, rejectStudio, revokeCode, studioRequests } from './studio';

const tags = ['admin'];
const security = [{ jwt: [] }];
const Data = Type.Object({ status: Type.Literal('success'), data: Type.Unknown() });
const ok = (data: unknown = null) => ({ status: 'success' as const, data });
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no extra parts by default
const schema = <E extends object = {}>(description: string, extra?: E, ...errors: number[]) => ({
  tags,
  security,
  description,
  response: answers(Data, 400, 401, 403, 404, ...errors),
  ...(extra as E),
});
/** The notice a hidden item's author gets, by what it was. */
const HIDDEN_NOTICE: Record<HideableTarget, ModerationNotificationKind> = { feed: 'postHidden', product: 'artworkHidden', comment: 'commentHidden' };
const Reason = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 2000 })) });
const reasonOf = (body: { reason?: string } | undefined) => (body?.reason ?? '').trim();
const IdParam = Type.Object({ id: Type.String({ format: 'uuid' }) });
const NumberParam = Type.Object({ id: Type.Integer({ minimum: 1 }) });

const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Pictures of a show: up to 40 of 10 MB, plus the audio loop (25 MB).
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, files: 41, parts: 200, fileSize: 25 * 1024 * 1024 }, throwFileSizeLimit: true });

  app.get('/summary', { schema: schema('How many reports and studio requests wait.') }, async () => ok(await queueCounts(app.db)));
  app.get('/audit', { schema: schema('The audit log, newest first.', { querystring: Type.Object({ before: Type.Optional(Type.Integer({ minimum: 1 })) }) }) }, async (req) =>
    ok(await listAudit(app.db, req.query.before ?? null)),
  );

  // Reports
  app.get('/reports', { schema: schema('Open reported items with every report of each.') }, async () => ok(await openReports(app.db)));
  const ReportParams = Type.Object({ type: Type.Union(REPORT_TARGETS.map((t) => Type.Literal(t))), id: Type.String({ format: 'uuid' }), action: Type.Union([Type.Literal('hide'), Type.Literal('dismiss')]) });
  app.post('/reports/:type/:id/:action', { schema: schema('Hide (a post, an artwork or a comment) or dismiss a reported item; closes its reports.', { params: ReportParams, body: Type.Optional(Reason) }) }, async (req) => {
    const { type, id, action } = req.params;
    const notifyHidden = async (item: HiddenItem, operatorId: string, reason: string) =>
      app.notifier.notify({ recipient: item.authorId, kind: HIDDEN_NOTICE[item.target], subject: item.id, sender: operatorId, link: item.link, work: reason || '—' });
    await resolveItem({ db: app.db, notifyHidden }, userOf(req).id, type, id, action, reasonOf(req.body));
    return ok();
  });

  // People
  app.get('/people', { schema: schema('Search people by name, email or slug.', { querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })) }) }) }, async (req) =>
    ok(await searchPeople(app.db, req.query.q ?? '')),
  );
  app.get('/people/:id', { schema: schema('A person with their reports and orders.', { params: IdParam }) }, async (req) => ok(await personDetail(app.db, req.params.id)));
  const PersonParams = Type.Object({ id: Type.String({ format: 'uuid' }), action: Type.Union([Type.Literal('suspend'), Type.Literal('unsuspend'), Type.Literal('verify-email')]) });
  app.post('/people/:id/:action', { schema: schema('Suspend (sessions and sockets end at once), unsuspend, or verify the email.', { params: PersonParams, body: Type.Optional(Reason) }) }, async (req) => {
    const { id, action } = req.params;
    const changed = await changePerson(app.db, userOf(req).id, id, action as PersonAction, reasonOf(req.body));
    if (changed && action === 'suspend') app.live.endUser(id);
    if (changed && action === 'verify-email') app.live.toUser(id, SESSION_CHANGED_EVENT, null);
    return ok({ changed });
  });

  // Studio requests
  app.get('/studio-requests', { schema: schema('Pending studio requests (all with ?all=1), with pictures and applicant.', { querystring: Type.Object({ all: Type.Optional(Type.String()) }) }) }, async (req) =>
    ok(await studioRequests(app.db, !!req.query.all)),
  );
  app.post('/studio-requests/:id/approve', { schema: schema('The applicant becomes an artist and is notified.', { params: NumberParam, body: Type.Optional(Reason) }) }, async (req) => {
    const userId = await approveStudio(app.db, userOf(req).id, req.params.id, reasonOf(req.body));
    // The applicant's open pages fetch their user again: the header turns into a studio's without a reload.
    app.live.toUser(userId, SESSION_CHANGED_EVENT, null);
    return ok();
  });
  app.post('/studio-requests/:id/reject', { schema: schema('Declines with a reason; the applicant is notified.', { params: NumberParam, body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 2000 }) }) }) }, async (req) => {
    const { id } = req.params;
    const userId = await rejectStudio(app.db, userOf(req).id, id, req.body.reason.trim());
    await app.notifier.notify({ recipient: userId, kind: 'studioDeclined', subject: userId, sender: userOf(req).id, link: '/notifications', work: req.body.reason.trim() });
    return ok();
  });

  // Artist codes
  app.get('/artist-codes', { schema: schema('Every code with who used it.') }, async () => ok(await artistCodes(app.db)));
  app.post('/artist-codes', { schema: schema('Issues one single-use code, with an optional expiry.', { body: Type.Object({ expires: Type.Optional(Type.String({ format: 'date-time' })), reason: Type.Optional(Type.String({ maxLength: 2000 })) }) }) }, async (req) =>
    ok({ code: await issueCode(app.db, userOf(req).id, req.body.expires ? new Date(req.body.expires) : null, reasonOf(req.body)) }),
  );
  app.post('/artist-codes/:code/revoke', { schema: schema('Revokes an unused code.', { params: Type.Object({ code: Type.String({ maxLength: 40 }) }), body: Type.Optional(Reason) }) }, async (req) => {
    await revokeCode(app.db, userOf(req).id, req.params.code, reasonOf(req.body));
    return ok();
  });

  // Exhibitions
  app.get('/exhibitions', { schema: schema('Every show with its state.') }, async () => ok(await listShows(app.db)));
  app.post('/exhibitions', { schema: schema('multipart: title, artist, description, start, end, explicit, images[] with titles[] in order, audio. Unpublished.', { consumes: ['multipart/form-data'] }, 413) }, async (req) =>
    ok({ slug: await createShow(app.db, app.storage, userOf(req).id, await readMultipart(req, ['images[]', 'audio'])) }),
  );
  const ShowEdit = Type.Object({
    title: Type.Optional(Type.String({ maxLength: 200 })),
    artist: Type.Optional(Type.String({ maxLength: 100 })),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    start: Type.Optional(Type.String({ maxLength: 40 })),
    end: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    explicit: Type.Optional(Type.Boolean()),
    published: Type.Optional(Type.Boolean()),
  });
  const SlugParam = Type.Object({ slug: Type.String({ maxLength: 80 }) });
  app.patch('/exhibitions/:slug', { schema: schema('Edit, schedule, flag, publish or unpublish a show.', { params: SlugParam, body: ShowEdit }) }, async (req) => {
    await editShow(app.db, userOf(req).id, req.params.slug, req.body);
    return ok();
  });
  app.get('/exhibitions/:slug/pictures', { schema: schema("A show's pictures in their order.", { params: SlugParam }) }, async (req) => ok(await listPictures(app.db, req.params.slug)));
  app.post(
    '/exhibitions/:slug/pictures/:id/move',
    {
      schema: schema('Moves one picture a place up or down (swapped with its neighbour); moved is false at an end.', {
        params: Type.Object({ slug: SlugParam.properties.slug, id: IdParam.properties.id }),
        body: Type.Object({ direction: Type.Union([Type.Literal('up'), Type.Literal('down')]) }),
      }),
    },
    async (req) => ok({ moved: await reorderPicture(app.db, userOf(req).id, req.params.slug, req.params.id, req.body.direction) }),
  );

  // Orders
  const OrderQuery = Type.Object({
    buyer: Type.Optional(Type.String({ maxLength: 200 })),
    artist: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(Type.String({ maxLength: 20 })),
    from: Type.Optional(Type.String({ format: 'date' })),
    to: Type.Optional(Type.String({ format: 'date' })),
  });
  app.get('/orders', { schema: schema('Search orders by buyer, artist, status and dates.', { querystring: OrderQuery }) }, async (req) => ok(await searchOrders(app.db, req.query)));
  app.get('/orders/:id', { schema: schema("An order's items, statuses and payments.", { params: IdParam }) }, async (req) => ok(await orderDetail(app.db, req.params.id)));
};

export default adminRoutes;
