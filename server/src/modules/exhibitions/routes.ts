// Exhibition calls (spec §7.2) under {api} = /api. Exhibitions are public: visitors browse them (spec §1).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EXHIBITION_CODED } from '@kala/shared/contracts/exhibitions/errors';
import { textFields } from '../../lib/http-error';
import { perAddressNamed } from '../../lib/rate-limits';
import { sendEnquiry } from './enquiries';
import { getExhibition, listExhibitions } from './exhibitions';
import { exhibitionSchemas as s } from './schemas';

/** The spec's list paths by state ('upcomming' is the spec's spelling; 'upcoming' answers too). */
const STATE_PATHS = { current: ['/current/exhibitions'], previous: ['/previous/exhibitions'], upcoming: ['/upcomming/exhibitions', '/upcoming/exhibitions'] } as const;

const exhibitionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, storage } = app;
  app.get('/exhibitions', { schema: s.list }, async () => ({ status: 'success', message: await listExhibitions(db, storage) }));
  for (const [state, paths] of Object.entries(STATE_PATHS) as [keyof typeof STATE_PATHS, readonly string[]][]) {
    for (const path of paths) app.get(path, { schema: s.byState }, async () => ({ status: 'success', message: await listExhibitions(db, storage, state) }));
  }
  app.get('/exhibitions/:id', { schema: s.byId }, async (req) => ({ status: 'success', message: await getExhibition(db, storage, { id: req.params.id }) }));
  app.get('/exhibitions/slug/:slug', { schema: s.bySlug }, async (req) => ({ status: 'success', message: await getExhibition(db, storage, { slug: req.params.slug }) }));

  // Anyone may ask about a work, and each enquiry mails two people: a few an hour from one address.
  const enquiries = perAddressNamed(app, 'enquiry', app.config.rateLimit.enquiryMax, 3_600_000);
  for (const path of ['/exhibition/message', '/sendemail']) {
    app.post(path, { schema: s.enquiry, preHandler: enquiries }, async (req) => {
      const { operatorEmail, publicUrl } = app.config;
      await sendEnquiry({ db, mailer: app.mailer, storage, operatorEmail, publicUrl, log: req.log }, { name: '', email: '', phone: '', message: '', ...req.body });
      return { status: 'success', ...textFields(EXHIBITION_CODED.contactSent) };
    });
  }
};

export default exhibitionRoutes;
