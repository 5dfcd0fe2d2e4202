// What app.ts decorates the Fastify instance with, for every module to use.
import type { Config } from '../config';
import type { Db } from '../db';
import type { TokenService } from '../modules/auth/tokens';
import type { Providers } from '../modules/auth/providers';
import type { SignedInUser } from '../modules/auth/current-user';
import type { CatalogueCache } from '../modules/catalogue/cache';
import type { Mailer } from '../modules/mail/mailer';
import type { Storage } from '../modules/media/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    tokens: TokenService;
    providers: Providers;
    storage: Storage;
    /** Listing totals and ranked search ids, keyed by the catalogue version. */
    catalogueCache: CatalogueCache;
  }
  interface FastifyRequest {
    /** Set by the `authenticate` hook of auth calls. */
    user: SignedInUser | null;
  }
}

export {};
