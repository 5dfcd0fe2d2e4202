// Shared by the entry points: open the database, bring the schema up to date, seed an empty one.
import type { Config } from './config';
import { openDb, type Db } from './db';
import { migrate } from './db/migrate';
import { isDatabaseEmpty, seed } from './seed';

export async function openMigratedDb(config: Config, log: (msg: string) => void): Promise<Db> {
  const db = openDb(config);
  await migrate(db, config.serverRoot, log);
  return db;
}

export async function seedIfEmpty(db: Db, config: Config, log: (msg: string) => void): Promise<void> {
  if (!(await isDatabaseEmpty(db))) return;
  log('empty database: seeding the demo marketplace');
  await seed(db, { uploadsDir: config.uploadsDir, log: (m) => log(`seed: ${m}`) });
}
