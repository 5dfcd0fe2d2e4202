// The one query layer every module uses. Both drivers (PGlite, node-postgres) speak PostgreSQL.

export type Row = Record<string, unknown>;

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/**
 * A statement's text, or a named one: PostgreSQL then parses and plans it once per connection instead of at
 * every call (for hot, fixed statements only: each name stays prepared on every pooled connection).
 */
export type Sql = string | { readonly name: string; readonly text: string };

export const sqlText = (sql: Sql): string => (typeof sql === 'string' ? sql : sql.text);

/** What a driver must provide; Db adds the conveniences on top. */
export interface Driver {
  readonly kind: 'pglite' | 'postgres';
  query<T = Row>(sql: Sql, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements at once, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn on one connection inside BEGIN … COMMIT, ROLLBACK on error. */
  transaction<T>(fn: (driver: Driver) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The pool's load, where there is a pool (PostgreSQL). */
  poolStats?(): PoolStats;
}

export interface Db {
  readonly kind: Driver['kind'];
  query<T = Row>(sql: Sql, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** The first row, or null. */
  one<T = Row>(sql: Sql, params?: readonly unknown[]): Promise<T | null>;
  many<T = Row>(sql: Sql, params?: readonly unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  /** Inside a transaction the callback's db is bound to it; nested calls join the outer transaction. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The pool's load (null for PGlite, one connection behind a queue). */
  poolStats(): PoolStats | null;
}

/** A database error with PostgreSQL's SQLSTATE (e.g. 23505 unique violation). */
export interface DbError extends Error {
  code?: string;
  constraint?: string;
}

/** Takes the transaction's lock named `key`: transactions naming the same key run this part one at a time. */
export const lockFor = (t: Pick<Db, 'query'>, key: string): Promise<unknown> => t.query('select pg_advisory_xact_lock(hashtext($1))', [key]);

/** A LIKE pattern for `text` anywhere in a value, its own `%`, `_` and `\` taken as themselves (a person's search). */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const UNIQUE_VIOLATION = '23505';
export const isUniqueViolation = (err: unknown): boolean => (err as DbError | null)?.code === UNIQUE_VIOLATION;

/** SQLSTATEs of a server that is away, going away or full: connection exceptions (not 08P01, a bad statement), shutdown, too many connections. */
const AWAY_STATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300']);
/** Node's network errors, and node-postgres's and PGlite's words for a connection lost or closed. */
const AWAY_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const AWAY_MESSAGE = /Connection terminated|not queryable|timeout exceeded when trying to connect|pool after calling end|database closed/i;

/** The database is unreachable (restarting, down, full): the request may succeed later, the error handler answers 503. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as (DbError & { errors?: unknown[] }) | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code && (AWAY_STATES.has(e.code) || AWAY_CODES.has(e.code))) return true;
  // Connecting to 'localhost' tries each address: Node reports an AggregateError of them.
  if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true;
  return typeof e.message === 'string' && AWAY_MESSAGE.test(e.message);
}

/** How busy the connection pool is (PostgreSQL): connections in use, idle, and requests waiting for one. */
export interface PoolStats {
  inUse: number;
  idle: number;
  waiting: number;
}
