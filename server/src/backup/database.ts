// The database's part of a backup: pg_dump / pg_restore on PostgreSQL (a consistent snapshot, taken while the
// servers run), PGlite's own data-folder dump on the embedded default (the server must be stopped: PGlite is
// one process's database).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The major version of a PostgreSQL tool (`pg_dump (PostgreSQL) 15.20 (Debian …)` → 15). */
async function toolMajor(tool: string): Promise<number> {
  const { stdout } = await run(tool, ['--version']).catch(() => {
    throw new Error(`${tool} not found: install the PostgreSQL client tools (Debian: postgresql-client)`);
  });
  return Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1] ?? 0);
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(rows[0].v) / 10000);
  } finally {
    await client.end();
  }
}

/** pg_dump refuses a newer server; an older pg_restore cannot read a newer dump: say so before starting. */
async function checkTool(tool: string, url: string): Promise<void> {
  const [mine, theirs] = await Promise.all([toolMajor(tool), serverMajor(url)]);
  if (mine < theirs) throw new Error(`${tool} is version ${mine} but the server runs PostgreSQL ${theirs}: install postgresql-client-${theirs}`);
}

export const POSTGRES_FILE = 'database.pgdump';
export const PGLITE_FILE = 'database.pglite.tar';

/** Writes the dump into `dir`; answers its file name. */
export async function dumpDatabase(databaseUrl: string | null, pgliteDir: string, dir: string): Promise<string> {
  if (databaseUrl) {
    await checkTool('pg_dump', databaseUrl);
    // Custom format: compressed, and pg_restore can clean what it replaces. No owners: restorable as another role.
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(dir, POSTGRES_FILE)}`, `--dbname=${databaseUrl}`]);
    return POSTGRES_FILE;
  }
  if (!existsSync(pgliteDir)) throw new Error(`no PGlite database at ${pgliteDir}`);
  const db = await openPglite(pgliteDir);
  try {
    const dump = await db.dumpDataDir('none');
    writeFileSync(path.join(dir, PGLITE_FILE), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  return PGLITE_FILE;
}

/** Replaces the database with the dump in `dir` (named `file`). */
export async function restoreDatabase(databaseUrl: string | null, pgliteDir: string, dir: string, file: string): Promise<void> {
  if (file === POSTGRES_FILE) {
    if (!databaseUrl) throw new Error('this backup is of PostgreSQL: set DATABASE_URL to restore it');
    await checkTool('pg_restore', databaseUrl);
    // One transaction: a restore that fails half-way changes nothing.
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${databaseUrl}`, path.join(dir, file)]);
    return;
  }
  if (databaseUrl) throw new Error('this backup is of the embedded database (PGlite): unset DATABASE_URL to restore it');
  rmSync(pgliteDir, { recursive: true, force: true });
  mkdirSync(path.dirname(pgliteDir), { recursive: true });
  const db = await openPglite(pgliteDir, new Blob([readFileSync(path.join(dir, file))]));
  await db.close();
}

/** PGlite itself, not the server's worker: the server is not running, this process is the database's only user. */
async function openPglite(dataDir: string, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}
