// The exhibitions module (spec §7.2): curated shows by state, one show with its works, and buying enquiries
// (kept, and mailed to the operator and the artist). Depends on catalogue (ImageSet), media (pictures) and mail.
import fp from 'fastify-plugin';
import exhibitionRoutes from './routes';
import { ExhibitionSchema } from './schemas';

export default fp(
  async (app) => {
    app.addSchema(ExhibitionSchema);
    await app.register(exhibitionRoutes, { prefix: '/api' });
  },
  { name: 'exhibitions', dependencies: ['catalogue', 'media', 'mail', 'mailer', 'storage', 'rate-limit'] },
);
