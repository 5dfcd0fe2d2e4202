import path from 'node:path';
import type { Config } from '../config';
import { wrapDriver } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export type { Db, Row, QueryResult, Sql } from './types';
export { containing, isUniqueViolation, lockFor } from './types';

export interface OpenDbOptions {
  /** In-memory PGlite (tests) instead of the persisted one; ignored when DATABASE_URL is set. */
  memory?: boolean;
  /** PostgreSQL schema to use (tests). */
  schema?: string;
}

/** PostgreSQL when DATABASE_URL is set, else PGlite persisted under DATA_DIR/pgdata. */
export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'serverRoot'>, options: OpenDbOptions = {}): Db {
  const driver = config.databaseUrl
    ? openPostgres({ url: config.databaseUrl, schema: options.schema })
    : openPglite({ serverRoot: config.serverRoot, dataDir: options.memory ? null : path.join(config.dataDir, 'pgdata') });
  return wrapDriver(driver);
}
