// npm run backup [-- <folder>]  (default BACKUP_DIR, else ./backups): writes kala-backup-<date>.tar.gz.
// npm run restore <archive>: replaces the database with the archive's and puts its media back.
// Same configuration as the server (DATABASE_URL, DATA_DIR, S3_*). On the embedded database (PGlite) stop
// the server first; on PostgreSQL a backup may run while it serves (pg_dump takes a consistent snapshot).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { backup, restore } from './backup';

async function main(): Promise<void> {
  const [command, arg] = process.argv.slice(2);
  const config = loadConfig(process.env, { serverRoot: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..') });
  if (command === 'backup') {
    const outDir = arg ?? process.env.BACKUP_DIR ?? path.join(process.env.INIT_CWD ?? process.cwd(), 'backups');
    console.log(`[backup] wrote ${await backup(config, outDir)}`);
  } else if (command === 'restore' && arg) {
    const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
    const manifest = await restore(config, archive);
    console.log(`[restore] restored the backup of ${manifest.createdAt}: the database and ${manifest.mediaFiles} media files`);
  } else {
    console.error('usage: npm run backup [-- <folder>] | npm run restore <archive>');
    process.exit(2);
  }
}

main().catch((err: unknown) => {
  console.error(`[backup] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
