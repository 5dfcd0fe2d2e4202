// One server process for the two-process socket test: the app on a given PostgreSQL schema (already
// migrated) and Redis, on SERVE_PORT or a random port. Prints "listening <url>" once ready; SIGTERM closes it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDb } from '../../src/db';

async function main(): Promise<void> {
  const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' }, { serverRoot, web: null });
  const db = openDb(config, { schema: process.env.KALA_TEST_SCHEMA });
  const app = await buildApp(config, { db });
  app.addHook('onClose', () => db.close());
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  console.log(`listening ${await app.listen({ port: Number(process.env.SERVE_PORT ?? 0), host: '127.0.0.1' })}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
