// The users module: accounts, the person shapes others see (User, Profile, PersonCard, AuthorRef,
// Category), follows and blocks.
// Other modules depend on it; it depends on no other module.
import fp from 'fastify-plugin';
import accountRoutes from './account-routes';
import peopleRoutes from './people-routes';
import userRoutes from './routes';
import studioRoutes from './studio-routes';
import { AuthorRefSchema, CategoryRefSchema, PersonCardSchema, ProfileSchema, UserSchema } from './schemas';

export default fp(
  async (app) => {
    for (const schema of [CategoryRefSchema, UserSchema, AuthorRefSchema, PersonCardSchema, ProfileSchema]) app.addSchema(schema);
    for (const routes of [userRoutes, peopleRoutes, studioRoutes, accountRoutes]) await app.register(routes, { prefix: '/api' });
  },
  { name: 'users', dependencies: ['session', 'rate-limit', 'notifications', 'storage'] },
);
