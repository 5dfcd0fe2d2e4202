// Entry point: configuration, database, migrations, first-start seed, then listen. Closes gracefully.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openMigratedDb, seedIfEmpty } from './bootstrap';
import { loadConfig } from './config';
import { openLocalChannel } from './modules/admin/local-channel';

async function main(): Promise<void> {
  const config = loadConfig(process.env, { serverRoot: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..') });
  const log = (msg: string) => console.log(`[kala] ${msg}`);
  log(`database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${path.join(config.dataDir, 'pgdata')}`}`);
  const db = await openMigratedDb(config, log);
  await seedIfEmpty(db, config, log);
  const app = await buildApp(config, { db });
  app.addHook('onClose', () => db.close());

  // Graceful stop (SIGTERM from systemd or the stack): first a grace period in which every answer closes its
  // connection, so nginx keeps none of ours idle (its upstream keepalive_timeout is shorter) and sends the
  // next requests to the other processes; then stop listening, finish what is in flight, close the sockets'
  // transports (their clients reconnect, through nginx, to another process), close the pools, exit.
  let closing = false;
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'closing');
    setTimeout(() => process.exit(1), config.shutdownGraceMs + 15_000).unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // With PGlite the server holds the database: operator commands reach it over this channel (ADR 0020).
  if (!config.databaseUrl) {
    const closeChannel = await openLocalChannel(db, config.dataDir, config.jwtSecret);
    app.addHook('onClose', closeChannel);
  }
  await app.listen({ port: config.port, host: config.host });
  log(`serving ${config.web ? 'the front end and ' : ''}the API on http://localhost:${config.port} (docs at /api/docs)`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
