// Builds the Fastify app without listening: server.ts listens, tests call it on a random port.
// Cross-cutting setup lives in plugins/, each domain in modules/<name>/index.ts.
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config, WebOptions } from './config';
import type { Db } from './db';
import adminModule from './modules/admin';
import alertsModule from './modules/alerts';
import authModule from './modules/auth';
import type { Providers } from './modules/auth/providers';
import catalogueModule from './modules/catalogue';
import commerceModule from './modules/commerce';
import exhibitionsModule from './modules/exhibitions';
import healthModule from './modules/health';
import mailModule from './modules/mail';
import type { Mailer } from './modules/mail/mailer';
import mediaModule from './modules/media';
import messagingModule from './modules/messaging';
import notificationsModule from './modules/notifications';
import reportsModule from './modules/reports';
import socialModule from './modules/social';
import type { Storage } from './modules/media/storage';
import usersModule from './modules/users';
import webModule from './modules/web';
import bodyParsersPlugin from './plugins/body-parsers';
import catalogueCachePlugin from './plugins/catalogue-cache';
import closeConnectionsPlugin from './plugins/close-connections';
import compressPlugin from './plugins/compress';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorHandlersPlugin, { clientErrorHandler, frameworkErrors } from './plugins/error-handlers';
import inputGuardPlugin from './plugins/input-guard';
import mailerPlugin from './plugins/mailer';
import metricsPlugin from './plugins/metrics';
import rateLimitPlugin from './plugins/rate-limit';
import readinessPlugin from './plugins/readiness';
import requestIdPlugin, { requestIdOf } from './plugins/request-id';
import securityHeadersPlugin from './plugins/security-headers';
import { sharedSerializers } from './lib/serializers';
import sessionPlugin from './plugins/session';
import socialProvidersPlugin from './plugins/social-providers';
import storagePlugin from './plugins/storage';

export interface AppOptions {
  db: Db;
  /** The built front end to serve; defaults to config.web. */
  web?: WebOptions | null;
  mailer?: Mailer;
  providers?: Providers;
  /** Where uploads go; defaults to config (S3 when S3_BUCKET is set, else DATA_DIR/uploads). */
  storage?: Storage;
  /** Where log lines go (tests read them); defaults to stdout. */
  logStream?: { write(line: string): void };
}

/** In dependency order: a module only uses the modules before it (notifications first: the others report to it). */
const MODULES = [
  healthModule,
  notificationsModule,
  usersModule,
  mailModule,
  authModule,
  mediaModule,
  catalogueModule,
  socialModule,
  reportsModule,
  commerceModule,
  exhibitionsModule,
  alertsModule,
  messagingModule,
  adminModule,
  webModule,
];

export async function buildApp(config: Config, options: AppOptions): Promise<FastifyInstance> {
  // maxParamLength: a search term is a path parameter (GET /api/search/:term); schemas cap each one.
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    frameworkErrors,
    clientErrorHandler,
    // A request already on its way when a graceful stop begins is answered, not refused (server.ts).
    return503OnClosing: false,
    // The id nginx sets (X-Request-Id), else a new one; on every log line of the request as reqId.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A plugin's start (migrations, the first database and Redis connections) may take longer than Fastify's
    // 10 s on a busy machine; a start that hangs still fails, a slow one no longer does.
    pluginTimeout: 60_000,
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(configPlugin, { config: options.web === undefined ? config : { ...config, web: options.web } });
  await app.register(readinessPlugin);
  await app.register(closeConnectionsPlugin);
  await app.register(dbPlugin, { db: options.db });
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin);
  await app.register(errorHandlersPlugin);
  await app.register(compressPlugin);
  await app.register(docsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(bodyParsersPlugin);
  await app.register(inputGuardPlugin);
  await app.register(sessionPlugin);
  await app.register(mailerPlugin, { mailer: options.mailer });
  await app.register(socialProvidersPlugin, { providers: options.providers });
  await app.register(securityHeadersPlugin);
  await app.register(storagePlugin, { storage: options.storage });
  await app.register(catalogueCachePlugin);

  for (const module of MODULES) await app.register(module);
  return app;
}
