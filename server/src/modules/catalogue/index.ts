// The catalogue module (spec §7.2, §7.4): categories, artworks, listings, home, search, the artwork page,
// studio cards and artwork management. Depends on users (authors, follows) and media (uploads).
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic';
import artworkPageRoutes from './artwork-routes';
import discoveryRoutes from './discovery-routes';
import { pruneViews } from './interactions';
import manageRoutes from './manage-routes';
import catalogueRoutes from './routes';
import { ArtworkSchema, CommentSchema, ImageSetSchema, StudioCardSchema } from './schemas';
import studioRoutes from './studio-routes';

/** `published` (slug): a new work's transaction has committed (alerts match it off the request path). */
export type CatalogueEvents = EventEmitter<{ published: [slug: string] }>;

declare module 'fastify' {
  interface FastifyInstance {
    catalogueEvents: CatalogueEvents;
  }
}

export default fp(
  async (app) => {
    app.decorate('catalogueEvents', new EventEmitter() as CatalogueEvents);
    for (const schema of [ImageSetSchema, ArtworkSchema, StudioCardSchema, CommentSchema]) app.addSchema(schema);
    for (const routes of [catalogueRoutes, artworkPageRoutes, discoveryRoutes, studioRoutes, manageRoutes]) {
      await app.register(routes, { prefix: '/api' });
    }
    runPeriodically(app, 'pruning artwork views', 3600_000, () => pruneViews(app.db));
  },
  { name: 'catalogue', dependencies: ['users', 'session', 'storage', 'catalogue-cache', 'rate-limit', 'notifications'] },
);
