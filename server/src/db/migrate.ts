// Versioned migrations: src/db/migrations/NNN_name.sql, each applied once, in order, in a transaction.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './types';

export async function migrate(db: Db, serverRoot: string, log: (msg: string) => void = () => undefined): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key, applied_at timestamptz not null default now())`);
  const dir = path.join(serverRoot, 'src', 'db', 'migrations');
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const done = new Set((await db.many<{ version: string }>('select version from schema_migrations')).map((r) => r.version));
  const applied: string[] = [];
  for (const file of files.filter((f) => !done.has(f))) {
    const sql = await readFile(path.join(dir, file), 'utf8');
    await db.tx(async (t) => {
      await t.exec(sql);
      await t.query('insert into schema_migrations (version) values ($1)', [file]);
    });
    log(`migration applied: ${file}`);
    applied.push(file);
  }
  return applied;
}
