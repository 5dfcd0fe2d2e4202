// npm run seed -w server [-- --reset] [-- --artworks 150]: seed the database (wiping it first with --reset).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openMigratedDb } from '../bootstrap';
import { loadConfig } from '../config';
import { isDatabaseEmpty, seed } from './index';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const reset = args.includes('--reset');
  const countArg = args.indexOf('--artworks');
  const artworks = countArg >= 0 ? Number(args[countArg + 1]) : undefined;
  const config = loadConfig(process.env, { serverRoot: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..') });
  const log = (msg: string) => console.log(`[seed] ${msg}`);
  const db = await openMigratedDb(config, log);
  try {
    if (!reset && !(await isDatabaseEmpty(db))) {
      log('the database already has data; run with --reset to wipe and reseed');
      return;
    }
    await seed(db, { uploadsDir: config.uploadsDir, artworks, reset, log });
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
