// `app.db`: the database the caller opened and migrated (PGlite or PostgreSQL); closing it is theirs.
import fp from 'fastify-plugin';
import type { Db } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('db', db);
    app.readiness.add('database', () => db.query('select 1'));
  },
  { name: 'db', dependencies: ['readiness'] },
);
