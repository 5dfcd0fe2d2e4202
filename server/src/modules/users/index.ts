// The users module: accounts, the person shapes others see (User, AuthorRef, Category) and follows.
// Other modules depend on it; it depends on no other module.
import fp from 'fastify-plugin';
import userRoutes from './routes';
import { AuthorRefSchema, CategoryRefSchema, UserSchema } from './schemas';

export default fp(
  async (app) => {
    for (const schema of [CategoryRefSchema, UserSchema, AuthorRefSchema]) app.addSchema(schema);
    await app.register(userRoutes, { prefix: '/api' });
  },
  { name: 'users', dependencies: ['session', 'rate-limit', 'notifications'] },
);
