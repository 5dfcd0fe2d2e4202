// Builds the Fastify app without listening: server.ts listens, tests call app.inject().
import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import { MSG } from '@kala/shared/messages';
import type { Config, WebOptions } from './config';
import type { Db } from './db';
import './lib/fastify-types';
import { HttpError } from './lib/http-error';
import { ErrorEnvelope } from './lib/schemas';
import authRoutes from './modules/auth/routes';
import { providersFromConfig, type Providers } from './modules/auth/providers';
import { tokenService } from './modules/auth/tokens';
import artworkPageRoutes from './modules/catalogue/artwork-routes';
import { memoryCache, redisCache, type CatalogueCache } from './modules/catalogue/cache';
import discoveryRoutes from './modules/catalogue/discovery-routes';
import manageRoutes from './modules/catalogue/manage-routes';
import catalogueRoutes from './modules/catalogue/routes';
import { ArtworkSchema, CommentSchema, ImageSetSchema } from './modules/catalogue/schemas';
import commerceRoutes from './modules/commerce/routes';
import { CartLineSchema } from './modules/commerce/schemas';
import devRoutes from './modules/dev/routes';
import healthRoutes from './modules/health/routes';
import { outboxMailer, smtpMailer, type Mailer } from './modules/mail/mailer';
import mediaRoutes, { MEDIA_MAX_AGE_MS } from './modules/media/routes';
import { storageFromConfig, type Storage } from './modules/media/storage';
import userRoutes from './modules/users/routes';
import { AuthorRefSchema, CategoryRefSchema, StudioCardSchema, UserSchema } from './modules/users/schemas';
import webRoutes from './modules/web/routes';

export interface AppOptions {
  db: Db;
  /** The built front end to serve; defaults to config.web. */
  web?: WebOptions | null;
  mailer?: Mailer;
  providers?: Providers;
  /** Where uploads go; defaults to config (S3 when S3_BUCKET is set, else DATA_DIR/uploads). */
  storage?: Storage;
}

async function registerDocs(app: FastifyInstance): Promise<void> {
  for (const schema of [ErrorEnvelope, CategoryRefSchema, UserSchema, AuthorRefSchema, ImageSetSchema, ArtworkSchema, StudioCardSchema, CommentSchema, CartLineSchema]) {
    app.addSchema(schema);
  }
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kala API', version: '0.1.0', description: "Answers use the envelope {status, message, …}; 'success' is success." },
      components: { securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'JWT <token>' } } },
    },
    // Name shared schemas by their $id in the document instead of def-0, def-1…
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  // Redis shares the counters between server processes; one process can count in memory.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'kala-rate-limit:' } : {}),
    // A Redis outage must not lock everybody out of login.
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, 'error', MSG.tooManyRequests),
  });
}

/** Listing totals and search rankings (docs/adr/0005-listing-totals.md): shared through Redis when set. */
function catalogueCache(app: FastifyInstance, config: Config): CatalogueCache {
  if (!config.redisUrl) return memoryCache();
  // No offline queue: while Redis is unreachable a lookup fails at once and counts as a miss.
  const redis = new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (err: Error) => app.log.debug({ err }, 'catalogue cache: redis unavailable'));
  app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  return redisCache(redis);
}

function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).send(err.toJSON());
    if ('validation' in err && err.validation) return reply.code(400).send({ status: 'error', message: MSG.invalidInput });
    const code = err.statusCode ?? 500;
    if (code === 429) return reply.code(429).send({ status: 'error', message: MSG.tooManyRequests });
    if (code >= 400 && code < 500) return reply.code(code).send({ status: 'error', message: err.message });
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ status: 'error', message: MSG.somethingWrong });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ status: 'not-found', message: MSG.notFound }));
}

export async function buildApp(config: Config, options: AppOptions): Promise<FastifyInstance> {
  // maxParamLength: a search term is a path parameter (GET /api/search/:term); schemas cap each one.
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: true, bodyLimit: 1024 * 1024, routerOptions: { maxParamLength: 500 } });
  app.decorate('config', config);
  app.decorate('db', options.db);
  app.decorate('mailer', options.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(options.db, (o, m) => app.log.info(o, m))));
  app.decorate('tokens', tokenService(config.jwtSecret));
  app.decorate('providers', options.providers ?? providersFromConfig(config));
  app.decorate('storage', options.storage ?? storageFromConfig(config));
  app.decorate('catalogueCache', catalogueCache(app, config));
  app.decorateRequest('user', null);
  // Plain HTML forms, and clients that post an empty body with this type (axios does for `null`).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  registerErrorHandlers(app);
  await registerDocs(app);
  await registerRateLimit(app, config);
  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, { root: config.uploadsDir, prefix: '/media/', maxAge: MEDIA_MAX_AGE_MS, immutable: true });

  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(catalogueRoutes, { prefix: '/api' });
  await app.register(artworkPageRoutes, { prefix: '/api' });
  await app.register(discoveryRoutes, { prefix: '/api' });
  await app.register(manageRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(commerceRoutes, { prefix: '/api' });
  await app.register(mediaRoutes, { prefix: '/api' });
  // The outbox shows codes and reset links: never in production.
  if (!config.isProduction) await app.register(devRoutes, { prefix: '/api/dev' });

  const web = options.web === undefined ? config.web : options.web;
  if (web) await app.register(webRoutes, web);
  return app;
}
