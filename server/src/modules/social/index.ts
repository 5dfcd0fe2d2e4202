// The social module (spec §7.3): feed posts, their likes, comments and hides, the feed modes and Top
// Studios. Depends on users (authors, follows), catalogue (shared schemas), media (pictures) and
// notifications (likes, comments and new posts are announced).
import fp from 'fastify-plugin';
import socialRoutes from './routes';
import { PostSchema } from './schemas';

export default fp(
  async (app) => {
    app.addSchema(PostSchema);
    await app.register(socialRoutes, { prefix: '/api' });
  },
  { name: 'social', dependencies: ['users', 'catalogue', 'media', 'notifications', 'session', 'storage', 'rate-limit'] },
);
