// `npm run backup` and `npm run restore <archive>` (issue 21 §5): the database dump and the media in one dated
// .tar.gz, with a manifest saying what it holds.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { Config } from '../config';
import { storageFromConfig, type Storage } from '../modules/media/storage';
import { dumpDatabase, restoreDatabase } from './database';
import { MEDIA_DIR, loadMedia, saveMedia } from './media';

interface Manifest {
  format: 'kala-backup-1';
  createdAt: string;
  database: string;
  mediaFiles: number;
}

const pgliteDirOf = (config: Config) => path.join(config.dataDir, 'pgdata');

/** kala-backup-2026-11-25T21-30-05Z.tar.gz */
export const archiveName = (at: Date) => `kala-backup-${at.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')}.tar.gz`;

async function inScratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kala-backup-'));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes the archive into `outDir`; answers its path. */
export async function backup(config: Config, outDir: string, storage: Storage = storageFromConfig(config)): Promise<string> {
  const createdAt = new Date();
  const archive = path.resolve(outDir, archiveName(createdAt));
  mkdirSync(outDir, { recursive: true });
  await inScratch(async (dir) => {
    const database = await dumpDatabase(config.databaseUrl, pgliteDirOf(config), dir);
    const mediaFiles = await saveMedia(storage, dir);
    const manifest: Manifest = { format: 'kala-backup-1', createdAt: createdAt.toISOString(), database, mediaFiles };
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
    mkdirSync(path.join(dir, MEDIA_DIR), { recursive: true });
    await tar.create({ gzip: true, file: archive, cwd: dir, portable: true }, ['manifest.json', database, MEDIA_DIR]);
  });
  return archive;
}

/** Brings the database and the media of `archive` back; answers its manifest. */
export async function restore(config: Config, archive: string, storage: Storage = storageFromConfig(config)): Promise<Manifest> {
  return inScratch(async (dir) => {
    await tar.extract({ file: archive, cwd: dir });
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 'kala-backup-1') throw new Error(`${archive} is not a Kala backup`);
    await restoreDatabase(config.databaseUrl, pgliteDirOf(config), dir, manifest.database);
    await loadMedia(storage, dir);
    return manifest;
  });
}
